import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { z } from 'zod';

import { BookGrid } from '@/components/books/book-card';
import { SearchResultItem } from '@/components/search/search-results';
import { JsonLd } from '@/components/seo/json-ld';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { SEARCH_TYPES, type SearchTypeCode } from '@/lib/types/search';
import { parsePageParams } from '@/lib/page-params';
import { metaDescription, pageAlternates, socialCards } from '@/lib/seo/alternates';
import { breadcrumbList } from '@/lib/seo/structured-data';
import { getDb } from '@/server/db/client';
import { listHotBooks } from '@/server/services/books/books';
import { countSearchHits, search, SEARCH_PAGE_SIZE } from '@/server/services/search/search';
import { listRandomKeywords } from '@/server/services/search/keywords';
import { getPageSearchClient } from '@/server/web/page-client';

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const querySchema = z.object({
  keyword: z.preprocess(first, z.string().max(100).optional()).transform((k) => (k ?? '').trim()),
  type: z.preprocess(first, z.coerce.number().int().min(1).max(3).optional()).transform((t) => (t ?? 1) as SearchTypeCode),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(1000).optional()).transform((p) => p ?? 1),
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function searchPath(keyword: string, type: SearchTypeCode, page = 1): string {
  const params = new URLSearchParams({ keyword });
  if (type !== SEARCH_TYPES.book) params.set('type', String(type));
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { keyword, type, page } = parsePageParams(querySchema, await searchParams);
  const t = await getTranslations('SearchPage');
  const locale = await getLocale();
  const title = keyword ? t('metaTitle', { keyword }) : t('metaTitleEmpty');
  const description = metaDescription(keyword ? t('metaDescription', { keyword }) : t('metaDescriptionEmpty'));
  const path = keyword ? searchPath(keyword, type, page) : '/search';
  return {
    title,
    description,
    alternates: pageAlternates(path, locale),
    ...socialCards({ title, description, url: path, image: '/home/hero.svg', imageAlt: title, locale }),
  };
}

/**
 * /search?keyword=…&type=1|2|3&page=N: books, videos and users matching the
 * keyword, rendered on the server (tabs and pages are plain links).
 */
export default async function SearchPage({ searchParams }: Props) {
  const { keyword, type, page } = parsePageParams(querySchema, await searchParams);
  const t = await getTranslations('SearchPage');
  const db = await getDb();
  const result = keyword ? await search(db, type, keyword, page, { client: await getPageSearchClient() }) : null;
  const counts = result ? await countSearchHits(db, keyword, { type, total: result.total }) : ({ 1: 0, 2: 0, 3: 0 } as Record<SearchTypeCode, number>);
  const empty = !result || result.list.length === 0;
  const [suggestions, hot] = empty ? await Promise.all([listRandomKeywords(db), listHotBooks(db, 1, 5)]) : [[], null];
  const pages = result ? Math.ceil(result.total / SEARCH_PAGE_SIZE) : 0;
  const tabs: { type: SearchTypeCode; label: string }[] = [
    { type: SEARCH_TYPES.book, label: t('tabBooks') },
    { type: SEARCH_TYPES.video, label: t('tabVideos') },
    { type: SEARCH_TYPES.user, label: t('tabUsers') },
  ];

  return (
    <div className="mx-auto max-w-[1200px] px-4 py-8 sm:py-10">
      <JsonLd
        data={breadcrumbList([
          { name: t('breadcrumbHome'), path: '/' },
          { name: keyword ? t('metaTitle', { keyword }) : t('metaTitleEmpty'), path: keyword ? searchPath(keyword, type, page) : '/search' },
        ])}
      />
      <h1 className="text-2xl font-bold text-slate-800 sm:text-3xl">{keyword ? t('heading', { keyword }) : t('headingEmpty')}</h1>
      {keyword ? <p className="mt-1 text-sm text-slate-500">{t('summary', { count: result?.total ?? 0 })}</p> : null}

      <form action="/search" method="get" role="search" className="mt-5 flex max-w-xl gap-2">
        <label htmlFor="search-page-keyword" className="sr-only">
          {t('inputLabel')}
        </label>
        {/* Keyed by the keyword: a search reached by a link or the header box (client navigation) shows its own keyword, not what was typed here before. */}
        <input
          key={keyword}
          id="search-page-keyword"
          name="keyword"
          type="search"
          defaultValue={keyword}
          placeholder={t('placeholder')}
          maxLength={100}
          className="h-11 min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        />
        {type !== SEARCH_TYPES.book ? <input type="hidden" name="type" value={type} /> : null}
        <Button type="submit" size="none" className="h-11 shrink-0 px-6 font-semibold">
          {t('submit')}
        </Button>
      </form>

      {keyword ? (
        <nav aria-label={t('tabsLabel')} className="mt-6 flex gap-2 overflow-x-auto border-b border-slate-200">
          {tabs.map((tab) => (
            <Link
              key={tab.type}
              href={searchPath(keyword, tab.type)}
              aria-current={tab.type === type ? 'page' : undefined}
              data-test={`search-tab-${tab.type}`}
              className={`-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold ${
                tab.type === type ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-500 hover:text-slate-800'
              }`}
            >
              {tab.label} <span className="tabular-nums text-slate-500">{counts[tab.type]}</span>
            </Link>
          ))}
        </nav>
      ) : null}

      {result && result.list.length ? (
        <>
          <ul className="mt-6 grid gap-3 md:grid-cols-2">
            {result.list.map((hit) => (
              <li key={`${hit.kind}-${hit.id}`}>
                <SearchResultItem hit={hit} keyword={keyword} />
              </li>
            ))}
          </ul>
          <Pager page={page} pages={pages} href={(p) => searchPath(keyword, type, p)} />
        </>
      ) : (
        <EmptyState
          as="section"
          className="mt-8 p-6 sm:p-10"
          titleClassName="text-lg font-semibold text-slate-700"
          title={keyword ? t('emptyTitle', { keyword }) : t('startTitle')}
          hint={keyword ? t('emptyHint') : t('startHint')}
          data-test="search-empty"
        >
          {suggestions.length ? (
            <ul className="mt-5 flex flex-wrap justify-center gap-2">
              {suggestions.map((word) => (
                <li key={word}>
                  <ButtonLink href={searchPath(word, type)} variant="soft" size="none" className="inline-block px-4 py-1.5 text-sm ring-1 ring-brand-100">
                    {word}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          ) : null}
        </EmptyState>
      )}

      {hot && hot.list.length ? (
        <section className="mt-10" aria-labelledby="search-hot-title">
          <h2 id="search-hot-title" className="mb-4 text-lg font-bold text-slate-800">
            {t('hotBooks')}
          </h2>
          <BookGrid books={hot.list} />
        </section>
      ) : null}
    </div>
  );
}
