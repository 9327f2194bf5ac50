import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { BookGrid } from '@/components/books/book-card';
import { ButtonLink, buttonClass } from '@/components/ui/button';
import { VideoGrid } from '@/components/video/video-card';
import { Icon } from '@/components/ui/icons';
import { BOOK_LEVELS } from '@/lib/constants/books';
import { libraryPath } from '@/lib/library';
import type { BookCard } from '@/lib/types/books';
import type { VideoCard } from '@/lib/types/videos';

import { SectionHeading } from './section-heading';

/** `/?level=C#books`: the level row shows another level without JavaScript. */
export function levelHref(level: string): string {
  return `/?level=${level}#new-books`;
}

/** A link from a home-page row to the whole list in the library. */
function LibraryLink({ href, label, test }: { href: string; label: string; test: string }) {
  return (
    <div className="mt-6 text-center">
      <ButtonLink href={href} data-test={test} variant="outline" size="none" className="inline-flex items-center gap-2 bg-white px-5 py-2.5 text-sm font-semibold transition">
        {label}
        <Icon name="arrow-right" width={16} height={16} />
      </ButtonLink>
    </div>
  );
}

/** The rows inside the home page's book band: popular books, then the books of one reading level, and the way to the whole library. */
export async function BookRows({ hot, levelBooks, level, levels }: { hot: BookCard[]; levelBooks: BookCard[]; level: string; levels: string[] }) {
  const t = await getTranslations('Home');
  const tb = await getTranslations('Books');
  return (
    <div className="space-y-12">
      <section aria-labelledby="hot-books-title" data-test="hot-books">
        <h3 id="hot-books-title" className="mb-4 text-xl font-bold text-slate-800">
          {t('hotBooksTitle')}
        </h3>
        <BookGrid books={hot} priorityCount={0} />
      </section>
      <section id="new-books" aria-labelledby="level-books-title" className="scroll-mt-24" data-test="level-books">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <h3 id="level-books-title" className="text-xl font-bold text-slate-800">
            {t('levelBooksTitle')}
          </h3>
          <p className="text-sm text-slate-500">{t('levelBooksHint')}</p>
        </div>
        <nav aria-label={t('levelNavLabel')} className="mb-5 flex gap-2 overflow-x-auto pb-1">
          {BOOK_LEVELS.filter((l) => levels.includes(l)).map((l) => (
            <Link
              key={l}
              href={levelHref(l)}
              scroll={false}
              aria-current={l === level ? 'true' : undefined}
              className={buttonClass({
                variant: 'bare',
                size: 'none',
                className: `shrink-0 px-4 py-1.5 text-sm font-semibold ring-1 ${
                  l === level ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-600 ring-slate-200 hover:bg-slate-50'
                }`,
              })}
            >
              {tb('level', { level: l })}
            </Link>
          ))}
        </nav>
        <BookGrid books={levelBooks} />
        <LibraryLink href={libraryPath()} label={t('booksLibraryLink')} test="home-books-library" />
      </section>
    </div>
  );
}

/** The home page's video section. */
export async function VideoBand({ videos }: { videos: VideoCard[] }) {
  const t = await getTranslations('Home');
  if (!videos.length) return null;
  return (
    <section id="videos" aria-labelledby="home-videos-title" className="scroll-mt-20 bg-brand-50/50 py-14 sm:py-20" data-test="home-videos">
      <div className="mx-auto max-w-[1200px] px-4">
        <SectionHeading id="home-videos-title" eyebrow={t('videosEyebrow')} title={t('videosTitle')} subtitle={t('videosText')} />
        <div className="mt-8">
          <VideoGrid videos={videos} />
        </div>
        <LibraryLink href={libraryPath({ type: 'videos' })} label={t('videosLibraryLink')} test="home-videos-library" />
      </div>
    </section>
  );
}
