'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogCloseButton, DialogTitle } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { LANG_TAG } from '@/lib/i18n/locales';
import { useAuthedAction } from '@/lib/hooks/use-authed-action';
import { useWordBankWrites, useWordLookup } from '@/lib/hooks/use-words';
import type { DictionaryEntry } from '@/lib/types/words';

/** The word tapped in the reader: its token as the page shows it and where it stands. */
export interface TappedWord {
  token: string;
  bookId: number;
  page: number;
  wordIndex: number;
}

interface Props {
  word: TappedWord | null;
  onClose: () => void;
  /** plays the word; answers false when it cannot be heard (no timing and no speech synthesis) */
  onPlay: (word: TappedWord) => boolean;
}

/** The token as a word: no quotes or punctuation around it ("“Pip?" → Pip). */
export function wordText(token: string): string {
  return token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

function Senses({ entry }: { entry: DictionaryEntry }) {
  return (
    <ul className="mt-3 space-y-1.5" lang={LANG_TAG.cn} data-test="word-senses">
      {entry.senses.map((sense, i) => (
        <li key={i} className="flex gap-2 text-base leading-7 text-slate-700">
          {sense.pos && (
            <span lang="en" className="mt-1 shrink-0 rounded bg-brand-50 px-1.5 text-xs font-semibold leading-5 text-brand-700" data-test="word-pos">
              {sense.pos}
            </span>
          )}
          <span>{sense.text}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * What a tapped word means, as a small dialog (a bottom sheet on phones): the
 * word, its phonetic, parts of speech and Chinese senses from the bundled
 * dictionary, a button to hear it from the page's narration, and "Add to word
 * bank" ("log in first, then do it" for a visitor).
 */
export function WordPopover({ word, onClose, onPlay }: Props) {
  const t = useTranslations('WordPopover');
  const text = word ? wordText(word.token) : '';
  const { lookup, error, isLoading } = useWordLookup(word ? text : null);
  const { add } = useWordBankWrites();
  const [status, setStatus] = useState<{ key: string; message: string } | null>(null);
  const statusFor = word ? `${word.bookId}-${word.page}-${word.wordIndex}` : '';
  const shown = status?.key === statusFor ? status.message : '';
  const { run, isBusy } = useAuthedAction(add, {
    onSuccess: (result, input) => setStatus({ key: `${input.bookId}-${input.page}-${input.wordIndex}`, message: result.created ? t('added') : t('alreadyKept') }),
  });

  const play = () => {
    if (word && !onPlay(word)) setStatus({ key: statusFor, message: t('noAudio') });
  };
  const entry = lookup?.entry ?? null;
  const base = lookup?.base ?? null;

  return (
    <Dialog
      open={word !== null}
      onClose={onClose}
      placement="sheet"
      backdrop="dim"
      className="w-full max-w-sm rounded-2xl bg-white p-5 shadow-xl max-sm:max-w-none max-sm:rounded-b-none"
      panelProps={{ 'data-test': 'word-popover' }}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <DialogTitle className="text-2xl font-bold text-ink">
            <span lang="en">{text}</span>
          </DialogTitle>
          {entry?.phonetic && (
            <p className="mt-0.5 text-sm text-slate-500" data-test="word-phonetic">
              /{entry.phonetic}/
            </p>
          )}
        </div>
        <DialogCloseButton className="-mr-2 -mt-2" />
      </div>

      <div className="min-h-[4.5rem]">
        {isLoading && (
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-500">
            <Spinner className="h-4 w-4" /> {t('loading')}
          </p>
        )}
        {error && (
          <p className="mt-4 text-sm text-slate-600" data-test="word-missing">
            {error instanceof Error ? error.message : t('notFound')}
          </p>
        )}
        {lookup?.kind === 'name' && (
          <p className="mt-4 text-base text-slate-700" data-test="word-name">
            {t('name')}
          </p>
        )}
        {entry && <Senses entry={entry} />}
        {base && (
          <div className="mt-3 border-t border-slate-100 pt-3" data-test="word-base">
            <p className="text-sm text-slate-500">
              {t('baseForm')} <span lang="en" className="font-semibold text-ink">{base.headword}</span>
            </p>
            <Senses entry={{ ...base, senses: base.senses.slice(0, 2) }} />
          </div>
        )}
      </div>

      <div className="mt-5 flex flex-wrap gap-2">
        <Button type="button" variant="secondary" size="sm" className="inline-flex items-center gap-1.5" onClick={play} data-test="word-play">
          <Icon name="play" className="h-4 w-4" /> {t('listen')}
        </Button>
        {entry && word && (
          <Button
            type="button"
            size="sm"
            className="inline-flex items-center gap-1.5"
            disabled={isBusy}
            onClick={() => void run({ bookId: word.bookId, page: word.page, wordIndex: word.wordIndex })}
            data-test="word-add"
          >
            <Icon name="star" className="h-4 w-4" /> {t('add')}
          </Button>
        )}
      </div>
      <p role="status" className="mt-3 min-h-5 text-sm text-brand-700" data-test="word-status">
        {shown}
        {shown && shown !== t('noAudio') && (
          <>
            {' '}
            <Link href="/user/words" className="font-semibold underline underline-offset-2">
              {t('open')}
            </Link>
          </>
        )}
      </p>
    </Dialog>
  );
}
