import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { bookPath } from '@/components/books/book-card';
import { BookReader } from '@/components/books/reader/book-reader';
import { readerPageHref, readerPath } from '@/components/books/reader/paths';
import { ReaderMessages } from '@/components/books/reader/reader-messages';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { FEATURES } from '@/lib/constants/features';
import { getAppLocale } from '@/lib/i18n/request';
import { LANG_TAG } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { metaDescription, pageAlternates, siteUrl, socialCards, withLang } from '@/lib/seo/alternates';
import { breadcrumbList } from '@/lib/seo/structured-data';
import { libraryPath } from '@/lib/library';
import { parseRouteId } from '@/lib/route-id';
import { loadReaderBook, parseReaderPage } from '@/server/web/reader-book';

interface PageProps {
  params: Promise<{ id?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const id = parseRouteId(await params, libraryPath());
  const [{ book }, locale, t] = await Promise.all([loadReaderBook(id), getAppLocale(), getTranslations('Reader')]);
  const title = pickLocalized(locale, book.title, book.titleCn);
  const metaTitle = t('metaTitle', { title });
  const description = metaDescription(t('metaDescription', { title, description: pickLocalized(locale, book.description, book.descriptionCn) }));
  return {
    title: metaTitle,
    description,
    alternates: pageAlternates(readerPath(id), locale),
    ...socialCards({ title: metaTitle, description, url: withLang(readerPath(id), locale), image: book.coverLarge, imageAlt: title, locale, type: 'book' }),
  };
}

/**
 * /picture/read/{id}: the picture-book reader. The page to open is `?page=`
 * when given, else where a logged-in reader stopped last time (unless they
 * finished the book), else the first. The whole text is in the HTML too, in
 * the "full text" list under the reader.
 */
export default async function ReadPage({ params, searchParams }: PageProps) {
  const id = parseRouteId(await params, libraryPath());
  const [{ book, pages, next }, query, locale, t, tb, th, td] = await Promise.all([
    loadReaderBook(id),
    searchParams,
    getAppLocale(),
    getTranslations('Reader'),
    getTranslations('Books'),
    getTranslations('Header'),
    getTranslations('Dubbing'),
  ]);
  const count = pages.length;
  const requested = parseReaderPage(query.page, count);
  const progress = book.progress;
  const resumeAt = requested === null && progress && !progress.finished && progress.page > 1 && progress.page <= count ? progress.page : null;
  const initialPage = requested ?? resumeAt ?? 1;

  const title = pickLocalized(locale, book.title, book.titleCn);
  const otherTitle = locale === 'en' ? '' : book.title !== title ? book.title : '';
  const description = pickLocalized(locale, book.description, book.descriptionCn);

  const structured = [
    {
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: book.title,
      alternateName: book.titleCn,
      author: { '@type': 'Person', name: book.author },
      image: siteUrl(book.coverLarge),
      inLanguage: 'en',
      numberOfPages: count,
      educationalLevel: tb('levelLong', { level: book.level }),
      description,
      url: siteUrl(bookPath(id)),
      bookFormat: 'https://schema.org/EBook',
    },
    breadcrumbList([
      { name: th('home'), path: '/' },
      { name: title, path: bookPath(id) },
      { name: t('breadcrumbRead'), path: readerPath(id) },
    ]),
  ];

  return (
    <div className="mx-auto max-w-[1200px] px-4 pb-12 pt-3 sm:pt-5">
      <JsonLd data={structured} />
      <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-1 sm:mb-4">
        <ButtonLink
          href={bookPath(id)}
          variant="bare"
          size="none"
          className="inline-flex basis-full items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 sm:basis-auto"
          data-test="reader-back"
        >
          <span aria-hidden="true">←</span>
          {t('backToBook')}
        </ButtonLink>
        <h1 className="min-w-0 text-lg font-bold text-ink sm:text-xl">
          {title}
          {otherTitle && (
            <span lang="en" className="ml-2 text-sm font-medium text-slate-500 sm:text-base">
              {otherTitle}
            </span>
          )}
        </h1>
        <p className="text-sm text-slate-500">{t('bookInfo', { level: tb('level', { level: book.level }), pages: tb('pages', { count }) })}</p>
        {FEATURES.dubbing && (
          <ButtonLink href={`/picture/dubbing/record/${id}`} variant="outline" size="sm" className="ml-auto inline-flex items-center gap-1.5 bg-white font-semibold" data-test="reader-dub">
            <Icon name="mic" aria-hidden="true" className="h-4 w-4" strokeWidth={1.8} />
            {td('dubThisBook')}
          </ButtonLink>
        )}
      </div>

      <ReaderMessages>
        <BookReader
          book={{
            id: book.id,
            title: book.title,
            titleCn: book.titleCn,
            liked: book.liked,
            collected: book.collected,
            likeCount: book.likeCount,
            collectCount: book.collectCount,
          }}
          pages={pages}
          next={next}
          initialPage={initialPage}
          resumedFrom={resumeAt}
          savedPage={progress?.page ?? null}
        />
      </ReaderMessages>

      <details className="group mt-8 rounded-2xl bg-white ring-1 ring-slate-200" data-test="reader-full-text">
        <summary className="cursor-pointer list-none rounded-2xl px-5 py-4 text-base font-semibold text-ink hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
          <span aria-hidden="true" className="mr-2 inline-block text-brand-600 transition group-open:rotate-90">
            ▸
          </span>
          {t('fullText', { count })}
        </summary>
        <ol className="divide-y divide-slate-100 px-5 pb-4">
          {pages.map((p) => (
            <li key={p.index} className="py-3">
              <a href={readerPageHref(p.index, count)} className="text-xs font-semibold text-brand-600 hover:underline">
                {t('pageLabel', { page: p.index })}
              </a>
              <p lang="en" className="mt-1 leading-7 text-ink">
                {p.text}
              </p>
              {p.textCn && (
                <p lang={LANG_TAG.cn} className="text-sm leading-6 text-slate-500">
                  {p.textCn}
                </p>
              )}
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
