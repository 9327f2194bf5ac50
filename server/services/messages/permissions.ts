import 'server-only';
import { and, eq, or } from 'drizzle-orm';

import { isStaffRole } from '@/lib/constants/auth';
import { GROUP_TYPE } from '@/lib/constants/messages';
import type { ChatRefusal, PersonCard } from '@/lib/types/messages';

import type { Db } from '../../db/client';
import { follows, messages, users } from '../../db/schema';
import { effectiveVisibility, visibleAvatar } from '../account/visibility';
import { isBlockedEitherWay } from '../social/relations';

export interface ChatPermission {
  /** The other person as the caller may see them; null for an unknown, cancelled or anonymised account. */
  person: PersonCard | null;
  allowed: boolean;
  reason: ChatRefusal | null;
}

/**
 * May `me` write to `friendId`? (docs/decisions.md, "Who may message whom")
 *
 * - Never while either has blocked the other.
 * - A child's account writes to, and is written to by, teachers and advisers only.
 * - Staff may write to anyone, and anyone may write to staff.
 * - Otherwise: to a public profile, to someone who follows me, or to someone
 *   who has written to me first. A private profile is not open to strangers.
 *
 * The reason of a refusal is 'private' for every caller but staff.
 */
export async function chatPermission(db: Db, me: number, friendId: number): Promise<ChatPermission> {
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, avatar: users.avatar, role: users.role, isChild: users.isChild, profileVisibility: users.profileVisibility, status: users.status })
    .from(users)
    .where(or(eq(users.id, me), eq(users.id, friendId)));
  const self = rows.find((r) => r.id === me);
  const other = rows.find((r) => r.id === friendId);
  if (!self || !other || other.status !== 'active') return { person: null, allowed: false, reason: null };
  const person = { userId: other.id, nickname: other.nickname, avatar: visibleAvatar(other, me) };
  const selfStaff = isStaffRole(self.role);
  const otherStaff = isStaffRole(other.role);
  // Staff are told why; anyone else reads one refusal for a child, a private profile and a block,
  // so that no one learns which accounts are children or who blocked them (issue #28 L1).
  const refuse = (reason: ChatRefusal): ChatPermission => ({ person, allowed: false, reason: selfStaff ? reason : 'private' });
  const allow: ChatPermission = { person, allowed: true, reason: null };

  if (await isBlockedEitherWay(db, me, friendId)) return refuse('blocked');
  if (self.isChild || other.isChild) return selfStaff || otherStaff ? allow : refuse('child');
  if (selfStaff || otherStaff || effectiveVisibility(other) === 'public') return allow;
  const [follower] = await db
    .select({ id: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followerId, friendId), eq(follows.followeeId, me)))
    .limit(1);
  if (follower) return allow;
  const [wroteFirst] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.groupType, GROUP_TYPE.CHAT), eq(messages.senderId, friendId), eq(messages.userId, me)))
    .limit(1);
  return wroteFirst ? allow : refuse('private');
}
