import type { MetadataRoute } from 'next';

import { ROUTES } from '@/lib/constants/routes';
import { LANG_TAG } from '@/lib/i18n/locales';
import { withLang, siteUrl } from '@/lib/seo/alternates';
import { getDb } from '@/server/db/client';
import { listSitemapEntries } from '@/server/services/books/sitemap';

// Books and videos come from the database: build the map per request, never at build time.
export const dynamic = 'force-dynamic';

function entry(path: string, lastModified: Date | undefined, priority: number): MetadataRoute.Sitemap[number] {
  return {
    url: siteUrl(path),
    lastModified,
    priority,
    alternates: { languages: { [LANG_TAG.cn]: siteUrl(withLang(path, 'cn')), [LANG_TAG.en]: siteUrl(withLang(path, 'en')) } },
  };
}

/** /sitemap.xml: the home page, the library (books and videos), the user agreement and privacy policy, every book (detail and reader) and every video, with their last change. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { books, videos } = await listSitemapEntries(await getDb());
  const newest = [...books, ...videos].reduce<Date | undefined>((max, r) => (!max || r.updatedAt > max ? r.updatedAt : max), undefined);
  return [
    entry('/', newest, 1),
    entry(ROUTES.library, newest, 0.9),
    entry(`${ROUTES.library}?type=videos`, newest, 0.8),
    entry(ROUTES.agreement, undefined, 0.3),
    entry(ROUTES.privacy, undefined, 0.3),
    ...books.flatMap((b) => [entry(`/picture/detail/${b.id}`, b.updatedAt, 0.8), entry(`/picture/read/${b.id}`, b.updatedAt, 0.6)]),
    ...videos.map((v) => entry(`/videoInfo/${v.id}`, v.updatedAt, 0.7)),
  ];
}
