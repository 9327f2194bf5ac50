import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';

import { MediaImage } from '@/components/books/media-image';
import { pickLocalized } from '@/lib/i18n/localized';
import type { VideoCard as VideoCardData } from '@/lib/types/videos';

export function videoPath(id: number): string {
  return `/videoInfo/${id}`;
}

/** m:ss of a duration in seconds. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A video in a row or grid: poster with duration, title in the reader's language. */
export function VideoCard({ video }: { video: VideoCardData }) {
  const locale = useLocale();
  const tr = useTranslations('Reactions');
  const title = pickLocalized(locale, video.title, video.titleCn);
  return (
    <Link
      href={videoPath(video.id)}
      className="group block overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
      data-test="video-card"
    >
      <div className="relative aspect-video overflow-hidden bg-slate-100">
        <MediaImage src={video.poster} alt={title} width={640} height={360} loading="lazy" className="h-full w-full object-cover transition group-hover:scale-[1.03]" />
        <span className="absolute bottom-2 right-2 rounded bg-black/70 px-1.5 py-0.5 text-xs font-medium text-white">{formatDuration(video.durationSec)}</span>
        <span aria-hidden className="absolute inset-0 m-auto flex h-11 w-11 items-center justify-center rounded-full bg-white/85 text-brand-700 shadow transition group-hover:scale-110">
          ▶
        </span>
      </div>
      <div className="p-3">
        <h3 className="line-clamp-2 min-h-[2.5rem] text-sm font-semibold leading-5 text-slate-800">{title}</h3>
        <p className="mt-1 text-xs text-slate-500" aria-label={tr('likesLabel', { count: video.likeCount })}>
          ♥ {video.likeCount}
        </p>
      </div>
    </Link>
  );
}

export function VideoGrid({ videos }: { videos: VideoCardData[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {videos.map((video) => (
        <li key={video.id}>
          <VideoCard video={video} />
        </li>
      ))}
    </ul>
  );
}
