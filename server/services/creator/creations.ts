import 'server-only';
import { randomBytes } from 'node:crypto';

import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import sharp from 'sharp';

import type { CreationStatus } from '@/lib/constants/creator';
import type { CreationState, StoryRequestInput } from '@/lib/types/creator';

import { getConfig } from '../../config';
import type { Db } from '../../db/client';
import { bookCreations, bookPages, books, userUploads, users } from '../../db/schema';
import { searchDocument, searchWords } from '../../db/seed/content';
import { AppError, type ErrorName } from '../../errors';
import { getLogger } from '../../log';
import { getStoryProvider, StoryProviderError, type StoryDraft, type StoryProvider, type StoryRequest } from '../../providers/story';
import { narrate } from '../../providers/story/narration/narrator';
import { getStorage, publicUrlOf } from '../../providers/storage';
import { invalidateShared, TAGS } from '../shared-reads';
import { describePracticeWord } from './words';

/** Folder of created books' pictures and narration in the store; the media guard (media.ts) keeps private ones to their owner. */
export const CREATED_BOOK_FOLDER = 'picbooks';
/** A running creation not updated for this long (its server stopped) is shown as failed. */
const STALE_MS = 5 * 60_000;

/** Sizes of the seed books' pictures (scripts/seed-media/generate.mjs): pages 3:2, covers square. */
const PAGE_SIZES = { large: [1200, 800, 78], small: [600, 400, 72] } as const;
const COVER_SIZES = { large: [800, 800, 80], small: [400, 400, 74] } as const;

/** Creations running in this process, to cancel them. */
const running = new Map<number, AbortController>();
/** Their promises, for tests and shutdown to wait on. */
const finished = new Map<number, Promise<void>>();

type CreationRow = typeof bookCreations.$inferSelect;

