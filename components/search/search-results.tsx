import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';

import { bookPath } from '@/components/books/book-card';
import { MediaImage } from '@/components/books/media-image';
import { AvatarImage } from '@/components/user/avatar-image';
import { formatDuration, videoPath } from '@/components/video/video-card';
import { localizedTitles } from '@/lib/i18n/localized';
import type { SearchHit } from '@/lib/types/search';

import { Highlight } from './highlight';

/** One search result: a book, a video or a user, with the keyword marked. */
export function SearchResultItem({ hit, keyword }: { hit: SearchHit; keyword: string }) {
  const locale = useLocale();
  const t = useTranslations('SearchPage');
  const tb = useTranslations('Books');
  const tr = useTranslations('Reactions');

  if (hit.kind === 'user') {
    return (
      <div className="flex items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200" data-test="search-hit">
        <AvatarImage src={hit.avatar} alt={hit.nickname} size={56} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-800">
            {/* People search matches nicknames anywhere ('pand' finds Panda), so the mark does too. */}
            <Highlight text={hit.nickname} keyword={keyword} anywhere />
          </p>
          <p className="mt-0.5 line-clamp-2 text-sm text-slate-500">{hit.introduction || t('noIntroduction')}</p>
          <p className="mt-1 text-xs text-slate-500">{t('followers', { count: hit.followerCount })}</p>
        </div>
      </div>
    );
  }

  const { title, subtitle } = localizedTitles(locale, hit.title, hit.titleCn);
  const href = hit.kind === 'book' ? bookPath(hit.id) : videoPath(hit.id);
  return (
    <Link
      href={href}
      className="flex gap-4 rounded-2xl bg-white p-3 ring-1 ring-slate-200 transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-4"
      data-test="search-hit"
    >
      <div className={`relative shrink-0 overflow-hidden rounded-xl bg-brand-50 ${hit.kind === 'book' ? 'h-24 w-24 sm:h-28 sm:w-28' : 'h-20 w-36 sm:h-24 sm:w-44'}`}>
        <MediaImage
          src={hit.kind === 'book' ? hit.cover : hit.poster}
          alt={title}
          width={hit.kind === 'book' ? 400 : 640}
          height={hit.kind === 'book' ? 400 : 360}
          loading="lazy"
          className="h-full w-full object-cover"
        />
        {hit.kind === 'video' ? (
          <span className="absolute bottom-1 right-1 rounded bg-black/70 px-1 text-[11px] text-white">{formatDuration(hit.durationSec)}</span>
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="line-clamp-2 font-semibold text-slate-800">
          <Highlight text={title} keyword={keyword} />
        </h2>
        {subtitle ? (
          <p className="mt-0.5 truncate text-sm text-slate-500">
            <Highlight text={subtitle} keyword={keyword} />
          </p>
        ) : null}
        {hit.kind === 'book' && hit.snippet ? (
          <p className="mt-1.5 line-clamp-2 text-sm text-slate-600" data-test="search-snippet">
            “<Highlight text={hit.snippet} keyword={keyword} />”
          </p>
        ) : null}
        <p className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-slate-500">
          {hit.kind === 'book' ? (
            <>
              <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-700">{tb('level', { level: hit.level })}</span>
              <span>{tb('pages', { count: hit.pageCount })}</span>
              <span>{hit.author}</span>
            </>
          ) : null}
          {hit.tags.slice(0, 3).map((tag) => (
            <span key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-600">
              {tb.has(`tags.${tag}`) ? tb(`tags.${tag}`) : tag}
            </span>
          ))}
          <span aria-label={tr('likesLabel', { count: hit.likeCount })}>♥ {hit.likeCount}</span>
        </p>
      </div>
    </Link>
  );
}
