'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { calendarFeed } from '@/lib/api/classes';
import { useAction } from '@/lib/hooks/use-action';
import { notify } from '@/lib/notify';

import { getCalendarIcs, ICS_FILE_NAME, saveTextFile } from './calendar-links';
import { FeedDialog, type FeedState } from './feed-dialog';

/** 'Download .ics' and 'Subscribe in your calendar app' (the private feed, in a dialog). */
export function CalendarActions() {
  const t = useTranslations('Schedule');
  const [open, setOpen] = useState(false);
  // The feed URL is shown only from the answer that made it (the server keeps a hash), so it lives here while the page is open.
  const [feed, setFeed] = useState<FeedState>({ phase: 'loading' });

  const download = useAction(getCalendarIcs, {
    onSuccess: (text) => {
      saveTextFile(text, ICS_FILE_NAME);
      notify('success', t('downloaded'));
    },
  });
  const status = useAction(calendarFeed.status, {
    onSuccess: ({ active }) => setFeed((current) => (active ? { phase: 'active', path: current.phase === 'active' ? current.path : null } : { phase: 'none' })),
    onError: () => setOpen(false),
  });

  const openDialog = () => {
    setOpen(true);
    void status.run();
  };

  return (
    <div role="group" aria-label={t('calendarActions')} className="flex flex-wrap gap-2">
      <Button variant="plain" size="sm" busy={download.isBusy} onClick={() => void download.run()} data-test="schedule-download" className="inline-flex items-center gap-1.5 font-medium">
        {!download.isBusy && <Icon name="calendar" className="h-4 w-4 text-brand-600" />}
        {t('downloadIcs')}
      </Button>
      <Button variant="plain" size="sm" onClick={openDialog} data-test="schedule-subscribe" aria-haspopup="dialog" className="inline-flex items-center gap-1.5 font-medium">
        <Icon name="refresh" className="h-4 w-4 text-brand-600" />
        {t('subscribe')}
      </Button>
      <FeedDialog open={open} onClose={() => setOpen(false)} feed={feed} onChange={setFeed} />
    </div>
  );
}
