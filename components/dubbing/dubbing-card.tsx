import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';

import { MediaImage } from '@/components/books/media-image';
import { Icon } from '@/components/ui/icons';
import { pickLocalized } from '@/lib/i18n/localized';
import type { DubbingCard as DubbingCardData } from '@/lib/types/dubbings';

export function dubbingPath(id: number): string {
  return `/picture/dubbing/${id}`;
}

/** A finished dubbing in a list: the book's cover and title, who dubbed it, the scores and likes. */
export function DubbingCard({ dubbing, showAuthor = false }: { dubbing: DubbingCardData; showAuthor?: boolean }) {
  const locale = useLocale();
  const t = useTranslations('Dubbing');
  const tr = useTranslations('Reactions');
  const title = pickLocalized(locale, dubbing.book.title, dubbing.book.titleCn);
  return (
    <Link
      href={dubbingPath(dubbing.id)}
      className="group block overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
      data-test="dubbing-card"
    >
      <div className="relative aspect-square overflow-hidden bg-brand-50">
        <MediaImage src={dubbing.book.cover} alt="" width={400} height={400} loading="lazy" className="h-full w-full object-cover transition group-hover:scale-[1.03]" />
        <span aria-hidden className="absolute bottom-2 right-2 flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-brand-700 shadow">
          <Icon name="mic" className="h-5 w-5" strokeWidth={1.8} />
        </span>
      </div>
      <div className="p-3">
        <h3 className="line-clamp-2 min-h-[2.5rem] text-sm font-semibold leading-5 text-slate-800">{title}</h3>
        {showAuthor && <p className="mt-0.5 truncate text-xs text-slate-600">{t('byAuthor', { name: dubbing.author.nickname })}</p>}
        {dubbing.scores && (
          <p className="mt-1 text-xs leading-5 text-slate-600" data-test="dubbing-card-scores">
            {t('cardScores', { ...dubbing.scores })}
          </p>
        )}
        <p className="mt-1 text-xs text-slate-500">
          <span aria-hidden="true">♥ {dubbing.likeCount}</span>
          <span className="sr-only">{tr('likesLabel', { count: dubbing.likeCount })}</span>
        </p>
      </div>
    </Link>
  );
}

export function DubbingGrid({ dubbings, showAuthor = false }: { dubbings: DubbingCardData[]; showAuthor?: boolean }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {dubbings.map((d) => (
        <li key={d.id}>
          <DubbingCard dubbing={d} showAuthor={showAuthor} />
        </li>
      ))}
    </ul>
  );
}
