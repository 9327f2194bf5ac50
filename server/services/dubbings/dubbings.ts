import 'server-only';
import { randomBytes } from 'node:crypto';

import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';

import { DUBBING_PAGE_MAX_BYTES, DUBBING_PAGE_MAX_SECONDS } from '@/lib/constants/dubbings';
import type { DubbingCard, DubbingDetail, DubbingPageResult } from '@/lib/types/dubbings';
import type { PageOf } from '@/lib/types/paging';

import type { Db } from '../../db/client';
import { whereOwnedBy } from '../../db/queries/owned';
import { pageOffset, toPage } from '../../db/queries/paging';
import { bookPages, books, comments, dubbingPages, dubbings, reactions, userUploads, users } from '../../db/schema';
import { AppError } from '../../errors';
import { getLogger } from '../../log';
import { combineAssessments, getSpeechAssessor } from '../../providers/speech';
import { loadReferenceAudio } from '../../providers/speech/reference';
import { decodeWav, SpeechAudioError } from '../../providers/speech/wav';
import { getStorage, publicUrlOf } from '../../providers/storage';
import { effectiveVisibility, listedProfileWhere } from '../account/visibility';
import { bookVisibleTo, getBookPages, listedBookWhere } from '../books/books';
import { invalidateShared, TAGS } from '../shared-reads';
import { isBlockedEitherWay, notBlockedWith } from '../social/relations';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const cardColumns = {
  id: dubbings.id,
  userId: dubbings.userId,
  accuracy: dubbings.accuracy,
  fluency: dubbings.fluency,
  integrity: dubbings.integrity,
  likeCount: dubbings.likeCount,
  commentCount: dubbings.commentCount,
  finishedAt: dubbings.finishedAt,
  bookId: books.id,
  bookTitle: books.title,
  bookTitleCn: books.titleCn,
  bookCover: books.coverSmall,
  bookPageCount: books.pageCount,
  nickname: users.nickname,
  avatar: users.avatar,
  profileVisibility: users.profileVisibility,
  isChild: users.isChild,
};


