'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ROUTES } from '@/lib/constants/routes';
import { useClassClock, useClassConfig, useLessonRecord } from '@/lib/hooks/use-classes';

import { ClassCard } from './class-card';
import { lessonLabel } from './class-status';
import { LeaveForm } from './leave-form';
import { LoadState } from './load-state';
import { useClassFormat } from './use-class-format';

/** The leave form of one class on its own (/course/components/leaveClass?lessonId): the class, then the form; afterwards the class as it now stands. */
export function LeaveClassPanel({ lessonId }: { lessonId: number }) {
  const t = useTranslations('CourseList');
  const fmt = useClassFormat();
  const now = useClassClock();
  const { data: lessons, error, mutate } = useLessonRecord();
  const { data: config } = useClassConfig();
  const [done, setDone] = useState(false);
  if (!lessons) return <LoadState error={error} onRetry={() => void mutate()} />;
  const lesson = lessons.find((l) => l.Id === lessonId);
  if (!lesson) {
    return (
      <EmptyState title={t('lessonNotFound')} data-test="leave-not-found">
        <ButtonLink href={ROUTES.course} variant="secondary" size="sm" className="mt-4 inline-block font-medium">
          {t('backToList')}
        </ButtonLink>
      </EmptyState>
    );
  }
  const label = lessonLabel(lesson, now);
  const open = label === 'pending' || label === 'upcoming';
  return (
    <div className="flex flex-col gap-4">
      <ClassCard lesson={lesson} label={label} fmt={fmt} config={config} />
      {open && !done ? (
        <Card className="p-5 sm:p-6">
          <LeaveForm lesson={lesson} onDone={() => setDone(true)} />
        </Card>
      ) : (
        !done && (
          <p role="status" className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700" data-test="leave-closed">
            {t('leaveClosed')}
          </p>
        )
      )}
    </div>
  );
}
