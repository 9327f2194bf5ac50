'use client';

import { useTranslations } from 'next-intl';

import { MediaImage } from '@/components/books/media-image';
import type { KeySentence } from '@/lib/types/lessons';

import { AudioClipButton } from './audio-clip-button';

/** The unit's key sentences: the English, its Chinese meaning, the page it comes from and its sound. */
export function SentenceList({ items, className = '' }: { items: readonly KeySentence[]; className?: string }) {
  const t = useTranslations('Lessons');
  if (items.length === 0) return <p className="text-sm text-slate-600">{t('noSentences')}</p>;
  return (
    <ol className={`flex flex-col gap-3 ${className}`} data-test="sentence-list">
      {items.map((item, i) => (
        <li key={`${item.page}-${i}`} className="flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200 sm:gap-4" data-test="sentence-item">
          <MediaImage src={item.image} alt="" width={600} height={400} loading="lazy" className="hidden h-16 w-24 shrink-0 rounded-xl bg-slate-100 object-cover min-[420px]:block" />
          <div className="min-w-0 flex-1">
            <p lang="en" className="font-semibold text-ink" data-test="sentence-en">
              {item.en}
            </p>
            <p lang="zh-CN" className="mt-0.5 text-sm text-slate-700">
              {item.cn}
            </p>
            <p className="mt-0.5 text-xs text-slate-600">{t('fromPage', { page: item.page })}</p>
          </div>
          <AudioClipButton clip={item.audio} label={t('listen', { text: item.en })} />
        </li>
      ))}
    </ol>
  );
}
