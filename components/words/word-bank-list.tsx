'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { readerPath } from '@/components/books/reader/paths';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icons';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { LANG_TAG } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { notify } from '@/lib/notify';
import { useAction } from '@/lib/hooks/use-action';
import { WORD_BANK_PAGE_SIZE, useWordBank, useWordBankWrites } from '@/lib/hooks/use-words';
import type { WordBankItem } from '@/lib/types/words';

import { speakWord } from './speak';
import { useClipPlayer } from './use-clip-player';

/**
 * The learner's word bank (/user/words): each word with its meaning, the
 * book and page it came from (a link back into the reader), the sentence,
 * "Listen" (the word's span of that page's narration) and "Remove", which
 * can be undone until the next change.
 */
export function WordBankList({ page }: { page: number }) {
  const t = useTranslations('WordBank');
  const locale = useLocale();
  const { words, error, isLoading, mutate } = useWordBank(page);
  const writes = useWordBankWrites();
  const { play, playing } = useClipPlayer();
  const [removed, setRemoved] = useState<WordBankItem | null>(null);
  const remove = useAction((item: WordBankItem) => writes.remove(item.id), { onSuccess: (_r, item) => setRemoved(item) });
  const undo = useAction(writes.add, { onSuccess: () => setRemoved(null) });

  const listen = (item: WordBankItem) => {
    if (item.audio) void play(item.id, item.audio);
    else if (!speakWord(item.word)) notify('info', t('noAudio'));
  };

  if (isLoading && !words) {
    return (
      <p className="flex items-center gap-2 py-10 text-slate-500">
        <Spinner /> {t('loading')}
      </p>
    );
  }
  if (error && !words) {
    return (
      <div className="py-10 text-center" role="alert">
        <p className="text-slate-600">{t('loadFailed')}</p>
        <Button type="button" variant="secondary" size="sm" className="mt-3" onClick={() => void mutate()}>
          {t('retry')}
        </Button>
      </div>
    );
  }

  const list = words?.list ?? [];
  const total = words?.total ?? 0;
  return (
    <div>
      <p role="status" className="mb-3 min-h-6 text-sm text-slate-600" data-test="word-bank-status">
        {removed ? (
          <>
            {t('removed', { word: removed.word })}{' '}
            <button
              type="button"
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600"
              disabled={undo.isBusy}
              onClick={() => void undo.run({ bookId: removed.book.id, page: removed.page, wordIndex: removed.wordIndex })}
              data-test="word-undo"
            >
              {t('undo')}
            </button>
          </>
        ) : total > 0 ? (
          t('count', { count: total })
        ) : null}
      </p>
      {list.length === 0 ? (
        <EmptyState title={t('emptyTitle')}>
          <p className="mt-2 text-sm text-slate-500">{t('emptyHint')}</p>
          <ButtonLink href="/library" size="none" className="mt-4 inline-block px-5 py-2 text-sm font-semibold">
            {t('browse')}
          </ButtonLink>
        </EmptyState>
      ) : (
        <ul aria-label={t('listLabel')} className="space-y-3" data-test="word-bank-list">
          {list.map((item) => (
            <li key={item.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5" data-test="word-bank-item">
              <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
                <div className="min-w-0 flex-1">
                  <h2 className="text-xl font-bold text-ink">
                    <span lang="en">{item.word}</span>
                    {item.lemma !== item.word && (
                      <span lang="en" className="ml-2 text-sm font-medium text-slate-500">
                        ({item.lemma})
                      </span>
                    )}
                  </h2>
                  {item.phonetic && <p className="text-sm text-slate-500">/{item.phonetic}/</p>}
                </div>
                <div className="flex gap-2">
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    className="inline-flex items-center gap-1.5"
                    aria-label={t('listenLabel', { word: item.word })}
                    aria-pressed={playing === item.id}
                    onClick={() => listen(item)}
                    data-test="word-listen"
                  >
                    <Icon name="play" className="h-4 w-4" /> {t('listen')}
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={t('removeLabel', { word: item.word })}
                    disabled={remove.isBusy}
                    onClick={() => void remove.run(item)}
                    data-test="word-remove"
                  >
                    {t('remove')}
                  </Button>
                </div>
              </div>
              <ul lang={LANG_TAG.cn} className="mt-2 space-y-1 text-sm text-slate-700">
                {item.senses.slice(0, 2).map((sense, i) => (
                  <li key={i}>
                    {sense.pos && (
                      <span lang="en" className="mr-1.5 rounded bg-brand-50 px-1.5 text-xs font-semibold text-brand-700">
                        {sense.pos}
                      </span>
                    )}
                    {sense.text}
                  </li>
                ))}
              </ul>
              <p lang="en" className="mt-3 border-l-4 border-accent-400/60 pl-3 text-base italic text-slate-700" data-test="word-sentence">
                {item.sentence}
              </p>
              <Link
                href={`${readerPath(item.book.id)}?page=${item.page}`}
                className="mt-2 inline-block text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
                data-test="word-book"
              >
                {t('fromBook', { title: pickLocalized(locale, item.book.title, item.book.titleCn), page: item.page })}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={Math.ceil(total / WORD_BANK_PAGE_SIZE)} href={(p) => (p > 1 ? `/user/words?page=${p}` : '/user/words')} />
    </div>
  );
}
