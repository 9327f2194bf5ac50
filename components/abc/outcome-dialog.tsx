'use client';

import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import { Dialog, DialogTitle } from '@/components/ui/dialog';
import { recordLessonOutcome, type LessonOutcome } from '@/lib/api/abc';
import { useAction } from '@/lib/hooks/use-action';
import { revalidateAbc } from '@/lib/hooks/use-abc';
import { notify } from '@/lib/notify';
import type { LessonItem } from '@/lib/types/classes';

import { LessonFacts } from './lesson-facts';

export interface PendingOutcome {
  lesson: LessonItem;
  outcome: LessonOutcome;
}

/**
 * Confirms an outcome before it is recorded (it cannot be changed later). A
 * teacher no-show says that the family gets the class hour back and hears
 * about it.
 */
export function OutcomeDialog({ pending, onClose }: { pending: PendingOutcome | null; onClose: () => void }) {
  const t = useTranslations('AbcCourse');
  const tc = useTranslations('Common');
  const { run, isBusy } = useAction((p: PendingOutcome) => recordLessonOutcome(p.lesson.Id, p.outcome), {
    onSuccess: (_result, p) => {
      notify('success', t(`outcomeDone.${p.outcome}`, { name: p.lesson.Student.Nickname || t('noNickname') }));
      void revalidateAbc();
      onClose();
    },
    // Someone else may have recorded it meanwhile: show the list as it is now.
    onError: () => void revalidateAbc(),
  });
  const outcome = pending?.outcome ?? 'finished';
  const noShow = outcome === 'teacher_absent';
  return (
    <Dialog
      open={pending !== null}
      onClose={onClose}
      placement="sheet"
      className="w-full max-w-md rounded-3xl bg-white p-6 shadow-xl max-sm:rounded-b-none"
      panelProps={{ 'data-test': 'abc-outcome-dialog' }}
    >
      <DialogTitle className="text-lg font-bold text-ink">{t(`outcomeTitle.${outcome}`)}</DialogTitle>
      <p className="mt-2 text-sm leading-6 text-slate-700">{t(`outcomeText.${outcome}`)}</p>
      {pending && <LessonFacts lesson={pending.lesson} className="mt-4" />}
      <p className="mt-3 text-xs text-slate-600">{t('outcomeFinal')}</p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="neutral" onClick={onClose} className="font-medium">
          {tc('cancel')}
        </Button>
        <Button
          variant="bare"
          busy={isBusy}
          onClick={() => pending && void run(pending)}
          className={`font-semibold text-white ${noShow ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-600 hover:bg-brand-700'}`}
          data-test="abc-outcome-confirm"
        >
          {t(`outcomeConfirm.${outcome}`)}
        </Button>
      </div>
    </Dialog>
  );
}
