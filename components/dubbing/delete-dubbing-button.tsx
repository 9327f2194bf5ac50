'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogTitle } from '@/components/ui/dialog';
import { deleteDubbing } from '@/lib/api/dubbings';
import { useAction } from '@/lib/hooks/use-action';
import { notify } from '@/lib/notify';

/** The owner's "Delete dubbing", behind a confirm step; afterwards their list of dubbings. */
export function DeleteDubbingButton({ dubbingId, ownerId }: { dubbingId: number; ownerId: number }) {
  const t = useTranslations('Dubbing');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { run, isBusy } = useAction(() => deleteDubbing(dubbingId), {
    onSuccess: () => {
      setOpen(false);
      notify('success', t('deleted'));
      router.push(`/user/user?userId=${ownerId}&tab=dubbings`);
    },
  });
  return (
    <>
      <Button variant="neutral" size="sm" onClick={() => setOpen(true)} data-test="dubbing-delete">
        {t('delete')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} placement="sheet" className="w-full max-w-sm rounded-3xl bg-white p-6 shadow-xl max-sm:rounded-b-none" panelProps={{ 'data-test': 'dubbing-delete-dialog' }}>
        <DialogTitle className="text-lg font-bold text-ink">{t('deleteTitle')}</DialogTitle>
        <p className="mt-2 text-sm leading-6 text-slate-600">{t('deleteText')}</p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="neutral" size="sm" onClick={() => setOpen(false)}>
            {t('cancel')}
          </Button>
          <Button variant="danger" size="sm" busy={isBusy} onClick={() => void run()} data-test="dubbing-delete-confirm">
            {t('deleteConfirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
