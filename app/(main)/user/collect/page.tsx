import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';

import { BookGrid } from '@/components/books/book-card';
import { PrivateProfileNote } from '@/components/social/private-profile';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { VideoGrid } from '@/components/video/video-card';
import { parsePageParams } from '@/lib/page-params';
import { ME_USER_ID } from '@/lib/constants/books';
import { getDb } from '@/server/db/client';
import { getPublicProfileOrThrow } from '@/server/services/account/profile';
import { listReactedBooks } from '@/server/services/books/progress';
import { listReactedVideos } from '@/server/services/videos/videos';
import { getPageUser } from '@/server/web/page-session';

const PAGE_SIZE = 20;
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const querySchema = z.object({
  tab: z.preprocess(first, z.enum(['books', 'videos']).optional()).transform((t) => t ?? 'books'),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(1000).optional()).transform((p) => p ?? 1),
  userId: z.preprocess(first, z.coerce.number().int().positive().max(2_147_483_647).optional()),
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Collect');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /user/collect?userId (SPEC §2): books and videos a user collected (the viewer's own without userId); login needed. */
export default async function CollectPage({ searchParams }: Props) {
  const { tab, page, userId } = parsePageParams(querySchema, await searchParams);
  const viewer = await getPageUser();
  if (!viewer) return <VisitorLoginPrompt namespace="Collect" />;
  const t = await getTranslations('Collect');
  const db = await getDb();
  const ownerId = userId === undefined || userId === ME_USER_ID ? viewer.id : userId;
  // Another user's collection only while their profile is public (PR1); otherwise the same 404 as an unknown user.
  // (one read: the card's effective visibility is the rule assertListsVisible applies)
  const card = ownerId === viewer.id ? null : await getPublicProfileOrThrow(db, ownerId, viewer.id).catch(() => null);
  if (ownerId !== viewer.id && !card) notFound();
  const owner = card?.visibility === 'public' ? card : null;
  // A private profile (PR1): its name and a note, never its lists.
  if (card && !owner) {
    return (
      <div className="mx-auto max-w-[1200px] px-4 py-8 sm:py-10">
        <h1 className="mb-6 text-2xl font-bold text-slate-800">{t('titleOf', { name: card.nickname })}</h1>
        <PrivateProfileNote nickname={card.nickname} />
      </div>
    );
  }
  const [books, videos] = await Promise.all([
    listReactedBooks(db, ownerId, 'collect', tab === 'books' ? page : 1, tab === 'books' ? PAGE_SIZE : 1, viewer.id),
    listReactedVideos(db, ownerId, 'collect', tab === 'videos' ? page : 1, tab === 'videos' ? PAGE_SIZE : 1),
  ]);
  const href = (nextTab: string, p = 1) => {
    const params = new URLSearchParams({ tab: nextTab });
    if (userId !== undefined) params.set('userId', String(userId));
    if (p > 1) params.set('page', String(p));
    return `/user/collect?${params.toString()}`;
  };
  const current = tab === 'books' ? books : videos;
  const tabs = [
    { key: 'books', label: t('tabBooks'), count: books.total },
    { key: 'videos', label: t('tabVideos'), count: videos.total },
  ];

  return (
    <div className="mx-auto max-w-[1200px] px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-800">{owner ? t('titleOf', { name: owner.nickname }) : t('title')}</h1>
      <nav aria-label={t('tabsLabel')} className="mt-5 flex gap-2 border-b border-slate-200">
        {tabs.map((item) => (
          <Link
            key={item.key}
            href={href(item.key)}
            aria-current={item.key === tab ? 'page' : undefined}
            data-test={`collect-tab-${item.key}`}
            className={`-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold ${
              item.key === tab ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-500 hover:text-slate-800'
            }`}
          >
            {item.label} <span className="tabular-nums text-slate-500">{item.count}</span>
          </Link>
        ))}
      </nav>
      <div className="mt-6" data-test="collect-list">
        {current.total === 0 ? (
          <EmptyState title={tab === 'books' ? t('emptyBooks') : t('emptyVideos')}>
            <ButtonLink href={tab === 'books' ? '/#books' : '/#videos'} size="none" className="mt-4 inline-block px-5 py-2 text-sm font-semibold">
              {tab === 'books' ? t('browseBooks') : t('browseVideos')}
            </ButtonLink>
          </EmptyState>
        ) : tab === 'books' ? (
          <BookGrid books={books.list} />
        ) : (
          <VideoGrid videos={videos.list} />
        )}
      </div>
      <Pager page={page} pages={Math.ceil(current.total / PAGE_SIZE)} href={(p) => href(tab, p)} />
    </div>
  );
}
