'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogCloseButton, DialogTitle } from '@/components/ui/dialog';
import { REPORT_DETAIL_MAX, REPORT_REASONS, type ReportReason } from '@/lib/constants/social';
import { reportUser } from '@/lib/api/social';
import { useAction } from '@/lib/hooks/use-action';
import { notify } from '@/lib/notify';

/** Report a user: a reason from the fixed list and an optional detail of up to 500 characters. */
export function ReportDialog({ open, userId, nickname, onClose }: { open: boolean; userId: number; nickname: string; onClose: () => void }) {
  const t = useTranslations('Social');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const { run, isBusy } = useAction(() => reportUser({ userId, reason: reason!, detail }), {
    onSuccess: () => {
      notify('success', t('reportSent'));
      setReason(null);
      setDetail('');
      onClose();
    },
  });
  return (
    <Dialog open={open} onClose={onClose} placement="sheet" className="w-full max-w-md rounded-3xl bg-white p-6 shadow-xl max-sm:rounded-b-none" panelProps={{ 'data-test': 'report-dialog' }}>
      <div className="flex items-start justify-between gap-4">
        <DialogTitle className="text-lg font-bold text-ink">{t('reportTitle', { name: nickname })}</DialogTitle>
        <DialogCloseButton />
      </div>
      <form
        className="mt-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (reason) void run();
        }}
      >
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">{t('reportReason')}</legend>
          <div className="mt-2 grid gap-2">
            {REPORT_REASONS.map((r) => (
              <label key={r} className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 text-sm text-slate-700 has-[:checked]:border-brand-400 has-[:checked]:bg-brand-50">
                <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} className="accent-brand-600" />
                {t(`reasons.${r}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="mt-4 block text-sm font-medium text-slate-700" htmlFor="report-detail">
          {t('reportDetail')}
        </label>
        <textarea
          id="report-detail"
          value={detail}
          maxLength={REPORT_DETAIL_MAX}
          onChange={(e) => setDetail(e.target.value)}
          rows={3}
          className="mt-1 w-full rounded-xl border border-slate-200 px-3 py-2 text-sm outline-none focus:border-brand-400"
          aria-describedby="report-detail-count"
        />
        <p id="report-detail-count" className="text-right text-xs tabular-nums text-slate-500">
          {detail.length}/{REPORT_DETAIL_MAX}
        </p>
        <div className="mt-4 flex justify-end gap-3">
          <Button variant="neutral" size="sm" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="danger" size="sm" disabled={!reason} busy={isBusy} data-test="report-submit">
            {t('reportSubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
