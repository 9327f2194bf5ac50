import 'server-only';
import { asc } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { books, videos } from '../../db/schema';
import { listedBookWhere } from './books';

/** Every book and video with its last change, for /sitemap.xml. */
export async function listSitemapEntries(db: Db): Promise<{ books: { id: number; updatedAt: Date }[]; videos: { id: number; updatedAt: Date }[] }> {
  const [bookRows, videoRows] = await Promise.all([
    db.select({ id: books.id, updatedAt: books.updatedAt }).from(books).where(listedBookWhere).orderBy(asc(books.id)),
    db.select({ id: videos.id, updatedAt: videos.updatedAt }).from(videos).orderBy(asc(videos.id)),
  ]);
  return { books: bookRows, videos: videoRows };
}
