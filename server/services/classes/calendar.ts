import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

import { and, asc, eq, gte, sql } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';

import { getBrand } from '@/lib/brand';
import type { AppLocale } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/seo/alternates';

import type { Db } from '../../db/client';
import { books, calendarFeeds, lessons, teachers } from '../../db/schema';
import { getServerTranslator } from '../../i18n';

/** Feeds list classes from 30 days back onwards. */
const FEED_PAST_DAYS = 30;

function hash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The feed's path. It names the language of the person who made it: a
 * calendar app fetches the feed with its own Accept-Language (or none, which
 * would mean Chinese), not the family's.
 */
export function feedPath(token: string, locale: AppLocale): string {
  return `/api/eclass/calendar/feed/${token}.ics?lang=${locale}`;
}

/** Makes (or replaces: the old URL stops working) the user's private calendar feed and returns its URL, in `locale`. */
export async function createFeed(db: Db, userId: number, locale: AppLocale): Promise<{ url: string; path: string }> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hash(token) })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: hash(token), createdAt: new Date() } });
  return { url: siteUrl(feedPath(token, locale)), path: feedPath(token, locale) };
}

export async function revokeFeed(db: Db, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

export async function hasFeed(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return Boolean(row);
}

/** The owner of a feed token, or null for an unknown or revoked one. */
export async function feedOwner(db: Db, token: string): Promise<number | null> {
  if (token.length > 64) return null;
  const [row] = await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, hash(token)));
  return row?.userId ?? null;
}

/**
 * The user's classes as an iCalendar file: times as UTC instants (every
 * calendar shows them in its own zone), cancelled classes as CANCELLED so a
 * subscribed calendar removes them. No child's name or other personal data
 * beyond the teacher and the book.
 */
export async function calendarIcs(db: Db, userId: number, locale: AppLocale, now = new Date()): Promise<string> {
  const t = getServerTranslator(locale, 'Classes.calendar');
  const rows = await db
    .select({
      id: lessons.id,
      startsAt: lessons.startsAt,
      minutes: lessons.minutes,
      isCancel: lessons.isCancel,
      trial: lessons.trial,
      teacher: teachers.name,
      title: books.title,
      titleCn: books.titleCn,
      createdAt: lessons.createdAt,
    })
    .from(lessons)
    .innerJoin(teachers, eq(teachers.id, lessons.teacherId))
    .leftJoin(books, eq(books.id, lessons.bookId))
    .where(and(eq(lessons.studentId, userId), gte(lessons.startsAt, sql`${new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000)}`)))
    .orderBy(asc(lessons.startsAt));
  const calendar = ical({ name: t('name'), prodId: { company: getBrand().nameEn, product: 'classes', language: locale === 'cn' ? 'ZH' : 'EN' }, ttl: 60 * 60 });
  const site = new URL(siteUrl('/')).host;
  for (const r of rows) {
    const book = (locale === 'cn' ? r.titleCn : r.title) ?? '';
    calendar.createEvent({
      id: `lesson-${r.id}@${site}`,
      start: r.startsAt,
      end: new Date(r.startsAt.getTime() + r.minutes * 60_000),
      stamp: r.createdAt,
      summary: t(r.trial ? 'trialSummary' : 'summary', { teacher: r.teacher }),
      description: book ? t('description', { book }) : null,
      url: siteUrl('/course/list'),
      status: r.isCancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
