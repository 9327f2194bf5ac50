'use client';

import { useTranslations } from 'next-intl';

import { MediaImage } from '@/components/books/media-image';
import type { VocabItem } from '@/lib/types/lessons';

import { AudioClipButton } from './audio-clip-button';

/** The unit's words: each with the book page's picture, its part of speech, its Chinese meaning and its sound. */
export function VocabList({ items, className = '' }: { items: readonly VocabItem[]; className?: string }) {
  const t = useTranslations('Lessons');
  if (items.length === 0) return <p className="text-sm text-slate-600">{t('noWords')}</p>;
  return (
    <ul className={`grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4 ${className}`} data-test="vocab-list">
      {items.map((item) => (
        <li key={`${item.word}-${item.page}`} className="flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200" data-test="vocab-item">
          <MediaImage
            src={item.image}
            alt={t('wordPicture', { word: item.word, page: item.page })}
            width={600}
            height={400}
            loading="lazy"
            className="aspect-[3/2] w-full bg-slate-100 object-cover"
          />
          <div className="flex flex-1 items-start justify-between gap-2 p-2.5 sm:gap-3 sm:p-3">
            <div className="min-w-0">
              <p lang="en" className="text-base font-bold break-words text-ink sm:text-lg" data-test="vocab-word">
                {item.word}
              </p>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-sm text-slate-700">
                <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700" data-test="vocab-pos">
                  {t(`pos.${item.pos}`)}
                </span>
                <span lang="zh-CN">{item.cn}</span>
              </p>
            </div>
            <AudioClipButton clip={item.audio} label={t('listen', { text: item.word })} size="sm" className="sm:h-11 sm:w-11" />
          </div>
        </li>
      ))}
    </ul>
  );
}
