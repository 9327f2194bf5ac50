'use client';

import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import { Dialog, DialogTitle } from '@/components/ui/dialog';
import { endAbsentMyClass } from '@/lib/api/classes';
import { useAction } from '@/lib/hooks/use-action';
import { revalidateClasses } from '@/lib/hooks/use-classes';
import { notify } from '@/lib/notify';
import type { LessonItem } from '@/lib/types/classes';

/** A class in progress that the family cannot attend: confirm, then it is marked absent (the class hour is used). */
export function AbsentDialog({ lesson, onClose, onDone }: { lesson: LessonItem | null; onClose: () => void; onDone?: () => void }) {
  const t = useTranslations('CourseList');
  const tc = useTranslations('Common');
  const { run, isBusy } = useAction((id: number) => endAbsentMyClass(id), {
    onSuccess: () => {
      notify('success', t('absentDone'));
      void revalidateClasses();
      (onDone ?? onClose)();
    },
    onError: () => void revalidateClasses(),
  });
  return (
    <Dialog
      open={lesson !== null}
      onClose={onClose}
      placement="sheet"
      className="w-full max-w-md rounded-3xl bg-white p-6 shadow-xl max-sm:rounded-b-none"
      panelProps={{ 'data-test': 'absent-dialog' }}
    >
      <DialogTitle className="text-lg font-bold text-ink">{t('absentTitle')}</DialogTitle>
      <p className="mt-2 text-sm leading-6 text-slate-700">{t('absentText')}</p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="neutral" onClick={onClose} className="font-medium">
          {tc('cancel')}
        </Button>
        <Button variant="bare" busy={isBusy} onClick={() => lesson && void run(lesson.Id)} className="bg-red-700 font-semibold text-white hover:bg-red-800" data-test="absent-confirm">
          {t('absentConfirm')}
        </Button>
      </div>
    </Dialog>
  );
}
