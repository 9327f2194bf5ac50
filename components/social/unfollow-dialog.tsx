'use client';

import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import { Dialog, DialogTitle } from '@/components/ui/dialog';

/** "Unfollow {name}?" (SPEC §4: unfollowing needs a confirm step). */
export function UnfollowDialog({ open, nickname, busy, onConfirm, onClose }: { open: boolean; nickname: string; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const t = useTranslations('Social');
  return (
    <Dialog open={open} onClose={onClose} placement="sheet" className="w-full max-w-sm rounded-3xl bg-white p-6 shadow-xl max-sm:rounded-b-none" panelProps={{ 'data-test': 'unfollow-dialog' }}>
      <DialogTitle className="text-lg font-bold text-ink">{t('unfollowTitle', { name: nickname })}</DialogTitle>
      <p className="mt-2 text-sm leading-6 text-slate-600">{t('unfollowText')}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="neutral" size="sm" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button variant="danger" size="sm" busy={busy} onClick={onConfirm} data-test="unfollow-confirm">
          {t('unfollowConfirm')}
        </Button>
      </div>
    </Dialog>
  );
}
