import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';

import { BookCard } from '@/components/books/book-card';
import { MediaImage } from '@/components/books/media-image';
import { JsonLd } from '@/components/seo/json-ld';
import { CommentSection } from '@/components/comments/comment-section';
import { COMMENT_PAGE_SIZE } from '@/lib/constants/comments';
import { FEATURES } from '@/lib/constants/features';
import { ReactionButton } from '@/components/reactions/reaction-button';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icons';
import { DetailShell } from '@/components/ui/detail-shell';
import { UserMessages } from '@/components/user/user-messages';
import { getAppLocale } from '@/lib/i18n/request';
import { otherLocale, toIntlLocale } from '@/lib/i18n/locales';
import { localizedTitles, pickLocalized } from '@/lib/i18n/localized';
import type { BookDetail } from '@/lib/types/books';
import { libraryPath } from '@/lib/library';
import { parseRouteId } from '@/lib/route-id';
import { absoluteUrl } from '@/lib/seo/absolute-url';
import { metaDescription, pageAlternates, siteUrl, socialCards } from '@/lib/seo/alternates';
import { getDb } from '@/server/db/client';
import { getBookDetail, listRelatedBooks } from '@/server/services/books/books';
import { listComments } from '@/server/services/comments/comments';
import { getPageUser } from '@/server/web/page-session';

interface Props {
  params: Promise<{ id?: string[] }>;
}

const path = (id: number) => `/picture/detail/${id}`;

/** The book as the viewer sees it (their like, collect and progress); shared by the metadata and the page. */
const loadBook = cache(async (id: number) => {
  const [db, user] = await Promise.all([getDb(), getPageUser()]);
  const book = await getBookDetail(db, id, user?.id);
  if (!book) notFound();
  return { db, user, book };
});

const titles = (locale: string, book: BookDetail) => localizedTitles(locale, book.title, book.titleCn);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = parseRouteId(await params, libraryPath());
  const [{ book }, locale, t] = await Promise.all([loadBook(id), getAppLocale(), getTranslations('BookDetail')]);
  const { title, subtitle } = titles(locale, book);
  const pageTitle = subtitle ? t('metaTitle', { title, subtitle, level: book.level }) : t('metaTitleOne', { title, level: book.level });
  const description = metaDescription(
    t('metaDescription', {
      level: book.level,
      author: book.author,
      pages: book.pageCount,
      description: pickLocalized(locale, book.description, book.descriptionCn),
    }),
  );
  return {
    title: pageTitle,
    description,
    alternates: pageAlternates(path(id), locale),
    ...socialCards({
      title: pageTitle,
      description,
      url: siteUrl(path(id)),
      image: absoluteUrl(book.coverLarge),
      imageAlt: t('coverAlt', { title }),
      locale,
      type: 'book',
    }),
  };
}

