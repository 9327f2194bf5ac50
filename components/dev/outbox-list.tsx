import { getFormatter, getTranslations } from 'next-intl/server';

import type { OutboxMessage } from '@/lib/types/outbox';

const CODE = /(?<!\d)\d{6}(?!\d)/;

/** The outbox messages: a table on wide screens, cards on phones; the code of each message stands out. */
export async function OutboxList({ messages }: { messages: OutboxMessage[] }) {
  const [t, format] = await Promise.all([getTranslations('DevOutbox'), getFormatter()]);
  if (messages.length === 0) {
    return (
      <p className="rounded-xl bg-white px-5 py-10 text-center text-slate-500 ring-1 ring-slate-200" data-test="outbox-empty">
        {t('empty')}
      </p>
    );
  }
  return (
    <ol className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
      <li className="hidden grid-cols-[6rem_14rem_1fr_11rem] gap-4 bg-slate-50 px-5 py-2.5 text-xs font-semibold tracking-wide text-slate-500 uppercase md:grid">
        <span>{t('channel')}</span>
        <span>{t('destination')}</span>
        <span>{t('message')}</span>
        <span>{t('time')}</span>
      </li>
      {messages.map((m) => {
        const code = CODE.exec(m.body)?.[0];
        return (
          <li
            key={m.id}
            className="grid gap-2 px-5 py-4 md:grid-cols-[6rem_14rem_1fr_11rem] md:gap-4"
            data-test="outbox-message"
            data-channel={m.channel}
            data-destination={m.destination}
          >
            <span>
              <span
                className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                  m.channel === 'sms' ? 'bg-brand-50 text-brand-700' : 'bg-orange-50 text-orange-700'
                }`}
              >
                {m.channel === 'sms' ? t('sms') : t('email')}
              </span>
            </span>
            <span className="font-mono text-sm break-all text-ink">{m.destination}</span>
            <div className="min-w-0">
              {m.subject ? <p className="text-sm font-semibold text-ink">{m.subject}</p> : null}
              <p className="text-sm leading-6 whitespace-pre-line text-slate-700" data-test="outbox-body">
                {m.body}
              </p>
              {code ? (
                <p className="mt-1.5">
                  <span className="rounded-md bg-ink px-2 py-0.5 font-mono text-base font-semibold tracking-[0.2em] text-white" data-test="outbox-code">
                    {code}
                  </span>
                </p>
              ) : null}
            </div>
            <time className="text-sm text-slate-500 tabular-nums" dateTime={m.createdAt.toISOString()}>
              {format.dateTime(m.createdAt, { dateStyle: 'short', timeStyle: 'medium' })}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
