import 'server-only';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import { SEED_BOOKS, SEED_VIDEOS } from '@/content';
import manifest from '@/scripts/seed-media/manifest.json';

import { getServerTranslator } from '../../i18n';
import type { Db } from '../client';
import { bookPages, books, users, videos } from '../schema';

const SEED_PREFIX = '/media/seed/';
/** The official account that publishes the seed videos; it has no phone, e-mail or password, so nobody can log in as it. */
export const OFFICIAL_ACCOUNT_NO = '10000000';
const OFFICIAL_NICKNAME = '萌芽英语 Sprout English';

const hashes = manifest as Record<string, string>;

/**
 * Seed media URLs carry the file's content hash (`?v=`), so the media server
 * may let browsers keep them for a year: a regenerated file gets a new URL.
 */
export function versionedMediaUrl(url: string): string {
  if (!url.startsWith(SEED_PREFIX)) return url;
  const hash = hashes[url.slice(SEED_PREFIX.length)];
  return hash ? `${url}?v=${hash.slice(0, 12)}` : url;
}

/** A tag's Chinese name (Books.tags in messages/cn.json), so a search in Chinese finds it; '' for a tag without one. */
function tagNameCn(tag: string): string {
  const t = getServerTranslator('cn', 'Books.tags');
  // Tags come from content files, not from the typed message keys.
  return t.has(tag as never) ? t(tag as never) : '';
}

/** Everything a search should find a book or video by, lower-cased, in both languages. */
export function searchDocument(parts: (string | undefined)[], tags: string[]): string {
  const tagWords = tags.flatMap((tag) => [tag, tagNameCn(tag)]);
  return [...parts, ...tagWords]
    .filter(Boolean)
    .join(' \n ')
    .toLowerCase();
}

/** The distinct Latin words of a search document, for pg_trgm's word similarity (typo tolerance). */
export function searchWords(doc: string): string {
  return [...new Set(doc.match(/[a-z][a-z']+/g) ?? [])].join(' ');
}

/** The two search columns of a book or video: its full search document and that document's distinct words. */
function searchColumns(parts: (string | undefined)[], tags: string[]): { searchDoc: string; searchWords: string } {
  const searchDoc = searchDocument(parts, tags);
  return { searchDoc, searchWords: searchWords(searchDoc) };
}

/** The `set` of an upsert that takes the named columns from the row the conflict refused (`excluded.<column>`). */
function fromExcluded<T extends PgTable>(table: T, keys: (keyof T['$inferInsert'] & string)[]): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(keys.map((key) => [key, sql`excluded.${sql.identifier(columns[key].name)}`]));
}

/**
 * Loads the seed content (content/), keeping users' counters: a seed book's
 * text and media are refreshed from the files on every start, its likes,
 * collects, comments and reads are never touched.
 */
export async function seedContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ accountNo: OFFICIAL_ACCOUNT_NO, nickname: OFFICIAL_NICKNAME, role: 'official', profileVisibility: 'public', introduction: '' })
      .onConflictDoNothing({ target: users.accountNo });
    const [official] = await tx.select({ id: users.id }).from(users).where(sql`${users.accountNo} = ${OFFICIAL_ACCOUNT_NO}`);

    const bookRows = SEED_BOOKS.map((b) => ({
      slug: b.id,
      title: b.title,
      titleCn: b.titleCn,
      author: b.author,
      level: b.level,
      tags: [...b.tags],
      description: b.description,
      descriptionCn: b.descriptionCn,
      wordCount: b.wordCount,
      pageCount: b.pages.length,
      coverLarge: versionedMediaUrl(b.cover.large),
      coverSmall: versionedMediaUrl(b.cover.small),
      ...searchColumns(
        [b.title, b.titleCn, b.author, `level ${b.level}`, `${b.level}级`, b.description, b.descriptionCn, ...b.pages.flatMap((p) => [p.text, p.textCn])],
        [...b.tags],
      ),
    }));
    const inserted = await tx
      .insert(books)
      .values(bookRows)
      .onConflictDoUpdate({
        target: books.slug,
        set: {
          ...fromExcluded(books, [
            'title',
            'titleCn',
            'author',
            'level',
            'tags',
            'description',
            'descriptionCn',
            'wordCount',
            'pageCount',
            'coverLarge',
            'coverSmall',
            'searchDoc',
            'searchWords',
          ]),
          updatedAt: sql`case when (${books.title}, ${books.titleCn}, ${books.description}, ${books.descriptionCn}, ${books.searchDoc}, ${books.coverLarge})
            is distinct from (excluded.title, excluded.title_cn, excluded.description, excluded.description_cn, excluded.search_doc, excluded.cover_large)
            then now() else ${books.updatedAt} end`,
        },
      })
      .returning({ id: books.id, slug: books.slug });
    const idBySlug = new Map(inserted.map((r) => [r.slug, r.id]));

    const pageRows = SEED_BOOKS.flatMap((b) =>
      b.pages.map((p) => ({
        bookId: idBySlug.get(b.id)!,
        index: p.index,
        text: p.text,
        textCn: p.textCn,
        imageLarge: versionedMediaUrl(p.image.large),
        imageSmall: versionedMediaUrl(p.image.small),
        imageWidth: p.image.width,
        imageHeight: p.image.height,
        audioSrc: versionedMediaUrl(p.audio.src),
        audioMs: p.audio.durationMs,
        words: p.words,
      })),
    );
    for (let i = 0; i < pageRows.length; i += 100) {
      await tx
        .insert(bookPages)
        .values(pageRows.slice(i, i + 100))
        .onConflictDoUpdate({
          target: [bookPages.bookId, bookPages.index],
          set: fromExcluded(bookPages, ['text', 'textCn', 'imageLarge', 'imageSmall', 'imageWidth', 'imageHeight', 'audioSrc', 'audioMs', 'words']),
        });
    }

    await tx
      .insert(videos)
      .values(
        SEED_VIDEOS.map((v) => ({
          slug: v.id,
          userId: official?.id ?? null,
          title: v.title,
          titleCn: v.titleCn,
          description: v.description,
          descriptionCn: v.descriptionCn,
          tags: [...v.tags],
          durationSec: Math.floor(v.durationSec),
          src: versionedMediaUrl(v.src),
          poster: versionedMediaUrl(v.poster),
          subtitlesEn: versionedMediaUrl(v.subtitles.en),
          subtitlesCn: versionedMediaUrl(v.subtitles.cn),
          ...searchColumns([v.title, v.titleCn, v.description, v.descriptionCn], [...v.tags]),
        })),
      )
      .onConflictDoUpdate({
        target: videos.slug,
        set: fromExcluded(videos, [
          'title',
          'titleCn',
          'description',
          'descriptionCn',
          'tags',
          'durationSec',
          'src',
          'poster',
          'subtitlesEn',
          'subtitlesCn',
          'searchDoc',
          'searchWords',
        ]),
      });
  });
}
