'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { LANG_TAG } from '@/lib/i18n/locales';
import { notify } from '@/lib/notify';
import type { ReaderPage } from '@/lib/types/books';

import { useNarration } from './use-narration';
import { pageSentences, tokenize, type Sentence } from '@/lib/books/page-words';

/** A book's sentences, page by page, each with a button that plays just that sentence of the narration (the spoken word marked). */
export function SentenceList({ pages }: { pages: ReaderPage[] }) {
  const t = useTranslations('Reader');
  const showCn = !useLocale().toLowerCase().startsWith('en');
  const [current, setCurrent] = useState<{ page: number; sentence: number } | null>(null);
  const pending = useRef<Sentence | null>(null);
  const page = pages[(current?.page ?? 1) - 1];
  const narration = useNarration({ src: page.audio.src, words: page.words, onError: () => notify('error', t('audioError')) });
  const { playSpan } = narration;

  // A sentence of another page plays once that page's narration is the source.
  useEffect(() => {
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    playSpan(next.startMs, next.endMs);
  }, [current, playSpan]);

  const onSentence = (sentence: Sentence, index: number) => {
    const isCurrent = current?.page === sentence.page && current.sentence === index;
    if (isCurrent && narration.playing) {
      narration.pause();
      return;
    }
    if (current?.page === sentence.page) {
      setCurrent({ page: sentence.page, sentence: index });
      playSpan(sentence.startMs, sentence.endMs);
    } else {
      pending.current = sentence;
      setCurrent({ page: sentence.page, sentence: index });
    }
  };

  return (
    <>
      <ol className="space-y-4">
        {pages.map((p) => (
          <li key={p.index} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5" data-test="sentence-page">
            <h2 className="text-sm font-semibold text-brand-600">{t('pageLabel', { page: p.index })}</h2>
            <ul className="mt-2 space-y-2">
              {pageSentences(p).map((s, i) => {
                const active = current?.page === p.index && current.sentence === i;
                const playing = active && narration.playing;
                return (
                  <li key={i} className={`flex items-start gap-3 rounded-xl px-2 py-1.5 ${active ? 'bg-brand-50' : ''}`}>
                    <Button
                      size="none"
                      onClick={() => onSentence(s, i)}
                      aria-label={playing ? t('stopSentence') : t('playSentence')}
                      className="mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                      data-test="sentence-play"
                    >
                      {playing ? (
                        <Icon name="stop" className="h-4 w-4" />
                      ) : (
                        <Icon name="play" className="ml-0.5 h-4 w-4" />
                      )}
                    </Button>
                    <p lang="en" className="text-lg font-medium leading-8 text-ink">
                      {tokenize(s.text).map((token, k) =>
                        token.word === null ? (
                          token.text
                        ) : (
                          <span
                            key={k}
                            className={`rounded px-0.5 -mx-0.5 ${active && narration.activeWord === s.firstWord + token.word ? 'bg-accent-400/45 text-brand-700' : ''}`}
                          >
                            {token.text}
                          </span>
                        ),
                      )}
                    </p>
                  </li>
                );
              })}
            </ul>
            {showCn && p.textCn && (
              <p lang={LANG_TAG.cn} className="mt-2 border-t border-slate-100 pt-2 text-sm leading-6 text-slate-500">
                {p.textCn}
              </p>
            )}
          </li>
        ))}
      </ol>
      <audio {...narration.audioProps} className="hidden" />
    </>
  );
}
