import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';

import { pickLocalized } from '@/lib/i18n/localized';
import type { BookCard as BookCardData } from '@/lib/types/books';

import { MediaImage } from './media-image';

export function bookPath(id: number): string {
  return `/picture/detail/${id}`;
}

/** A book in a row or grid: cover, title in the reader's language, level and page count. */
export function BookCard({ book, priority = false }: { book: BookCardData; priority?: boolean }) {
  const locale = useLocale();
  const t = useTranslations('Books');
  const tr = useTranslations('Reactions');
  const title = pickLocalized(locale, book.title, book.titleCn);
  return (
    <Link
      href={bookPath(book.id)}
      className="group block overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
      data-test="book-card"
    >
      <div className="relative aspect-square overflow-hidden bg-brand-50">
        <MediaImage
          src={book.cover}
          srcSet={`${book.cover} 400w, ${book.coverLarge} 800w`}
          sizes="(max-width: 640px) 45vw, 220px"
          alt={title}
          width={400}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          className="h-full w-full object-cover transition group-hover:scale-[1.03]"
        />
        <span className="absolute bottom-2 left-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-brand-700 shadow-sm">
          {t('level', { level: book.level })}
        </span>
      </div>
      <div className="p-3">
        <h3 className="line-clamp-2 min-h-[2.5rem] text-sm font-semibold leading-5 text-slate-800">{title}</h3>
        <p className="mt-1 flex items-center justify-between text-xs text-slate-500">
          <span>{t('pages', { count: book.pageCount })}</span>
          <span aria-label={tr('likesLabel', { count: book.likeCount })}>♥ {book.likeCount}</span>
        </p>
      </div>
    </Link>
  );
}

/** A responsive grid of book cards (2 columns on phones, up to 5 on desktop). */
export function BookGrid({ books, priorityCount = 0 }: { books: BookCardData[]; priorityCount?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      {books.map((book, i) => (
        <li key={book.id}>
          <BookCard book={book} priority={i < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
