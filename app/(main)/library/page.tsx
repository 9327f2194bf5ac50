import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { BookGrid } from '@/components/books/book-card';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { VideoGrid } from '@/components/video/video-card';
import { BOOK_LEVELS } from '@/lib/constants/books';
import { LIBRARY_PAGE_SIZE, libraryPath, parseLibraryQuery, type LibraryQuery, type LibraryType } from '@/lib/library';
import { metaDescription, pageAlternates, socialCards } from '@/lib/seo/alternates';
import { breadcrumbList } from '@/lib/seo/structured-data';
import type { BookCard } from '@/lib/types/books';
import type { PageOf } from '@/lib/types/paging';
import type { VideoCard } from '@/lib/types/videos';
import { getDb, type Db } from '@/server/db/client';
import { countBooksByLevel, countBookTags, listBooks } from '@/server/services/books/books';
import { countVideoTags, listVideos } from '@/server/services/videos/videos';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
type Translate = Awaited<ReturnType<typeof getTranslations<'Books'>>>;

/** The topics of a list: the tags its items carry that have a name in both languages, the most used first. */
async function listTopics(db: Db, type: LibraryType, tb: Translate): Promise<string[]> {
  const tags = type === 'books' ? await countBookTags(db) : await countVideoTags(db);
  return tags.map((row) => row.tag).filter((tag) => tb.has(`tags.${tag}`));
}

/**
 * The query as the page uses it: a topic the list does not have is dropped
 * (like any other parameter the page cannot use), so crawlers and old links
 * never meet an error.
 */
async function resolveQuery(db: Db, input: Record<string, string | string[] | undefined>) {
  const query = parseLibraryQuery(input);
  const tb = await getTranslations('Books');
  const topics = await listTopics(db, query.type, tb);
  const topic = query.topic && topics.includes(query.topic) ? query.topic : undefined;
  return { query: { ...query, topic } satisfies LibraryQuery, topics, tb };
}

/** One page of the list with the page shown and the number of pages; a page past the end shows the last one. */
async function loadList(db: Db, query: LibraryQuery): Promise<{ list: PageOf<BookCard> | PageOf<VideoCard>; page: number; pages: number }> {
  const size = LIBRARY_PAGE_SIZE[query.type];
  const load = (page: number) =>
    query.type === 'books' ? listBooks(db, page, size, { level: query.level, tag: query.topic }) : listVideos(db, page, size, { tag: query.topic });
  const first = await load(query.page);
  const pages = Math.ceil(first.total / size);
  const page = Math.min(query.page, Math.max(1, pages));
  return { list: page === query.page ? first : await load(page), page, pages };
}

/** The title of a list: books or videos, then its level, topic and page. */
function listTitle(t: Awaited<ReturnType<typeof getTranslations<'Library'>>>, tb: Translate, query: LibraryQuery): string {
  const parts = [query.type === 'books' ? t('metaTitleBooks') : t('metaTitleVideos')];
  if (query.level) parts.push(t('metaLevel', { level: query.level }));
  if (query.topic) parts.push(tb(`tags.${query.topic}`));
  if (query.page > 1) parts.push(t('metaPage', { page: query.page }));
  return parts.join(' · ');
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const db = await getDb();
  const { query, tb } = await resolveQuery(db, await searchParams);
  const [t, locale, { list, page }] = await Promise.all([getTranslations('Library'), getLocale(), loadList(db, query)]);
  const canonical = { ...query, page };
  const title = listTitle(t, tb, canonical);
  const description = metaDescription(
    query.type === 'books' ? t('metaDescriptionBooks', { count: list.total }) : t('metaDescriptionVideos', { count: list.total }),
  );
  const path = libraryPath(canonical);
  return {
    title,
    description,
    alternates: pageAlternates(path, locale),
    ...socialCards({ title, description, url: path, image: '/home/hero-library.svg', imageAlt: title, locale }),
  };
}

