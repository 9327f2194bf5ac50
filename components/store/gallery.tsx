'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent } from 'react';

import { MediaImage } from '@/components/books/media-image';

/**
 * An item's pictures: the chosen one large, all of them as thumbnails below.
 * The thumbnails are buttons (Tab reaches them, Enter or Space shows one);
 * the arrow keys, Home and End move between them, as in a toolbar.
 */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const t = useTranslations('StoreItem');
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(index, images.length - 1);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const last = images.length - 1;
    const next = { ArrowRight: current + 1, ArrowDown: current + 1, ArrowLeft: current - 1, ArrowUp: current - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const wrapped = next < 0 ? last : next > last ? 0 : next;
    setIndex(wrapped);
    thumbs.current[wrapped]?.focus();
  }

  return (
    <div className="flex flex-col gap-3" data-test="store-gallery">
      <div className="aspect-[4/3] overflow-hidden rounded-3xl bg-slate-50 ring-1 ring-slate-200">
        <MediaImage
          src={images[current]}
          alt={images.length > 1 ? t('pictureOf', { name, n: current + 1, total: images.length }) : name}
          className="h-full w-full object-cover"
          data-test="store-gallery-main"
        />
      </div>
      {images.length > 1 && (
        <div role="toolbar" aria-label={t('pictures')} aria-orientation="horizontal" onKeyDown={onKeyDown} className="flex gap-3">
          {images.map((src, i) => (
            <button
              key={src}
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              type="button"
              tabIndex={i === current ? 0 : -1}
              aria-pressed={i === current}
              aria-label={t('showPicture', { n: i + 1, total: images.length })}
              onClick={() => setIndex(i)}
              data-test="store-gallery-thumb"
              className={`h-16 w-20 overflow-hidden rounded-xl ring-2 transition sm:h-20 sm:w-24 ${i === current ? 'ring-brand-600' : 'ring-transparent hover:ring-brand-200'}`}
            >
              <MediaImage src={src} alt="" loading="lazy" className="h-full w-full object-cover" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
