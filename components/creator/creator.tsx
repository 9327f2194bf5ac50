'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import useSWR from 'swr';

import { readerPath } from '@/components/books/reader/paths';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cancelCreation, getCreatedBooks, getCreation, getCreations, getCreatorOptions, startCreation } from '@/lib/api/creator';
import { CREATION_POLL_MS } from '@/lib/constants/creator';
import { useAction } from '@/lib/hooks/use-action';
import type { CreationState } from '@/lib/types/creator';

import { CreatedBooks } from './created-books';
import { CreatorForm } from './creator-form';

const KEYS = { options: 'creator/options', books: 'creator/books', creations: 'creator/creations' };

/** Progress of a running creation: pictures, then narration; a cancel button. */
function Progress({ state, onCancel, cancelling }: { state: CreationState; onCancel: () => void; cancelling: boolean }) {
  const t = useTranslations('Creator');
  const done = state.pagesComposed + state.pagesNarrated;
  const total = state.pagesTotal * 2;
  return (
    <div className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100" data-test="creator-progress">
      <p className="flex items-center gap-2 font-semibold text-brand-800">
        <Spinner /> {t('making', { name: state.input.childName })}
      </p>
      <progress className="mt-3 h-2 w-full accent-brand-600" max={total} value={done} aria-label={t('progressLabel')} />
      <p role="status" className="mt-2 text-sm text-slate-700">
        {t('progress', { composed: state.pagesComposed, narrated: state.pagesNarrated, total: state.pagesTotal })}
      </p>
      <Button type="button" variant="secondary" size="sm" className="mt-3" disabled={cancelling} onClick={onCancel} data-test="creator-cancel">
        {t('cancel')}
      </Button>
    </div>
  );
}

/** What became of the last creation: the book (with the words it could not use), a failure or a cancel. */
function Outcome({ state }: { state: CreationState }) {
  const t = useTranslations('Creator');
  const te = useTranslations('Errors');
  if (state.status === 'done' && state.bookId) {
    return (
      <div className="rounded-2xl bg-emerald-50 p-4 ring-1 ring-emerald-100" role="status" data-test="creator-done">
        <p className="font-semibold text-emerald-800">{t('done')}</p>
        {state.unplaced.length > 0 && (
          <ul className="mt-2 list-disc pl-5 text-sm text-slate-700" data-test="creator-unplaced">
            {state.unplaced.map((u) => (
              <li key={u.word}>{t(u.reason === 'unknown' ? 'unplacedUnknown' : 'unplacedNoRoom', { word: u.word })}</li>
            ))}
          </ul>
        )}
        <ButtonLink href={readerPath(state.bookId)} size="sm" className="mt-3 inline-block" data-test="creator-open">
          {t('openBook')}
        </ButtonLink>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <p className="rounded-2xl bg-red-50 p-4 text-sm text-red-700 ring-1 ring-red-100" role="alert" data-test="creator-failed">
        {te.has(state.error as 'CREATION_FAILED') ? te(state.error as 'CREATION_FAILED') : te('CREATION_FAILED')}
      </p>
    );
  }
  if (state.status === 'cancelled') {
    return (
      <p className="rounded-2xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200" role="status" data-test="creator-cancelled">
        {t('cancelled')}
      </p>
    );
  }
  return null;
}

/**
 * The AI picture book (/picture): the story form, the progress of the book
 * being made (polled), what came of it, and the user's own created books.
 * A finished book without unused words opens in the reader at once.
 */
export function Creator() {
  const t = useTranslations('Creator');
  const router = useRouter();
  const options = useSWR(KEYS.options, getCreatorOptions);
  const books = useSWR(KEYS.books, getCreatedBooks);
  const creations = useSWR(KEYS.creations, getCreations);
  const [current, setCurrent] = useState<CreationState | null>(null);
  const latest = current ?? creations.data?.[0] ?? null;
  const running = latest?.status === 'running' ? latest : null;

  const start = useAction(startCreation, { onSuccess: (state) => setCurrent(state) });
  const cancel = useAction(cancelCreation, { onSuccess: (state) => setCurrent(state) });

  useEffect(() => {
    if (!running) return;
    const id = running.id;
    const timer = setInterval(() => {
      getCreation(id)
        .then((state) => {
          setCurrent(state);
          if (state.status === 'done') {
            void books.mutate();
            if (state.bookId && !state.unplaced.length) router.push(readerPath(state.bookId));
          }
        })
        .catch(() => undefined);
    }, CREATION_POLL_MS);
    return () => clearInterval(timer);
  }, [running, books, router]);

  if (!options.data) {
    return (
      <p className="flex items-center gap-2 py-10 text-slate-500">
        <Spinner /> {t('loading')}
      </p>
    );
  }
  const builtIn = options.data.provider === 'local';
  return (
    <div className="space-y-8">
      <section aria-labelledby="creator-new" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 id="creator-new" className="text-xl font-bold text-ink">
            {t('newBook')}
          </h2>
          <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700" data-test="creator-provider">
            {builtIn ? t('providerLocal') : t('providerRemote')}
          </span>
        </div>
        {running ? (
          <Progress state={running} cancelling={cancel.isBusy} onCancel={() => void cancel.run(running.id)} />
        ) : (
          <div className="space-y-4">
            {latest && <Outcome state={latest} />}
            <CreatorForm options={options.data} busy={start.isBusy} onSubmit={(input) => void start.run(input)} />
          </div>
        )}
      </section>
      <section aria-labelledby="creator-mine">
        <h2 id="creator-mine" className="mb-3 text-xl font-bold text-ink">
          {t('myBooks')}
        </h2>
        <CreatedBooks books={books.data} onChange={() => void books.mutate()} />
      </section>
    </div>
  );
}
