'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { notify } from '@/lib/notify';
import type { ReaderPage } from '@/lib/types/books';

import { PagePicture } from './page-picture';
import { PageText } from './page-text';
import { useNarration } from './use-narration';

/** One page on its own: picture, text with the spoken word marked, its narration and the translation toggle. */
export function PagePreview({ page, pictureAlt }: { page: ReaderPage; pictureAlt: string }) {
  const t = useTranslations('Reader');
  const locale = useLocale();
  const [showCn, setShowCn] = useState(() => !locale.toLowerCase().startsWith('en'));
  const translationId = useId();
  const narration = useNarration({ src: page.audio.src, words: page.words, onError: () => notify('error', t('audioError')) });
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-center md:gap-6" data-test="page-preview">
      <PagePicture image={page.image} alt={pictureAlt} priority />
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <p className="mb-2 text-sm font-medium text-brand-600">{t('pageLabel', { page: page.index })}</p>
        <PageText text={page.text} textCn={page.textCn} activeWord={narration.activeWord} showTranslation={showCn} translationId={translationId} />
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <Button
            size="none"
            onClick={narration.toggle}
            className="inline-flex h-11 items-center gap-2 px-5 text-sm font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            data-test="reader-play"
          >
            <Icon name={narration.playing ? 'pause' : 'play'} className="h-4 w-4" />
            {narration.playing ? t('pause') : t('play')}
          </Button>
          <Button
            variant="bare"
            size="none"
            aria-pressed={showCn}
            aria-controls={translationId}
            onClick={() => setShowCn((on) => !on)}
            className={`inline-flex h-9 items-center gap-1.5 px-3 text-sm font-medium ring-1 transition ${
              showCn ? 'bg-brand-50 text-brand-700 ring-brand-200' : 'bg-white text-slate-500 ring-slate-200 hover:bg-slate-50'
            }`}
            data-test="translation-toggle"
          >
            <span aria-hidden="true" className="text-xs font-bold">
              译
            </span>
            {t('translation')}
          </Button>
        </div>
      </div>
      <audio {...narration.audioProps} className="hidden" />
    </div>
  );
}
