'use client';

import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import { Dialog, DialogTitle } from '@/components/ui/dialog';
import type { LessonItem } from '@/lib/types/classes';

import { LessonFacts } from './lesson-facts';

/**
 * What 'Join' does until the classroom exists (part 2 connects the classroom
 * provider): says so plainly and shows the class, so the teacher can reach
 * the family another way. No pretend classroom.
 */
export function JoinDialog({ lesson, onClose }: { lesson: LessonItem | null; onClose: () => void }) {
  const t = useTranslations('AbcCourse');
  const tc = useTranslations('Common');
  return (
    <Dialog
      open={lesson !== null}
      onClose={onClose}
      placement="sheet"
      className="w-full max-w-md rounded-3xl bg-white p-6 shadow-xl max-sm:rounded-b-none"
      panelProps={{ 'data-test': 'abc-join-dialog' }}
    >
      <DialogTitle className="text-lg font-bold text-ink">{t('joinTitle')}</DialogTitle>
      <p className="mt-2 text-sm leading-6 text-slate-700" data-test="abc-join-note">
        {t('joinNote')}
      </p>
      {lesson && <LessonFacts lesson={lesson} className="mt-4" />}
      <div className="mt-6 flex justify-end">
        <Button variant="primary" onClick={onClose} className="font-semibold max-sm:w-full">
          {tc('close')}
        </Button>
      </div>
    </Dialog>
  );
}
