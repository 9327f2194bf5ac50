import type { ReactNode } from 'react';

import { UserMessages } from '@/components/user/user-messages';

/**
 * Message namespaces every lesson page's client components read: the shared
 * lesson labels ('Lessons': parts of speech, listen, courseware, header,
 * refusals) and the class labels ('Classes': statuses, time ranges).
 */
export const LESSONS_NAMESPACES = ['Lessons', 'Classes'] as const;

/** Gives a lesson page's client components their messages: the shared ones plus the page's own (`extra`, e.g. ['LessonPreview']). */
export function LessonsMessages({ extra = [], children }: { extra?: string[]; children: ReactNode }) {
  return <UserMessages namespaces={[...LESSONS_NAMESPACES, ...extra]}>{children}</UserMessages>;
}
