import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { cache } from 'react';

import { JsonLd } from '@/components/seo/json-ld';
import { CommentSection } from '@/components/comments/comment-section';
import { COMMENT_PAGE_SIZE } from '@/lib/constants/comments';
import { ReactionButton } from '@/components/reactions/reaction-button';
import { buttonClass } from '@/components/ui/button';
import { DetailShell } from '@/components/ui/detail-shell';
import { Icon } from '@/components/ui/icons';
import { AvatarImage } from '@/components/user/avatar-image';
import { UserMessages } from '@/components/user/user-messages';
import { formatDuration, VideoCard } from '@/components/video/video-card';
import { VideoPlayer } from '@/components/video/video-player';
import { getAppLocale } from '@/lib/i18n/request';
import { otherLocale, toIntlLocale } from '@/lib/i18n/locales';
import { localizedTitles, pickLocalized } from '@/lib/i18n/localized';
import type { VideoDetail } from '@/lib/types/videos';
import { libraryPath } from '@/lib/library';
import { parseRouteId } from '@/lib/route-id';
import { absoluteUrl } from '@/lib/seo/absolute-url';
import { metaDescription, pageAlternates, siteUrl, socialCards } from '@/lib/seo/alternates';
import { isoDuration } from '@/lib/seo/structured-data';
import { getDb } from '@/server/db/client';
import { listComments } from '@/server/services/comments/comments';
import { getVideoDetail, listMoreVideos } from '@/server/services/videos/videos';
import { getPageUser } from '@/server/web/page-session';

interface Props {
  params: Promise<{ id?: string[] }>;
}

const path = (id: number) => `/videoInfo/${id}`;

/** The video as the viewer sees it (their like and collect); shared by the metadata and the page. */
const loadVideo = cache(async (id: number) => {
  const [db, user] = await Promise.all([getDb(), getPageUser()]);
  const video = await getVideoDetail(db, id, user?.id);
  if (!video) notFound();
  return { db, user, video };
});

const titles = (locale: string, video: VideoDetail) => localizedTitles(locale, video.title, video.titleCn);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = parseRouteId(await params, libraryPath({ type: 'videos' }));
  const [{ video }, locale, t] = await Promise.all([loadVideo(id), getAppLocale(), getTranslations('VideoPage')]);
  const { title, subtitle } = titles(locale, video);
  const pageTitle = subtitle ? t('metaTitle', { title, subtitle }) : t('metaTitleOne', { title });
  const description = metaDescription(
    t('metaDescription', {
      duration: formatDuration(video.durationSec),
      description: pickLocalized(locale, video.description, video.descriptionCn),
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
      image: absoluteUrl(video.poster),
      imageAlt: title,
      locale,
      type: 'video.other',
    }),
  };
}

/** /videoInfo/{id}: a learning video with subtitles, its publisher, likes, comments and more videos. */
export default async function VideoPage({ params }: Props) {
  const id = parseRouteId(await params, libraryPath({ type: 'videos' }));
  const { db, user, video } = await loadVideo(id);
  const [locale, t, tc, format, more, comments] = await Promise.all([
    getAppLocale(),
    getTranslations('VideoPage'),
    getTranslations('Common'),
    getFormatter(),
    listMoreVideos(db, id, 6),
    listComments(db, 'video', id, 1, COMMENT_PAGE_SIZE, user?.id),
  ]);
  const { title, subtitle } = titles(locale, video);
  const description = pickLocalized(locale, video.description, video.descriptionCn);
  const publisher = video.author ?? { id: 0, nickname: tc('brand'), avatar: null };

  const structured = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: title,
    description,
    thumbnailUrl: absoluteUrl(video.poster),
    uploadDate: video.createdAt,
    duration: isoDuration(video.durationSec),
    contentUrl: absoluteUrl(video.src),
    inLanguage: 'en',
    url: siteUrl(path(id)),
  };

  return (
    <UserMessages namespaces={['Books', 'Reactions', 'Comments', 'VideoPage']}>
      <JsonLd data={structured} />
      <DetailShell
        data-test="video-page"
        layout="sidebar"
        breadcrumbs={{
          label: t('breadcrumb'),
          items: [
            { name: t('home'), path: '/' },
            { name: title, path: path(id) },
          ],
        }}
        main={
          <article className="min-w-0">
            <VideoPlayer
              key={id}
              src={video.src}
              poster={video.poster}
              title={title}
              subtitles={video.subtitles}
              initialSubtitle={locale === 'en' ? 'en' : 'cn'}
            />
            <h1 className="mt-4 text-xl font-bold leading-tight text-ink sm:text-2xl" data-test="video-title">
              {title}
            </h1>
            {subtitle && (
              <p lang={toIntlLocale(otherLocale(locale))} className="mt-1 text-slate-500">
                {subtitle}
              </p>
            )}
            <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-500">
              <span>{t('duration', { duration: formatDuration(video.durationSec) })}</span>
              <time dateTime={video.createdAt}>{t('publishedOn', { date: format.dateTime(new Date(video.createdAt), { dateStyle: 'medium' }) })}</time>
            </p>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-y border-slate-200 py-3">
              <div className="flex min-w-0 items-center gap-3" data-test="video-publisher">
                <AvatarImage src={publisher.avatar} alt={t('avatarAlt', { name: publisher.nickname })} size={44} className="h-11 w-11" />
                <div className="min-w-0">
                  <p className="text-xs text-slate-500">{t('publisher')}</p>
                  <p className="truncate font-semibold text-slate-800">{publisher.nickname}</p>
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <ReactionButton key={`like-${id}`} targetType="video" targetId={id} kind="like" initialActive={video.liked} initialCount={video.likeCount} />
                <ReactionButton key={`collect-${id}`} targetType="video" targetId={id} kind="collect" initialActive={video.collected} initialCount={video.collectCount} />
                <a href="#comments" className={buttonClass({ variant: 'plain', size: 'sm', className: 'inline-flex items-center gap-1.5 font-semibold transition' })}>
                  <Icon name="comment" className="h-4 w-4" />
                  <span>{t('comment')}</span>
                  <span className="tabular-nums text-slate-500">{video.commentCount}</span>
                </a>
              </div>
            </div>
            <section aria-labelledby="video-about" className="mt-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
              <h2 id="video-about" className="text-base font-bold text-ink">
                {t('about')}
              </h2>
              <p className="mt-2 whitespace-pre-line leading-7 text-slate-600">{description}</p>
            </section>
          </article>
        }
        below={
          <CommentSection
            key={`video-${id}`}
            targetType="video"
            targetId={id}
            initial={comments}
            serverUser={user ? { nickname: user.nickname, avatar: user.avatar } : null}
          />
        }
        aside={{
          id: 'video-more',
          title: t('more'),
          className: 'sm:p-5',
          listClassName: 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-1',
          items: more.map((v) => ({ key: v.id, node: <VideoCard video={v} /> })),
        }}
      />
    </UserMessages>
  );
}