/** A filter choice: a plain link, marked when it is the current one. */
function FilterLink({ href, current, test, children }: { href: string; current: boolean; test: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      aria-current={current ? 'true' : undefined}
      data-test={test}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap ring-1 transition ${
        current ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-600 ring-slate-200 hover:bg-brand-50 hover:text-brand-700'
      }`}
    >
      {children}
    </Link>
  );
}

/** A labelled row of filter links: one scrolling line on a phone, wrapped lines from 640 px. */
function FilterRow({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id} className="mt-5">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={id} className="text-sm font-bold text-slate-800">
          {label}
        </h2>
        {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      </div>
      <ul className="-mx-4 mt-2 flex gap-2 overflow-x-auto px-4 pt-0.5 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">{children}</ul>
    </nav>
  );
}

/**
 * /library?type=books|videos&level=A–J&topic=…&page=N: the whole library,
 * books by reading level and topic or videos by topic, rendered on the server
 * (tabs, filters and pages are plain links, so crawlers and readers without
 * JavaScript can use them).
 */
export default async function LibraryPage({ searchParams }: Props) {
  const db = await getDb();
  const { query, topics, tb } = await resolveQuery(db, await searchParams);
  const t = await getTranslations('Library');
  const [{ list, page, pages }, allLevels, topicLevels, videoTotal] = await Promise.all([
    loadList(db, query),
    countBooksByLevel(db),
    query.topic ? countBooksByLevel(db, { tag: query.topic }) : null,
    query.type === 'videos' && !query.topic ? null : listVideos(db, 1, LIBRARY_PAGE_SIZE.videos).then((v) => v.total),
  ]);
  const bookTotal = allLevels.reduce((sum, l) => sum + l.count, 0);
  const levelCounts = new Map((topicLevels ?? allLevels).map((l) => [l.level, l.count]));
  const levels = BOOK_LEVELS.filter((l) => allLevels.some((row) => row.level === l));
  const filtered = Boolean(query.level || query.topic);
  const current = { ...query, page };
  const tabs: { type: LibraryType; label: string; count: number }[] = [
    { type: 'books', label: t('tabBooks'), count: bookTotal },
    { type: 'videos', label: t('tabVideos'), count: videoTotal ?? list.total },
  ];
  const clearHref = libraryPath({ type: query.type });

  return (
    <div className="mx-auto max-w-[1200px] px-4 py-8 sm:py-10" data-test="library">
      <JsonLd
        data={breadcrumbList([
          { name: t('breadcrumbHome'), path: '/' },
          { name: t('title'), path: '/library' },
          ...(query.type === 'videos' ? [{ name: t('tabVideos'), path: libraryPath({ type: 'videos' }) }] : []),
        ])}
      />
      <h1 className="text-2xl font-bold text-slate-800 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-sm text-slate-500 sm:text-base">{t('subtitle')}</p>

      <nav aria-label={t('tabsLabel')} className="mt-6 flex gap-2 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab) => (
          <Link
            key={tab.type}
            href={libraryPath({ type: tab.type })}
            aria-current={tab.type === query.type ? 'page' : undefined}
            data-test={`library-tab-${tab.type}`}
            className={`-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold sm:text-base ${
              tab.type === query.type ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-500 hover:text-slate-800'
            }`}
          >
            {tab.label} <span className="tabular-nums text-slate-500">{tab.count}</span>
          </Link>
        ))}
      </nav>

      {query.type === 'books' ? (
        <FilterRow id="library-levels-title" label={t('levelLabel')} hint={t('levelHint')}>
          <li>
            <FilterLink href={libraryPath({ ...query, level: undefined, page: 1 })} current={!query.level} test="library-level-all">
              {t('allLevels')}
            </FilterLink>
          </li>
          {levels.map((level) => {
            const count = levelCounts.get(level) ?? 0;
            return (
              <li key={level}>
                <FilterLink href={libraryPath({ ...query, level, page: 1 })} current={query.level === level} test={`library-level-${level}`}>
                  {tb('level', { level })}
                  <span className={`text-xs tabular-nums ${query.level === level ? 'text-brand-100' : 'text-slate-500'}`}>
                    {count}
                    <span className="sr-only"> {t('levelBooksUnit', { count })}</span>
                  </span>
                </FilterLink>
              </li>
            );
          })}
        </FilterRow>
      ) : null}

      {topics.length ? (
        <FilterRow id="library-topics-title" label={t('topicLabel')}>
          <li>
            <FilterLink href={libraryPath({ ...query, topic: undefined, page: 1 })} current={!query.topic} test="library-topic-all">
              {t('allTopics')}
            </FilterLink>
          </li>
          {topics.map((topic) => (
            <li key={topic}>
              <FilterLink href={libraryPath({ ...query, topic, page: 1 })} current={query.topic === topic} test={`library-topic-${topic}`}>
                {tb(`tags.${topic}`)}
              </FilterLink>
            </li>
          ))}
        </FilterRow>
      ) : null}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-800" data-test="library-summary">
          {query.type === 'books' ? t('summaryBooks', { count: list.total }) : t('summaryVideos', { count: list.total })}
        </h2>
        {filtered ? (
          <Link href={clearHref} data-test="library-clear" className="text-sm font-semibold text-brand-700 hover:underline">
            {t('clearFilters')}
          </Link>
        ) : null}
      </div>

      {list.list.length ? (
        <div className="mt-4">
          {query.type === 'books' ? <BookGrid books={list.list as BookCard[]} priorityCount={5} /> : <VideoGrid videos={list.list as VideoCard[]} />}
          <Pager page={page} pages={pages} href={(p) => libraryPath({ ...current, page: p })} />
        </div>
      ) : (
        <EmptyState
          as="section"
          className="mt-4 p-6 sm:p-10"
          titleClassName="text-lg font-semibold text-slate-700"
          title={query.type === 'books' ? t('emptyBooks') : t('emptyVideos')}
          hint={t('emptyHint')}
          data-test="library-empty"
        >
          <ButtonLink href={clearHref} variant="soft" size="none" className="mt-5 inline-block px-5 py-2 text-sm font-semibold ring-1 ring-brand-100" data-test="library-empty-clear">
            {t('clearFilters')}
          </ButtonLink>
        </EmptyState>
      )}
    </div>
  );
}