/** /picture/detail/{id}: a picture book with its details, likes, comments and books like it. */
export default async function BookDetailPage({ params }: Props) {
  const id = parseRouteId(await params, libraryPath());
  const { db, user, book } = await loadBook(id);
  const [locale, t, tb, td, related, comments] = await Promise.all([
    getAppLocale(),
    getTranslations('BookDetail'),
    getTranslations('Books'),
    getTranslations('Dubbing'),
    listRelatedBooks(db, book, 4),
    listComments(db, 'book', id, 1, COMMENT_PAGE_SIZE, user?.id),
  ]);
  const { title, subtitle } = titles(locale, book);
  const description = pickLocalized(locale, book.description, book.descriptionCn);
  const tagLabel = (tag: string) => (tb.has(`tags.${tag}`) ? tb(`tags.${tag}`) : tag);
  const progress = book.progress && !book.progress.finished ? book.progress : null;
  const readLabel = progress ? t('continue', { page: progress.page }) : book.progress?.finished ? t('readAgain') : t('read');

  const structured = {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: book.title,
    alternateName: book.titleCn || undefined,
    author: { '@type': 'Person', name: book.author },
    image: absoluteUrl(book.coverLarge),
    description,
    inLanguage: 'en',
    numberOfPages: book.pageCount,
    educationalLevel: `Level ${book.level}`,
    keywords: book.tags.map(tagLabel).join(', '),
    url: siteUrl(path(id)),
  };

  const facts = [
    { label: t('levelLabel'), value: tb('level', { level: book.level }) },
    { label: t('authorLabel'), value: book.author },
    { label: t('pagesLabel'), value: tb('pages', { count: book.pageCount }) },
    { label: t('wordsLabel'), value: t('words', { count: book.wordCount }) },
  ];

  return (
    <UserMessages namespaces={['Books', 'Reactions', 'Comments']}>
      <JsonLd data={structured} />
      <DetailShell
        data-test="book-detail"
        layout="stacked"
        breadcrumbs={{
          label: t('breadcrumb'),
          items: [
            { name: t('home'), path: '/' },
            { name: title, path: path(id) },
          ],
        }}
        main={
          <Card as="article" className="grid gap-6 p-4 shadow-sm sm:p-6 md:grid-cols-[minmax(0,340px)_minmax(0,1fr)] lg:gap-10 lg:p-8">
            <div className="mx-auto w-full max-w-[400px] md:max-w-none">
              <MediaImage
                src={book.coverLarge}
                srcSet={`${book.cover} 400w, ${book.coverLarge} 800w`}
                sizes="(max-width: 767px) calc(100vw - 64px), 340px"
                alt={t('coverAlt', { title })}
                width={800}
                height={800}
                fetchPriority="high"
                className="aspect-square h-auto w-full rounded-2xl bg-brand-50 object-cover shadow-sm ring-1 ring-slate-100"
              />
            </div>
            <div className="flex min-w-0 flex-col">
              <h1 className="text-2xl font-bold leading-tight text-ink sm:text-3xl" data-test="book-title">
                {title}
              </h1>
              {subtitle && (
                <p lang={toIntlLocale(otherLocale(locale))} className="mt-1.5 text-base text-slate-500 sm:text-lg">
                  {subtitle}
                </p>
              )}
              <dl className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-4">
                {facts.map((fact) => (
                  <div key={fact.label} className="rounded-xl bg-brand-50/70 px-3 py-2">
                    <dt className="text-xs text-slate-500">{fact.label}</dt>
                    <dd className="mt-0.5 truncate text-sm font-semibold text-slate-800">{fact.value}</dd>
                  </div>
                ))}
              </dl>
              {book.tags.length > 0 && (
                <div className="mt-4 flex flex-wrap items-center gap-2">
                  <span className="sr-only">{t('tagsLabel')}</span>
                  <ul className="flex flex-wrap gap-2" aria-label={t('tagsLabel')}>
                    {book.tags.map((tag) => (
                      <li key={tag} className="rounded-full bg-accent-400/15 px-3 py-1 text-xs font-medium text-orange-700">
                        {tagLabel(tag)}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <div className="mt-6 flex flex-wrap items-center gap-3">
                <ButtonLink
                  href={`/picture/read/${id}`}
                  size="none"
                  className="inline-flex w-full items-center justify-center gap-2 px-7 py-2.5 font-semibold shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:w-auto"
                  data-test="read-button"
                >
                  <span aria-hidden>▶</span>
                  {readLabel}
                </ButtonLink>
                {FEATURES.dubbing && (
                  <ButtonLink
                    href={`/picture/dubbing/record/${id}`}
                    variant="outline"
                    size="none"
                    className="inline-flex w-full items-center justify-center gap-2 bg-white px-6 py-2.5 font-semibold sm:w-auto"
                    data-test="dub-button"
                  >
                    <Icon name="mic" aria-hidden="true" className="h-5 w-5" strokeWidth={1.8} />
                    {td('dubThisBook')}
                  </ButtonLink>
                )}
                <ReactionButton key={`like-${id}`} targetType="book" targetId={id} kind="like" initialActive={book.liked} initialCount={book.likeCount} />
                <ReactionButton key={`collect-${id}`} targetType="book" targetId={id} kind="collect" initialActive={book.collected} initialCount={book.collectCount} />
              </div>
              <section aria-labelledby="book-about" className="mt-6 border-t border-slate-100 pt-5">
                <h2 id="book-about" className="text-base font-bold text-ink">
                  {t('about')}
                </h2>
                <p className="mt-2 whitespace-pre-line leading-7 text-slate-600">{description}</p>
              </section>
            </div>
          </Card>
        }
        below={
          <CommentSection
            key={`book-${id}`}
            targetType="book"
            targetId={id}
            initial={comments}
            serverUser={user ? { nickname: user.nickname, avatar: user.avatar } : null}
          />
        }
        aside={{
          id: 'book-related',
          title: t('related'),
          className: 'sm:p-6',
          listClassName: 'grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2',
          items: related.map((b) => ({ key: b.id, node: <BookCard book={b} /> })),
        }}
      />
    </UserMessages>
  );
}
