'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import { Dialog, DialogCloseButton, DialogTitle } from '@/components/ui/dialog';
import type { LessonItem } from '@/lib/types/classes';

import { LeaveForm } from './leave-form';
import { useClassFormat } from './use-class-format';

/** The leave form in a dialog (a bottom sheet on phones), for one class of the list. */
export function LeaveDialog({ lesson, onClose, onDone }: { lesson: LessonItem | null; onClose: () => void; onDone?: () => void }) {
  const t = useTranslations('CourseList');
  const fmt = useClassFormat();
  const titleId = useId();
  return (
    <Dialog
      open={lesson !== null}
      onClose={onClose}
      placement="sheet"
      className="max-h-[92vh] w-full max-w-xl overflow-y-auto rounded-3xl bg-white p-5 shadow-xl max-sm:rounded-b-none sm:p-6"
      panelProps={{ 'data-test': 'leave-dialog' }}
    >
      {lesson && (
        <>
          <div className="mb-4 flex items-start justify-between gap-3">
            <div>
              <DialogTitle className="text-xl font-bold text-ink">
                <span id={titleId}>{t('leaveTitle')}</span>
              </DialogTitle>
              <p className="mt-1 text-sm text-slate-600" data-test="leave-class">
                {t('leaveFor', { date: fmt.classDate(lesson.ClassDate), time: lesson.Start, teacher: lesson.Teacher.Name })}
              </p>
            </div>
            <DialogCloseButton className="-mr-2 -mt-1" />
          </div>
          <LeaveForm lesson={lesson} titleId={titleId} onDone={onDone ?? onClose} onCancel={onClose} />
        </>
      )}
    </Dialog>
  );
}