function toCard(r: CardRow): DubbingCard {
  return {
    id: r.id,
    book: { id: r.bookId, title: r.bookTitle, titleCn: r.bookTitleCn, cover: r.bookCover, pageCount: r.bookPageCount },
    // Only dubbings of public profiles reach anyone but their owner, so the avatar is shown as it is.
    author: { id: r.userId, nickname: r.nickname, avatar: r.avatar },
    scores: r.finishedAt && r.accuracy !== null ? { accuracy: r.accuracy, fluency: r.fluency ?? 0, integrity: r.integrity ?? 0 } : null,
    likeCount: r.likeCount,
    commentCount: r.commentCount,
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

function cardQuery(db: Db) {
  return db.select(cardColumns).from(dubbings).innerJoin(books, eq(books.id, dubbings.bookId)).innerJoin(users, eq(users.id, dubbings.userId));
}

type CardRow = Awaited<ReturnType<typeof cardQuery>>[number];

/**
 * Dubbings others may see (issue #15, PR1): finished, by an active user whose
 * profile is public (never a child's account), and, for a logged-in viewer,
 * with no block between them either way. The same rules as the user square.
 */
function sharedWhere(viewerId: number | null | undefined): SQL {
  // a dubbing of a private created book stays as private as the book
  return and(isNotNull(dubbings.finishedAt), listedProfileWhere, listedBookWhere, viewerId ? notBlockedWith(viewerId) : undefined)!;
}

/**
 * The dubbing when the viewer may see it: its owner always (drafts too),
 * anyone else under `sharedWhere`. Otherwise NOT_FOUND, exactly as for an
 * unknown id, so a private dubbing does not even reveal that it exists.
 */
async function loadVisible(db: Db, dubbingId: number, viewerId: number | null | undefined): Promise<CardRow> {
  const [row] = await cardQuery(db).where(eq(dubbings.id, dubbingId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  if (viewerId && row.userId === viewerId) return row;
  const [visible] = await db
    .select({ id: dubbings.id })
    .from(dubbings)
    .innerJoin(users, eq(users.id, dubbings.userId))
    .innerJoin(books, eq(books.id, dubbings.bookId))
    .where(and(eq(dubbings.id, dubbingId), sharedWhere(viewerId)))
    .limit(1);
  if (!visible) throw new AppError('NOT_FOUND');
  return row;
}

/** Throws NOT_FOUND unless the viewer may see the dubbing (comments and likes on it go through this). */
export async function assertDubbingVisible(db: Db, dubbingId: number, viewerId: number | null | undefined): Promise<void> {
  await loadVisible(db, dubbingId, viewerId);
}

async function loadPages(db: Db, dubbingId: number): Promise<DubbingPageResult[]> {
  const rows = await db.select().from(dubbingPages).where(eq(dubbingPages.dubbingId, dubbingId)).orderBy(asc(dubbingPages.page));
  return rows.map(toPageResult);
}

function toPageResult(p: typeof dubbingPages.$inferSelect): DubbingPageResult {
  return {
    page: p.page,
    audio: publicUrlOf(p.storageKey),
    durationMs: p.durationMs,
    accuracy: p.accuracy,
    fluency: p.fluency,
    integrity: p.integrity,
    tips: p.tips,
    weakWords: p.weakWords,
  };
}

/** A dubbing with its pages (GET /api/picture/dubbing/detail). */
export async function getDubbing(db: Db, dubbingId: number, viewerId: number | null | undefined): Promise<DubbingDetail> {
  const row = await loadVisible(db, dubbingId, viewerId);
  const [pages, liked] = await Promise.all([
    loadPages(db, dubbingId),
    viewerId
      ? db
          .select({ userId: reactions.userId })
          .from(reactions)
          .where(and(eq(reactions.userId, viewerId), eq(reactions.targetType, 'dubbing'), eq(reactions.targetId, dubbingId), eq(reactions.kind, 'like')))
          .limit(1)
          .then((r) => r.length > 0)
      : false,
  ]);
  return { ...toCard(row), pages, liked, mine: viewerId === row.userId, shared: row.finishedAt !== null && effectiveVisibility(row) === 'public' };
}

/**
 * The caller's draft of a book, made when there is none (POST
 * /api/picture/dubbing/start): re-opening the recorder resumes the pages
 * already uploaded. The unique draft index makes a raced second start find
 * the first one's row.
 */
export async function startDubbing(db: Db, userId: number, bookId: number): Promise<DubbingDetail> {
  if (!(await bookVisibleTo(db, bookId, userId))) throw new AppError('NOT_FOUND');
  await db.insert(dubbings).values({ userId, bookId }).onConflictDoNothing();
  const [draft] = await db
    .select({ id: dubbings.id })
    .from(dubbings)
    .where(whereOwnedBy(dubbings.userId, userId, eq(dubbings.bookId, bookId), isNull(dubbings.finishedAt)))
    .limit(1);
  return getDubbing(db, draft.id, userId);
}

/** Locks the caller's draft for the rest of the transaction; someone else's or an unknown one is NOT_FOUND, a finished one DUBBING_FINISHED. */
async function lockOwnDraft(tx: Tx, userId: number, dubbingId: number) {
  const [row] = await tx
    .select({ id: dubbings.id, bookId: dubbings.bookId, finishedAt: dubbings.finishedAt })
    .from(dubbings)
    .where(whereOwnedBy(dubbings.userId, userId, eq(dubbings.id, dubbingId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if (row.finishedAt) throw new AppError('DUBBING_FINISHED');
  return row;
}

async function ownDraft(db: Db, userId: number, dubbingId: number) {
  const [row] = await db
    .select({ id: dubbings.id, bookId: dubbings.bookId, finishedAt: dubbings.finishedAt })
    .from(dubbings)
    .where(whereOwnedBy(dubbings.userId, userId, eq(dubbings.id, dubbingId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.finishedAt) throw new AppError('DUBBING_FINISHED');
  return row;
}

function audioError(err: unknown): never {
  if (err instanceof SpeechAudioError) {
    throw new AppError(err.reason === 'tooLong' ? 'DUBBING_AUDIO_TOO_LONG' : err.reason === 'empty' ? 'DUBBING_AUDIO_EMPTY' : 'DUBBING_AUDIO_INVALID', {
      params: { seconds: DUBBING_PAGE_MAX_SECONDS },
      cause: err,
    });
  }
  throw err;
}

const removeFiles = (keys: string[]) =>
  Promise.all(keys.map((key) => getStorage().delete(key).catch((err) => getLogger().warn({ err, key }, 'dubbing audio not removed'))));

/**
 * Stores and scores one page's recording (POST /api/picture/dubbing/page/upload).
 * The WAV is checked by its content (16 kHz mono PCM16, 0.3 s up to the
 * page limit), scored against the page's narration, stored under a fresh
 * server-generated key and recorded as the user's upload (so cancelling the
 * account removes it). A page recorded again replaces the earlier take and
 * its file.
 */
export async function uploadDubbingPage(db: Db, userId: number, dubbingId: number, page: number, bytes: Uint8Array): Promise<DubbingPageResult> {
  if (bytes.byteLength > DUBBING_PAGE_MAX_BYTES) throw new AppError('DUBBING_AUDIO_TOO_LARGE');
  const draft = await ownDraft(db, userId, dubbingId);
  // The book's pages come from the shared read the reader uses (no query per upload).
  const ref = (await getBookPages(db, draft.bookId)).find((p) => p.index === page);
  if (!ref) throw new AppError('DUBBING_PAGE_INVALID');
  let recording;
  try {
    recording = decodeWav(bytes, { maxSeconds: DUBBING_PAGE_MAX_SECONDS });
  } catch (err) {
    audioError(err);
  }
  const audio = await loadReferenceAudio(ref.audio.src);
  const assessment = await getSpeechAssessor().assess(recording, { text: ref.text, words: ref.words, audio });
  const durationMs = Math.round((recording.samples.length / recording.sampleRate) * 1000);

  const key = `dubbings/${randomBytes(16).toString('hex')}.wav`;
  await getStorage().put(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'audio/wav');
  let replaced: string[];
  let stored: typeof dubbingPages.$inferSelect;
  try {
    ({ replaced, stored } = await db.transaction(async (tx) => {
      await lockOwnDraft(tx, userId, dubbingId);
      const old = await tx
        .delete(dubbingPages)
        .where(and(eq(dubbingPages.dubbingId, dubbingId), eq(dubbingPages.page, page)))
        .returning({ key: dubbingPages.storageKey });
      const oldKeys = old.map((o) => o.key);
      if (oldKeys.length) await tx.delete(userUploads).where(inArray(userUploads.storageKey, oldKeys));
      const [row] = await tx
        .insert(dubbingPages)
        .values({
          dubbingId,
          page,
          storageKey: key,
          bytes: bytes.byteLength,
          durationMs,
          accuracy: assessment.accuracy,
          fluency: assessment.fluency,
          integrity: assessment.integrity,
          tips: assessment.tips,
          weakWords: assessment.weakWords,
        })
        .returning();
      await tx.insert(userUploads).values({ userId, storageKey: key, kind: 'dubbing', bytes: bytes.byteLength });
      await tx.update(dubbings).set({ updatedAt: new Date() }).where(eq(dubbings.id, dubbingId));
      return { replaced: oldKeys, stored: row };
    }));
  } catch (err) {
    await removeFiles([key]);
    throw err;
  }
  await removeFiles(replaced);
  return toPageResult(stored);
}

/** How many words a page's text has (its narration's word timings, or its letter-bearing tokens). */
function wordCountOf(p: { text: string; words: unknown[] }): number {
  return p.words.length || p.text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length || 1;
}

/**
 * Finishes a draft (POST /api/picture/dubbing/finish): every page of the book
 * must have a recording (DUBBING_PAGES_MISSING names the missing ones
 * otherwise); the whole dubbing's scores are its pages' weighted by each
 * page's word count. From now on others may see it, as the privacy rules allow.
 */
export async function finishDubbing(db: Db, userId: number, dubbingId: number): Promise<DubbingDetail> {
  await db.transaction(async (tx) => {
    const draft = await lockOwnDraft(tx, userId, dubbingId);
    const [bookRows, recorded] = await Promise.all([
      tx.select({ index: bookPages.index, text: bookPages.text, words: bookPages.words }).from(bookPages).where(eq(bookPages.bookId, draft.bookId)).orderBy(asc(bookPages.index)),
      tx.select().from(dubbingPages).where(eq(dubbingPages.dubbingId, dubbingId)),
    ]);
    const byPage = new Map(recorded.map((r) => [r.page, r]));
    const missing = bookRows.filter((p) => !byPage.has(p.index)).map((p) => p.index);
    if (missing.length) throw new AppError('DUBBING_PAGES_MISSING', { params: { pages: missing.join(', ') } });
    const whole = combineAssessments(
      bookRows.map((p) => {
        const r = byPage.get(p.index)!;
        return {
          assessment: { accuracy: r.accuracy, fluency: r.fluency, integrity: r.integrity, tips: [], weakWords: [] },
          wordCount: wordCountOf(p),
        };
      }),
    );
    const now = new Date();
    await tx
      .update(dubbings)
      .set({ accuracy: whole.accuracy, fluency: whole.fluency, integrity: whole.integrity, finishedAt: now, updatedAt: now })
      .where(eq(dubbings.id, dubbingId));
  });
  return getDubbing(db, dubbingId, userId);
}

/**
 * Deletes one's own dubbing, draft or finished (DELETE /api/picture/dubbing/{id}):
 * its pages, likes and comments, and its stored audio. Someone else's answers
 * NOT_FOUND, as an unknown id does.
 */
/** Removes the likes and comments on these dubbings (they have no foreign key to cascade from: targets are polymorphic). */
export async function deleteDubbingResponses(tx: Tx, dubbingIds: number[]): Promise<void> {
  if (!dubbingIds.length) return;
  await tx.delete(reactions).where(and(eq(reactions.targetType, 'dubbing'), inArray(reactions.targetId, dubbingIds)));
  await tx.delete(comments).where(and(eq(comments.targetType, 'dubbing'), inArray(comments.targetId, dubbingIds)));
}

export async function deleteDubbing(db: Db, userId: number, dubbingId: number): Promise<{ deleted: true }> {
  const keys = await db.transaction(async (tx) => {
    const pages = await tx.select({ key: dubbingPages.storageKey }).from(dubbingPages).where(eq(dubbingPages.dubbingId, dubbingId));
    const deleted = await tx.delete(dubbings).where(whereOwnedBy(dubbings.userId, userId, eq(dubbings.id, dubbingId))).returning({ id: dubbings.id });
    if (!deleted.length) throw new AppError('NOT_FOUND');
    const pageKeys = pages.map((p) => p.key);
    if (pageKeys.length) await tx.delete(userUploads).where(inArray(userUploads.storageKey, pageKeys));
    await deleteDubbingResponses(tx, [dubbingId]);
    return pageKeys;
  });
  await invalidateShared(db, [TAGS.comments('dubbing', dubbingId)]);
  await removeFiles(keys);
  return { deleted: true };
}

/**
 * A user's finished dubbings, newest first (GET /api/picture/dubbing/user/{page}/{size}?userId).
 * The owner sees theirs; anyone else only a public, active, non-child
 * profile's with no block between them; otherwise USER_NOT_FOUND, as the
 * other user lists answer.
 */
export async function listUserDubbings(db: Db, ownerId: number, viewerId: number | null | undefined, page: number, size: number): Promise<PageOf<DubbingCard>> {
  const own = viewerId === ownerId;
  if (!own) {
    const [visible] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, ownerId), listedProfileWhere))
      .limit(1);
    if (!visible || (viewerId && (await isBlockedEitherWay(db, viewerId, ownerId)))) throw new AppError('USER_NOT_FOUND');
  }
  const where = and(eq(dubbings.userId, ownerId), isNotNull(dubbings.finishedAt), own ? undefined : listedBookWhere);
  const [rows, [{ total }]] = await Promise.all([
    cardQuery(db)
      .where(where)
      .orderBy(desc(dubbings.finishedAt), desc(dubbings.id))
      .limit(size)
      .offset(pageOffset({ page, size })),
    db.select({ total: count() }).from(dubbings).innerJoin(books, eq(books.id, dubbings.bookId)).where(where),
  ]);
  return toPage(rows.map(toCard), total, { page, size });
}

/** The latest finished dubbings others may see (the user square's "recent dubbing"), for a viewer or a visitor. */
export async function listRecentDubbings(db: Db, viewerId: number | null, limit: number): Promise<DubbingCard[]> {
  const rows = await cardQuery(db).where(sharedWhere(viewerId)).orderBy(desc(dubbings.finishedAt), desc(dubbings.id)).limit(limit);
  return rows.map(toCard);
}
