import 'server-only';
import { eq, inArray } from 'drizzle-orm';

import { CHILD_QUIET_HOURS, GROUP_TYPES, type GroupType } from '@/lib/constants/messages';
import type { GroupUnread, MessageSettings } from '@/lib/types/messages';

import type { Db } from '../../db/client';
import { messageSettings, users } from '../../db/schema';
import { AppError } from '../../errors';
import { unreadByType } from './inbox';

const DEFAULT_ZONE = 'Asia/Shanghai';

type SettingsRow = { userId: number; isChild: boolean; timeZone: string | null; mutedTypes: number[] | null; quietStart: string | null; quietEnd: string | null; hasRow: boolean };

async function settingsRows(db: Db, userIds: readonly number[]): Promise<SettingsRow[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({
      userId: users.id,
      isChild: users.isChild,
      timeZone: users.timeZone,
      mutedTypes: messageSettings.mutedTypes,
      quietStart: messageSettings.quietStart,
      quietEnd: messageSettings.quietEnd,
      settingsOf: messageSettings.userId,
    })
    .from(users)
    .leftJoin(messageSettings, eq(messageSettings.userId, users.id))
    .where(inArray(users.id, [...userIds]));
  return rows.map(({ settingsOf, ...r }) => ({ ...r, hasRow: settingsOf !== null }));
}

function toSettings(row: SettingsRow): MessageSettings {
  // No row yet: a child's account has the quiet hours of the night; anyone else none.
  const quiet = row.hasRow ? { start: row.quietStart, end: row.quietEnd } : row.isChild ? CHILD_QUIET_HOURS : { start: null, end: null };
  return {
    mutedTypes: ((row.mutedTypes ?? []) as GroupType[]).filter((t) => GROUP_TYPES.includes(t)).sort(),
    quietStart: quiet.start,
    quietEnd: quiet.end,
    timeZone: row.timeZone ?? DEFAULT_ZONE,
  };
}

/** GET /msg/settings */
export async function getMessageSettings(db: Db, userId: number): Promise<MessageSettings> {
  const [row] = await settingsRows(db, [userId]);
  if (!row) throw new AppError('USER_NOT_FOUND');
  return toSettings(row);
}

/** PUT /msg/settings: muted group types and quiet hours (both times, or neither). */
export async function updateMessageSettings(db: Db, userId: number, input: { mutedTypes: GroupType[]; quietStart: string | null; quietEnd: string | null }): Promise<MessageSettings> {
  const values = { mutedTypes: [...new Set(input.mutedTypes)].sort(), quietStart: input.quietStart, quietEnd: input.quietEnd, updatedAt: new Date() };
  await db.insert(messageSettings).values({ userId, ...values }).onConflictDoUpdate({ target: messageSettings.userId, set: values });
  return getMessageSettings(db, userId);
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Is `now` inside the quiet hours, read in the user's zone? A start after the end spans midnight. */
export function isQuietTime(settings: Pick<MessageSettings, 'quietStart' | 'quietEnd' | 'timeZone'>, now: Date): boolean {
  if (!settings.quietStart || !settings.quietEnd || settings.quietStart === settings.quietEnd) return false;
  let zone = settings.timeZone;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
  } catch {
    zone = DEFAULT_ZONE;
  }
  const [h, m] = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now).split(':');
  const at = Number(h) * 60 + Number(m);
  const start = minutesOf(settings.quietStart);
  const end = minutesOf(settings.quietEnd);
  return start < end ? at >= start && at < end : at >= start || at < end;
}

/** What the socket's type-19 message says to one user: every group type's count, muted ones as 0. */
export interface SocketUnread {
  groupUnreadCount: GroupUnread[];
  quiet: boolean;
}

/** Type-19 payloads for users (muted types count 0, so they leave the badge) and whether each is in quiet hours now. */
export async function socketUnread(db: Db, userIds: readonly number[], now = new Date()): Promise<Map<number, SocketUnread>> {
  const [rows, counts] = await Promise.all([settingsRows(db, userIds), unreadByType(db, userIds)]);
  const out = new Map<number, SocketUnread>();
  for (const row of rows) {
    const settings = toSettings(row);
    const own = counts.get(row.userId) ?? [];
    out.set(row.userId, {
      groupUnreadCount: GROUP_TYPES.map((groupType) => ({
        groupType,
        unreadCount: settings.mutedTypes.includes(groupType) ? 0 : (own.find((c) => c.groupType === groupType)?.unreadCount ?? 0),
      })),
      quiet: isQuietTime(settings, now),
    });
  }
  return out;
}