function toState(row: CreationRow): CreationState {
  return {
    id: row.id,
    status: row.status as CreationStatus,
    input: row.input,
    provider: row.provider,
    pagesTotal: row.pagesTotal,
    pagesComposed: row.pagesComposed,
    pagesNarrated: row.pagesNarrated,
    unplaced: row.unplaced,
    bookId: row.bookId,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Counts the caller's creations of the last hour and day against STORY_CREATIONS_PER_HOUR / _PER_DAY. */
async function checkLimits(db: Db, userId: number): Promise<void> {
  const config = getConfig();
  const now = Date.now();
  const since = (ms: number) =>
    db
      .select({ n: count() })
      .from(bookCreations)
      .where(and(eq(bookCreations.userId, userId), gte(bookCreations.createdAt, new Date(now - ms))))
      .then(([r]) => r.n);
  const [hour, day] = await Promise.all([since(3_600_000), since(86_400_000)]);
  if (hour >= config.STORY_CREATIONS_PER_HOUR || day >= config.STORY_CREATIONS_PER_DAY) throw new AppError('CREATION_LIMIT');
}

/**
 * Starts making a book (POST /api/picture/creator/create): one creation at a
 * time per user, within the hourly and daily limits. The work runs in the
 * background in this process; the caller polls its state.
 */
export async function startCreation(db: Db, userId: number, input: StoryRequestInput, provider: StoryProvider = getStoryProvider()): Promise<CreationState> {
  const [busy] = await db
    .select({ id: bookCreations.id, updatedAt: bookCreations.updatedAt })
    .from(bookCreations)
    .where(and(eq(bookCreations.userId, userId), eq(bookCreations.status, 'running')))
    .limit(1);
  if (busy && (running.has(busy.id) || Date.now() - busy.updatedAt.getTime() < STALE_MS)) throw new AppError('CREATION_RUNNING');
  await checkLimits(db, userId);
  const [row] = await db
    .insert(bookCreations)
    .values({ userId, input, provider: provider.name, pagesTotal: input.pages })
    .returning();
  const controller = new AbortController();
  running.set(row.id, controller);
  const job = runCreation(db, row.id, userId, input, provider, controller.signal).finally(() => {
    running.delete(row.id);
    finished.delete(row.id);
  });
  finished.set(row.id, job);
  return toState(row);
}

/** The caller's creation; NOT_FOUND for anyone else's. A stale running one (its server stopped) reads as failed. */
export async function getCreation(db: Db, userId: number, creationId: number): Promise<CreationState> {
  const [row] = await db.select().from(bookCreations).where(and(eq(bookCreations.id, creationId), eq(bookCreations.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status === 'running' && !running.has(row.id) && Date.now() - row.updatedAt.getTime() > STALE_MS) {
    const [failed] = await db
      .update(bookCreations)
      .set({ status: 'failed', error: 'CREATION_INTERRUPTED', updatedAt: new Date() })
      .where(and(eq(bookCreations.id, row.id), eq(bookCreations.status, 'running')))
      .returning();
    return toState(failed ?? row);
  }
  return toState(row);
}

/** The caller's latest creations, newest first (the creator page shows the running one and recent failures). */
export async function listCreations(db: Db, userId: number, limit = 10): Promise<CreationState[]> {
  const rows = await db.select().from(bookCreations).where(eq(bookCreations.userId, userId)).orderBy(desc(bookCreations.id)).limit(limit);
  return rows.map(toState);
}

/** Cancels the caller's running creation: nothing it made is kept. */
export async function cancelCreation(db: Db, userId: number, creationId: number): Promise<CreationState> {
  const state = await getCreation(db, userId, creationId);
  if (state.status !== 'running') throw new AppError('CREATION_NOT_RUNNING');
  const controller = running.get(creationId);
  if (controller) {
    controller.abort();
    await finished.get(creationId);
  } else {
    await db
      .update(bookCreations)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(bookCreations.id, creationId), eq(bookCreations.status, 'running')));
  }
  return getCreation(db, userId, creationId);
}

/** Waits for the creations running in this process (tests; shutdown). */
export async function settleCreations(): Promise<void> {
  await Promise.allSettled([...finished.values()]);
}

const newKey = (ext: 'webp' | 'mp3') => `${CREATED_BOOK_FOLDER}/${randomBytes(16).toString('hex')}.${ext}`;

/** A picture as the two WebP sizes of the reader (large for the page, small for lists). */
async function storePicture(picture: Buffer, sizes: typeof PAGE_SIZES | typeof COVER_SIZES, keep: (key: string, bytes: number) => void) {
  const out: { large: string; small: string } = { large: '', small: '' };
  for (const size of ['large', 'small'] as const) {
    const [w, h, quality] = sizes[size];
    let data: Buffer;
    try {
      data = await sharp(picture, { limitInputPixels: 40_000_000 }).resize(w, h, { fit: 'cover' }).webp({ quality }).toBuffer();
    } catch (error) {
      throw new StoryProviderError(`picture is not an image: ${(error as Error).message}`, 'malformed');
    }
    const key = newKey('webp');
    await getStorage().put(key, data, 'image/webp');
    keep(key, data.byteLength);
    out[size] = publicUrlOf(key);
  }
  return out;
}

/** What a failure is called to the user. */
function errorName(error: unknown): ErrorName {
  if (error instanceof StoryProviderError) return error.kind === 'malformed' ? 'CREATION_BAD_ANSWER' : 'CREATION_UNAVAILABLE';
  return 'CREATION_FAILED';
}

/** The words of a text the reader counts (tokens with a letter or digit). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t)).length;
}

/** The search columns of a created book (the seed's own function, server/db/seed/content.ts). */
export function createdBookSearch(parts: (string | undefined)[]): { searchDoc: string; searchWords: string } {
  const searchDoc = searchDocument(parts, []);
  return { searchDoc, searchWords: searchWords(searchDoc) };
}

async function runCreation(db: Db, creationId: number, userId: number, input: StoryRequestInput, provider: StoryProvider, signal: AbortSignal): Promise<void> {
  const stored: { key: string; bytes: number }[] = [];
  const keep = (key: string, bytes: number) => stored.push({ key, bytes });
  const progress = (set: Partial<Pick<CreationRow, 'pagesComposed' | 'pagesNarrated' | 'unplaced'>>) =>
    db.update(bookCreations).set({ ...set, updatedAt: new Date() }).where(eq(bookCreations.id, creationId));
  const started = performance.now();
  try {
    const request: StoryRequest = { ...input, theme: input.theme, words: input.words.map(describePracticeWord) };
    const draft: StoryDraft = await provider.writeStory(request, signal);
    await progress({ unplaced: draft.unplaced });
    signal.throwIfAborted();

    const cover = await storePicture(await provider.drawPicture(draft, request, 0, signal), COVER_SIZES, keep);
    const pictures: { large: string; small: string }[] = [];
    for (let i = 1; i <= draft.pages.length; i++) {
      signal.throwIfAborted();
      pictures.push(await storePicture(await provider.drawPicture(draft, request, i, signal), PAGE_SIZES, keep));
      await progress({ pagesComposed: i });
    }
    const narrations: { src: string; durationMs: number; words: (typeof bookPages.$inferInsert)['words'] }[] = [];
    for (let i = 0; i < draft.pages.length; i++) {
      signal.throwIfAborted();
      const n = await narrate(draft.pages[i].text, input.level);
      const key = newKey('mp3');
      await getStorage().put(key, n.mp3, 'audio/mpeg');
      keep(key, n.mp3.byteLength);
      narrations.push({ src: publicUrlOf(key), durationMs: n.durationMs, words: n.words });
      await progress({ pagesNarrated: i + 1 });
    }
    signal.throwIfAborted();

    await db.transaction(async (tx) => {
      const [owner] = await tx.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId));
      const [book] = await tx
        .insert(books)
        .values({
          slug: `created-${randomBytes(8).toString('hex')}`,
          title: draft.title,
          titleCn: draft.titleCn,
          author: owner?.nickname ?? '',
          level: input.level,
          tags: [],
          description: draft.description,
          descriptionCn: draft.descriptionCn,
          wordCount: draft.pages.reduce((sum, p) => sum + countWords(p.text), 0),
          pageCount: draft.pages.length,
          coverLarge: cover.large,
          coverSmall: cover.small,
          ownerId: userId,
          listed: false,
          ...createdBookSearch([draft.title, draft.titleCn, draft.description, draft.descriptionCn, ...draft.pages.flatMap((p) => [p.text, p.textCn])]),
        })
        .returning({ id: books.id });
      await tx.insert(bookPages).values(
        draft.pages.map((p, i) => ({
          bookId: book.id,
          index: i + 1,
          text: p.text,
          textCn: p.textCn,
          imageLarge: pictures[i].large,
          imageSmall: pictures[i].small,
          imageWidth: PAGE_SIZES.large[0],
          imageHeight: PAGE_SIZES.large[1],
          audioSrc: narrations[i].src,
          audioMs: narrations[i].durationMs,
          words: narrations[i].words,
        })),
      );
      await tx.insert(userUploads).values(stored.map((s) => ({ userId, storageKey: s.key, kind: 'picbook', bytes: s.bytes })));
      // the cancel that came during the transaction wins: nothing is kept
      const [done] = await tx
        .update(bookCreations)
        .set({ status: 'done', bookId: book.id, updatedAt: new Date() })
        .where(and(eq(bookCreations.id, creationId), eq(bookCreations.status, 'running')))
        .returning({ id: bookCreations.id });
      if (!done) throw new DOMException('cancelled', 'AbortError');
    });
    await invalidateShared(db, [TAGS.books, TAGS.bookPages]);
    getLogger().info({ creationId, pages: draft.pages.length, provider: provider.name, ms: Math.round(performance.now() - started) }, 'picture book created');
  } catch (error) {
    await Promise.allSettled(stored.map((s) => getStorage().delete(s.key)));
    const cancelled = signal.aborted || (error instanceof DOMException && error.name === 'AbortError');
    if (!cancelled) getLogger().warn({ err: error, creationId, provider: provider.name }, 'picture book creation failed');
    await db
      .update(bookCreations)
      .set(cancelled ? { status: 'cancelled', updatedAt: new Date() } : { status: 'failed', error: errorName(error), updatedAt: new Date() })
      .where(and(eq(bookCreations.id, creationId), inArray(bookCreations.status, ['running', 'cancelled'])));
  }
}
