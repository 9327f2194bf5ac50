'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogCloseButton, DialogTitle } from '@/components/ui/dialog';
import { LoadState } from '@/components/ui/load-state';
import { CHILD_QUIET_HOURS, GROUP_TYPES, type GroupType } from '@/lib/constants/messages';
import { saveMessageSettings } from '@/lib/api/messages';
import { revalidatePrefix } from '@/lib/hooks/mutate';
import { useAction } from '@/lib/hooks/use-action';
import { useMessageSettings } from '@/lib/hooks/use-messages';
import { notify } from '@/lib/notify';
import type { MessageSettings } from '@/lib/types/messages';

/**
 * Message settings: which groups leave the badge (muted groups still fill up
 * in the list) and quiet hours in which nothing is pushed (a child's account
 * starts with 21:30 to 08:00).
 */
export function MessageSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('MessageCenter');
  const settings = useMessageSettings();
  return (
    <Dialog open={open} onClose={onClose} placement="sheet" className="w-full max-w-md rounded-3xl bg-white p-6 shadow-xl max-sm:rounded-b-none" panelProps={{ 'data-test': 'message-settings' }}>
      <div className="mb-4 flex items-start justify-between gap-3">
        <DialogTitle className="text-xl font-bold text-ink">{t('settings.title')}</DialogTitle>
        <DialogCloseButton />
      </div>
      {settings.data ? (
        <SettingsForm initial={settings.data} onClose={onClose} onSaved={(saved) => void settings.mutate(saved, { revalidate: false })} />
      ) : (
        <LoadState error={settings.error} onRetry={() => void settings.mutate()} texts={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }} testId="message-settings" />
      )}
    </Dialog>
  );
}

/** The form, mounted each time the dialog opens, starting from the saved settings. */
function SettingsForm({ initial, onClose, onSaved }: { initial: MessageSettings; onClose: () => void; onSaved: (saved: MessageSettings) => void }) {
  const t = useTranslations('MessageCenter');
  const [muted, setMuted] = useState<GroupType[]>(initial.mutedTypes);
  const [quietOn, setQuietOn] = useState(initial.quietStart !== null);
  const [start, setStart] = useState<string>(initial.quietStart ?? CHILD_QUIET_HOURS.start);
  const [end, setEnd] = useState<string>(initial.quietEnd ?? CHILD_QUIET_HOURS.end);

  const save = useAction(() => saveMessageSettings({ mutedTypes: muted, quietStart: quietOn ? start : null, quietEnd: quietOn ? end : null }), {
    onSuccess: (saved) => {
      onSaved(saved);
      void revalidatePrefix('messages/groups');
      notify('success', t('settings.saved'));
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run();
  };
  const toggle = (type: GroupType) => setMuted((list) => (list.includes(type) ? list.filter((x) => x !== type) : [...list, type]));

  return (
    <form onSubmit={submit} className="flex flex-col gap-5">
      <fieldset>
        <legend className="font-semibold text-ink">{t('settings.muteTitle')}</legend>
        <p className="mb-2 text-sm text-slate-600">{t('settings.muteHint')}</p>
        <ul className="flex flex-col gap-1">
          {GROUP_TYPES.map((type) => (
            <li key={type}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-slate-50">
                <input type="checkbox" className="h-5 w-5 accent-brand-600" checked={muted.includes(type)} onChange={() => toggle(type)} data-test={`message-mute-${type}`} />
                <span className="text-sm text-ink">{t(`groups.${type}` as 'groups.0')}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset>
        <legend className="font-semibold text-ink">{t('settings.quietTitle')}</legend>
        <p className="mb-2 text-sm text-slate-600">{t('settings.quietHint', { zone: initial.timeZone })}</p>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-slate-50">
          <input type="checkbox" className="h-5 w-5 accent-brand-600" checked={quietOn} onChange={(e) => setQuietOn(e.target.checked)} data-test="message-quiet-on" />
          <span className="text-sm text-ink">{t('settings.quietOn')}</span>
        </label>
        <div className="mt-2 flex flex-wrap items-center gap-3 px-2">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            {t('settings.from')}
            <input type="time" required={quietOn} disabled={!quietOn} value={start} onChange={(e) => setStart(e.target.value)} className="rounded-lg border border-slate-300 px-2 py-1.5 text-ink disabled:bg-slate-100 disabled:text-slate-500" data-test="message-quiet-start" />
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            {t('settings.to')}
            <input type="time" required={quietOn} disabled={!quietOn} value={end} onChange={(e) => setEnd(e.target.value)} className="rounded-lg border border-slate-300 px-2 py-1.5 text-ink disabled:bg-slate-100 disabled:text-slate-500" data-test="message-quiet-end" />
          </label>
        </div>
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="neutral" size="sm" className="font-medium" onClick={onClose}>
          {t('settings.cancel')}
        </Button>
        <Button type="submit" size="sm" className="font-semibold" busy={save.isBusy} data-test="message-settings-save">
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
