import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';

import type { ProfileVisibility } from '@/lib/constants/profile';

import { users } from '../../db/schema';

/**
 * Profile visibility (security baseline PR1). A profile is private unless
 * its owner made it public, and always private for a child's account. Others
 * see a private profile as its nickname and the default avatar only; people
 * search and lists of users show public profiles only; the owner always sees
 * their own.
 */

/** Rows of users whose profile anyone may see (add the status condition where it matters). */
export const publicProfileWhere: SQL = and(eq(users.profileVisibility, 'public'), eq(users.isChild, false))!;

/** Active users with a public profile (PR1): the only people, and the only people's work, strangers are shown. */
export const listedProfileWhere: SQL = and(eq(users.status, 'active'), publicProfileWhere)!;

export function effectiveVisibility(row: { profileVisibility: string; isChild: boolean }): ProfileVisibility {
  return row.profileVisibility === 'public' && !row.isChild ? 'public' : 'private';
}

/** May `viewerId` (null for a visitor) see more of this user than the nickname? */
export function canSeeProfile(row: { id: number; profileVisibility: string; isChild: boolean }, viewerId: number | null | undefined): boolean {
  return row.id === viewerId || effectiveVisibility(row) === 'public';
}

/** The avatar others are shown: the photo of a visible profile, otherwise none (the default avatar). */
export function visibleAvatar(row: { id: number; avatar: string | null; profileVisibility: string; isChild: boolean }, viewerId: number | null | undefined): string | null {
  return canSeeProfile(row, viewerId) ? row.avatar : null;
}
