'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogCloseButton, DialogTitle } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { calendarFeed } from '@/lib/api/classes';
import { useAction } from '@/lib/hooks/use-action';
import { notify } from '@/lib/notify';

import { feedLinks } from './calendar-links';

/** Whether the user has a feed, and its path when this page made it (a feed made earlier cannot be shown again). */
export type FeedState = { phase: 'loading' } | { phase: 'none' } | { phase: 'active'; path: string | null };

type Confirming = 'renew' | 'revoke' | null;

/**
 * The private calendar feed: what it is, the warning that the link shows
 * class times to anyone who has it, the link itself (copy, webcal, Google
 * Calendar), 'Make a new link' (the old one stops working) and 'Turn off the
 * link', both confirmed first.
 */
export function FeedDialog({ open, onClose, feed, onChange }: { open: boolean; onClose: () => void; feed: FeedState; onChange: (feed: FeedState) => void }) {
  const t = useTranslations('Schedule');
  const tc = useTranslations('Common');
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [announcement, setAnnouncement] = useState('');
  const urlInput = useRef<HTMLInputElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'url' | 'create' | null>(null);
  const urlId = useId();

  const create = useAction(calendarFeed.create, {
    onSuccess: ({ path }) => {
      setConfirming(null);
      focusAfter.current = 'url';
      onChange({ phase: 'active', path });
      setAnnouncement(t('feedReady'));
    },
  });
  const revoke = useAction(calendarFeed.revoke, {
    onSuccess: () => {
      setConfirming(null);
      focusAfter.current = 'create';
      onChange({ phase: 'none' });
      setAnnouncement(t('feedRevoked'));
      notify('success', t('feedRevoked'));
    },
  });
  const busy = create.isBusy || revoke.isBusy;

  // Focus follows the change the user made: the new link, the create button after turning it off, 'yes' when asked to confirm.
  useEffect(() => {
    if (focusAfter.current === 'url') urlInput.current?.select();
    if (focusAfter.current === 'create') createButton.current?.focus();
    focusAfter.current = null;
  }, [feed]);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const close = () => {
    setConfirming(null);
    setAnnouncement('');
    onClose();
  };

  const links = feed.phase === 'active' && feed.path && typeof window !== 'undefined' ? feedLinks(feed.path, window.location.origin) : null;

  const copy = async () => {
    if (!links) return;
    try {
      await navigator.clipboard.writeText(links.https);
      notify('success', t('copied'));
    } catch {
      urlInput.current?.select();
      notify('warning', t('copyFailed'));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      placement="sheet"
      className="w-full max-w-lg rounded-3xl bg-white p-6 shadow-xl max-sm:rounded-b-none max-sm:p-5"
      panelProps={{ 'data-test': 'feed-dialog' }}
    >
      <div className="flex items-start justify-between gap-3">
        <DialogTitle className="text-lg font-bold text-ink">{t('feedTitle')}</DialogTitle>
        <DialogCloseButton className="-mr-2 -mt-1" />
      </div>
      <p className="mt-2 text-sm leading-6 text-slate-600">{t('feedIntro')}</p>
      <p role="note" className="mt-3 flex gap-2 rounded-2xl bg-amber-50 px-3 py-2.5 text-sm leading-6 text-amber-900" data-test="feed-warning">
        <Icon name="shield" className="mt-1 h-4 w-4 shrink-0" />
        {t('feedWarning')}
      </p>
      <p className="sr-only" role="status">
        {announcement}
      </p>

      <div className="mt-4">
        {feed.phase === 'loading' ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner />
            {tc('loading')}
          </p>
        ) : feed.phase === 'none' ? (
          <>
            <p className="text-sm text-slate-700" data-test="feed-none">
              {t('feedNone')}
            </p>
            <Button ref={createButton} busy={create.isBusy} onClick={() => void create.run()} data-test="feed-create" className="mt-3 font-medium">
              {t('feedCreate')}
            </Button>
          </>
        ) : (
          <>
            {links ? (
              <div data-test="feed-link">
                <label htmlFor={urlId} className="text-sm font-medium text-slate-700">
                  {t('feedUrlLabel')}
                </label>
                <div className="mt-1.5 flex gap-2">
                  <input
                    id={urlId}
                    ref={urlInput}
                    readOnly
                    value={links.https}
                    onFocus={(event) => event.currentTarget.select()}
                    data-test="feed-url"
                    className="h-10 min-w-0 flex-1 rounded-xl border border-slate-200 bg-slate-50 px-3 text-sm text-slate-700 outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100"
                  />
                  <Button variant="outline" size="sm" onClick={() => void copy()} data-test="feed-copy" className="shrink-0 font-medium">
                    {t('copy')}
                  </Button>
                </div>
                <div className="mt-3 flex flex-wrap gap-2">
                  <a href={links.webcal} data-test="feed-webcal" className="inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
                    <Icon name="calendar" className="h-4 w-4" />
                    {t('addToCalendar')}
                  </a>
                  <a
                    href={links.google}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-test="feed-google"
                    className="inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
                  >
                    {t('addToGoogle')}
                  </a>
                </div>
              </div>
            ) : (
              <p className="text-sm leading-6 text-slate-700" data-test="feed-hidden">
                {t('feedActiveHidden')}
              </p>
            )}
            <div className="mt-5 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
              <Button variant="plain" size="sm" disabled={busy} onClick={() => setConfirming('renew')} aria-expanded={confirming === 'renew'} data-test="feed-renew" className="font-medium">
                {t('feedRenew')}
              </Button>
              <Button variant="neutral" size="sm" disabled={busy} onClick={() => setConfirming('revoke')} aria-expanded={confirming === 'revoke'} data-test="feed-revoke" className="font-medium">
                {t('feedRevoke')}
              </Button>
            </div>
            {confirming && (
              <div role="group" aria-label={t(confirming === 'renew' ? 'feedRenew' : 'feedRevoke')} data-test="feed-confirm" className="mt-3 rounded-2xl bg-red-50 p-3">
                <p className="text-sm leading-6 text-red-800">{t(confirming === 'renew' ? 'feedRenewConfirm' : 'feedRevokeConfirm')}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button
                    ref={confirmButton}
                    variant="bare"
                    size="sm"
                    busy={busy}
                    onClick={() => void (confirming === 'renew' ? create.run() : revoke.run())}
                    data-test="feed-confirm-yes"
                    className="bg-red-700 font-medium text-white hover:bg-red-800"
                  >
                    {t(confirming === 'renew' ? 'feedRenew' : 'feedRevoke')}
                  </Button>
                  <Button variant="plain" size="sm" disabled={busy} onClick={() => setConfirming(null)} data-test="feed-confirm-no" className="font-medium">
                    {tc('cancel')}
                  </Button>
                </div>
              </div>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
