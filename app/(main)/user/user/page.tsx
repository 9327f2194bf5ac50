import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';

import { BookGrid } from '@/components/books/book-card';
import { DubbingGrid } from '@/components/dubbing/dubbing-card';
import { FollowerCount } from '@/components/social/follow-button';
import { PrivateProfileNote } from '@/components/social/private-profile';
import { UserActions } from '@/components/social/user-actions';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { AvatarImage } from '@/components/user/avatar-image';
import { UserMessages } from '@/components/user/user-messages';
import { VideoGrid } from '@/components/video/video-card';
import { parsePageParams } from '@/lib/page-params';
import { AppError } from '@/server/errors';
import { getDb } from '@/server/db/client';
import { getPublicProfileOrThrow } from '@/server/services/account/profile';
import { listReactedBooks } from '@/server/services/books/progress';
import { listUserDubbings } from '@/server/services/dubbings/dubbings';
import { getRelation } from '@/server/services/social/relations';
import { listVideos } from '@/server/services/videos/videos';
import { getPageUser } from '@/server/web/page-session';

const PAGE_SIZE = 20;
const TABS = ['books', 'videos', 'collects', 'dubbings'] as const;
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const querySchema = z.object({
  userId: z.preprocess(first, z.coerce.number().int().positive().max(2_147_483_647)),
  tab: z.preprocess(first, z.enum(TABS).optional()).transform((t) => t ?? 'books'),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(1000).optional()).transform((p) => p ?? 1),
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A user's dubbings as the viewer may see them; none when a block stands between them (services/dubbings). */
async function visibleDubbings(userId: number, viewerId: number | null, page: number, size: number) {
  try {
    return await listUserDubbings(await getDb(), userId, viewerId, page, size);
  } catch (err) {
    if (err instanceof AppError && err.error === 'USER_NOT_FOUND') return { list: [], total: 0, page, size };
    throw err;
  }
}

/** The card, or null for an unknown, cancelling or anonymised user (the 404 state). */
async function loadProfile(userId: number, viewerId: number | null) {
  const db = await getDb();
  try {
    return await getPublicProfileOrThrow(db, userId, viewerId);
  } catch (err) {
    if (err instanceof AppError && err.error === 'USER_NOT_FOUND') return null;
    throw err;
  }
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations('Social');
  const parsed = querySchema.safeParse(await searchParams);
  const viewer = await getPageUser();
  const profile = parsed.success ? await loadProfile(parsed.data.userId, viewer?.id ?? null) : null;
  // People's pages stay out of search engines: many of our users are children.
  return { title: profile ? t('userMetaTitle', { name: profile.nickname }) : t('userNotFoundTitle'), robots: { index: false } };
}

/** /user/user?userId (SPEC §2): another user's page (or one's own): card, counts, follow and message, and their books, videos, collects and dubbings when the profile is public. */
export default async function UserPage({ searchParams }: Props) {
  const { userId, tab, page } = parsePageParams(querySchema, await searchParams);
  const viewer = await getPageUser();
  const profile = await loadProfile(userId, viewer?.id ?? null);
  if (!profile) notFound();
  const [t, td] = await Promise.all([getTranslations('Social'), getTranslations('Dubbing')]);
  const db = await getDb();
  const isSelf = viewer?.id === userId;
  const visible = isSelf || profile.visibility === 'public';
  const relation = viewer && !isSelf ? await getRelation(db, viewer.id, userId) : null;
  const followerCount = 'followerCount' in profile ? profile.followerCount : 0;
  const followState = { followed: relation?.followed ?? false, followerCount };

  const pageOf = (key: (typeof TABS)[number]) => (key === tab ? page : 1);
  const sizeOf = (key: (typeof TABS)[number]) => (key === tab ? PAGE_SIZE : 1);
  const [liked, published, collected, dubbed] = visible
    ? await Promise.all([
        listReactedBooks(db, userId, 'like', pageOf('books'), sizeOf('books'), viewer?.id),
        listVideos(db, pageOf('videos'), sizeOf('videos'), { userId }),
        listReactedBooks(db, userId, 'collect', pageOf('collects'), sizeOf('collects'), viewer?.id),
        visibleDubbings(userId, viewer?.id ?? null, pageOf('dubbings'), sizeOf('dubbings')),
      ])
    : [null, null, null, null];
  const href = (nextTab: string, p = 1) => `/user/user?userId=${userId}&tab=${nextTab}${p > 1 ? `&page=${p}` : ''}`;
  const current = tab === 'books' ? liked : tab === 'videos' ? published : tab === 'dubbings' ? dubbed : collected;

  return (
    <UserMessages namespaces={['Social', 'Dubbing', 'Reactions', 'LoginDialog', 'Http']}>
    <div className="mx-auto max-w-[1200px] px-4 py-8 sm:py-10">
      <section data-test="user-card" className="overflow-hidden rounded-3xl border border-brand-100 bg-white shadow-sm">
        <div className="h-20 bg-[radial-gradient(circle_at_20%_20%,#d6f2e1,transparent_55%),radial-gradient(circle_at_85%_30%,#ffe3c8,transparent_50%),linear-gradient(120deg,#eefaf3,#fff8f0)]" />
        <div className="-mt-10 flex flex-col items-center px-6 pb-7 text-center">
          <AvatarImage src={profile.avatar} alt={t('avatarAlt', { name: profile.nickname })} size={88} className="h-[88px] w-[88px] ring-4 ring-white shadow-md" />
          <h1 data-test="user-nickname" className="mt-3 max-w-full break-words text-2xl font-bold text-ink">
            {profile.nickname}
          </h1>
          {'introduction' in profile ? (
            <p className="mt-2 max-w-xl whitespace-pre-line break-words text-sm leading-6 text-slate-600">{profile.introduction || t('noIntroduction')}</p>
          ) : null}
          {visible ? (
            <dl className="mt-4 flex gap-10">
              <div className="flex flex-col-reverse items-center">
                <dt className="text-xs text-slate-500">{t('followers')}</dt>
                <dd data-test="user-followers" className="text-xl font-bold tabular-nums text-ink">
                  <FollowerCount userId={userId} initial={followState} />
                </dd>
              </div>
              <div className="flex flex-col-reverse items-center">
                <dt className="text-xs text-slate-500">{t('likes')}</dt>
                <dd data-test="user-likes" className="text-xl font-bold tabular-nums text-ink">
                  {'likeCount' in profile ? profile.likeCount : 0}
                </dd>
              </div>
            </dl>
          ) : null}
          <div className="mt-5">
            {isSelf ? (
              <ButtonLink href="/user/myInfo" data-test="edit-profile" size="md">
                {t('editProfile')}
              </ButtonLink>
            ) : (
                <UserActions userId={userId} nickname={profile.nickname} follow={followState} blocked={relation?.blockedByMe ?? false} canFollow={relation ? relation.canFollow || relation.followed : true} signedIn={viewer !== null} />
            )}
          </div>
        </div>
      </section>

      <div className="mt-8">
        {!visible || !liked || !published || !collected || !dubbed || !current ? (
          <PrivateProfileNote nickname={profile.nickname} />
        ) : (
          <>
            <nav aria-label={t('userTabsLabel')} className="flex gap-2 border-b border-slate-200">
              {(
                [
                  ['books', t('tabBooks'), liked.total],
                  ['videos', t('tabVideos'), published.total],
                  ['collects', t('tabCollects'), collected.total],
                  ['dubbings', td('tabDubbings'), dubbed.total],
                ] as const
              ).map(([key, label, count]) => (
                <Link
                  key={key}
                  href={href(key)}
                  aria-current={key === tab ? 'page' : undefined}
                  data-test={`user-tab-${key}`}
                  className={`-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold ${key === tab ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-500 hover:text-slate-800'}`}
                >
                  {label} <span className="tabular-nums text-slate-500">{count}</span>
                </Link>
              ))}
            </nav>
            <div className="mt-6" data-test="user-list">
              {current.total === 0 ? (
                <EmptyState
                  title={tab === 'dubbings' ? td('emptyDubbings', { name: profile.nickname }) : t(tab === 'books' ? 'emptyBooks' : tab === 'videos' ? 'emptyVideos' : 'emptyCollects', { name: profile.nickname })}
                />
              ) : tab === 'dubbings' ? (
                <DubbingGrid dubbings={dubbed.list} />
              ) : tab === 'videos' ? (
                <VideoGrid videos={published.list} />
              ) : (
                <BookGrid books={(tab === 'books' ? liked : collected).list} />
              )}
            </div>
            <Pager page={page} pages={Math.ceil(current.total / PAGE_SIZE)} href={(p) => href(tab, p)} />
          </>
        )}
      </div>
    </div>
    </UserMessages>
  );
}
