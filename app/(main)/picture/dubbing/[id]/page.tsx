import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';

import { bookPath } from '@/components/books/book-card';
import { CommentSection } from '@/components/comments/comment-section';
import { absoluteTime, SITE_TIME_ZONE } from '@/components/comments/format-time';
import { DeleteDubbingButton } from '@/components/dubbing/delete-dubbing-button';
import { DubbingPlayer } from '@/components/dubbing/dubbing-player';
import { ScoreBars } from '@/components/dubbing/score-panel';
import { ReactionButton } from '@/components/reactions/reaction-button';
import { Card } from '@/components/ui/card';
import { AvatarImage } from '@/components/user/avatar-image';
import { UserMessages } from '@/components/user/user-messages';
import { COMMENT_PAGE_SIZE } from '@/lib/constants/comments';
import { getAppLocale } from '@/lib/i18n/request';
import { pickLocalized } from '@/lib/i18n/localized';
import { parseIdParam } from '@/lib/route-id';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { getBookPages } from '@/server/services/books/books';
import { listComments } from '@/server/services/comments/comments';
import { getDubbing } from '@/server/services/dubbings/dubbings';
import { getPageUser } from '@/server/web/page-session';

interface Props {
  params: Promise<{ id: string }>;
}

/** The dubbing as this viewer may see it; a private, blocked, draft-of-another or unknown one is the 404 page. */
const loadDubbing = cache(async (id: number) => {
  const [db, user] = await Promise.all([getDb(), getPageUser()]);
  try {
    const dubbing = await getDubbing(db, id, user?.id);
    if (!dubbing.finishedAt && !dubbing.mine) notFound();
    return { db, user, dubbing };
  } catch (err) {
    if (err instanceof AppError && err.error === 'NOT_FOUND') notFound();
    throw err;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = parseIdParam((await params).id);
  const [{ dubbing }, locale, t] = await Promise.all([loadDubbing(id), getAppLocale(), getTranslations('Dubbing')]);
  const title = pickLocalized(locale, dubbing.book.title, dubbing.book.titleCn);
  // Children's voices stay out of search engines.
  return { title: t('playbackMetaTitle', { name: dubbing.author.nickname, title }), robots: { index: false } };
}

/** /picture/dubbing/{id}: a finished dubbing played page by page, its scores, likes and comments; the owner may delete it. */
export default async function DubbingPage({ params }: Props) {
  const id = parseIdParam((await params).id);
  const { db, user, dubbing } = await loadDubbing(id);
  const [locale, t, pages, comments] = await Promise.all([
    getAppLocale(),
    getTranslations('Dubbing'),
    getBookPages(db, dubbing.book.id),
    listComments(db, 'dubbing', id, 1, COMMENT_PAGE_SIZE, user?.id),
  ]);
  const title = pickLocalized(locale, dubbing.book.title, dubbing.book.titleCn);

  return (
    <UserMessages namespaces={['Dubbing', 'Reactions', 'Comments', 'Http']}>
      <div className="mx-auto max-w-[1200px] px-4 pb-12 pt-5 sm:pt-8" data-test="dubbing-page">
        <Card as="section" className="flex flex-col gap-5 p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div className="flex min-w-0 items-center gap-4">
            <AvatarImage src={dubbing.author.avatar} alt="" size={56} className="h-14 w-14 shrink-0" />
            <div className="min-w-0">
              <h1 className="text-xl font-bold text-ink sm:text-2xl" data-test="dubbing-title">
                {t('playbackTitle', { name: dubbing.author.nickname })}
              </h1>
              <p className="mt-0.5 text-sm text-slate-600">
                <Link href={bookPath(dubbing.book.id)} className="font-medium text-brand-700 hover:underline">
                  {t('playbackOf', { title })}
                </Link>
              </p>
              {dubbing.finishedAt && (
                <p className="mt-0.5 text-xs text-slate-500">{t('finishedAt', { date: absoluteTime(dubbing.finishedAt, locale, SITE_TIME_ZONE) })}</p>
              )}
              <Link href={`/user/user?userId=${dubbing.author.id}&tab=dubbings`} className="mt-1 inline-block text-xs font-medium text-slate-600 hover:text-brand-700">
                {dubbing.author.nickname}
              </Link>
            </div>
          </div>
          {dubbing.scores && (
            <div className="w-full sm:max-w-xs" data-test="dubbing-scores">
              <h2 className="mb-2 text-sm font-bold text-ink">{t('scoresTitle')}</h2>
              <ScoreBars scores={dubbing.scores} />
            </div>
          )}
        </Card>

        {dubbing.mine && !dubbing.shared && (
          <p className="mt-4 rounded-2xl bg-amber-50 p-4 text-sm leading-6 text-amber-900 ring-1 ring-amber-200" data-test="dubbing-private-note">
            {t('privateNote')}
          </p>
        )}

        <div className="mt-6">
          <DubbingPlayer pages={pages} recordings={dubbing.pages} />
        </div>

        <div className="mt-6 flex flex-wrap items-center gap-3">
          <ReactionButton targetType="dubbing" targetId={id} kind="like" initialActive={dubbing.liked} initialCount={dubbing.likeCount} />
          {dubbing.mine && <DeleteDubbingButton dubbingId={id} ownerId={dubbing.author.id} />}
        </div>

        <div className="mt-8">
          <CommentSection targetType="dubbing" targetId={id} initial={comments} serverUser={user ? { nickname: user.nickname, avatar: user.avatar } : null} />
        </div>
      </div>
    </UserMessages>
  );
}
