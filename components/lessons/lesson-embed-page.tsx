import type { ReactNode } from 'react';

import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';

import { LessonsMessages } from './lessons-messages';

/** The frame of a lesson's /course/components page: the login prompt for a visitor, else the piece under its title, with the lesson messages (plus `extra`). */
export function LessonEmbedPage({ title, signedIn, extra, children }: { title: string; signedIn: boolean; extra?: string[]; children: ReactNode }) {
  if (!signedIn) return <VisitorLoginPrompt namespace="CourseList" />;
  return (
    <div className="mx-auto max-w-[960px] px-4 py-5 sm:py-8">
      <h1 className="mb-4 text-xl font-bold text-ink sm:text-2xl">{title}</h1>
      <LessonsMessages extra={extra}>{children}</LessonsMessages>
    </div>
  );
}
