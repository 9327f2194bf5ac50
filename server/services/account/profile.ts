import 'server-only';
import { and, eq } from 'drizzle-orm';

import type { PublicProfile, UpdateProfileInput, UserProfile as OwnProfile } from '@/lib/schemas/account';

import type { Db } from '../../db/client';
import { userUploads, users } from '../../db/schema';
import { AppError } from '../../errors';
import { keyOfPublicUrl } from '../../providers/storage/keys';
import { invalidateShared, TAGS } from '../shared-reads';
import { isReadyAvatarUrl } from './ready-avatars';
import { canSeeProfile, effectiveVisibility, publicProfileWhere } from './visibility';

export type { OwnProfile, PublicProfile };


/** 13812341234 -> 138****1234; short numbers keep only their first and last digit. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  if (phone.length >= 7) return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  if (phone.length >= 3) return `${phone.slice(0, 1)}****${phone.slice(-1)}`;
  return '****';
}

/** alice@example.com -> a***@example.com */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

const profileColumns = {
  id: users.id,
  accountNo: users.accountNo,
  nickname: users.nickname,
  gender: users.gender,
  birthday: users.birthday,
  introduction: users.introduction,
  avatar: users.avatar,
  phone: users.phone,
  dialCode: users.dialCode,
  email: users.email,
  compulsoryEducation: users.compulsoryEducation,
  followerCount: users.followerCount,
  likeCount: users.likeCount,
  passwordHash: users.passwordHash,
  role: users.role,
  status: users.status,
  profileVisibility: users.profileVisibility,
  isChild: users.isChild,
};

/** The profile of a signed-in user; USER_NOT_FOUND once the account is gone or anonymised. */
export async function getOwnProfileOrThrow(db: Db, userId: number): Promise<OwnProfile> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row || row.status === 'anonymised') throw new AppError('USER_NOT_FOUND');
  return {
    userId: row.id,
    id: row.id,
    uid: row.id,
    accountNo: row.accountNo,
    nickname: row.nickname,
    nickName: row.nickname,
    gender: row.gender as OwnProfile['gender'],
    birthday: row.birthday,
    introduction: row.introduction,
    avatar: row.avatar,
    avatarUrl: row.avatar,
    phone: maskPhone(row.phone),
    phoneNumber: maskPhone(row.phone),
    dialCode: row.dialCode,
    email: maskEmail(row.email),
    compulsoryEducation: row.compulsoryEducation,
    followerCount: row.followerCount,
    likeCount: row.likeCount,
    hasPassword: row.passwordHash !== null,
    role: row.role,
    status: row.status as OwnProfile['status'],
    profileVisibility: effectiveVisibility(row),
    isChild: row.isChild,
  };
}

/**
 * A user's card for GET /api/user/open/info. Accounts being cancelled or
 * already anonymised are hidden (404), as their owner asked for them to go
 * away. A private profile (PR1) shows others only its nickname and the
 * default avatar; its owner (`viewerId`) sees the whole card.
 */
export async function getPublicProfileOrThrow(db: Db, userId: number, viewerId?: number | null): Promise<PublicProfile> {
  const [row] = await db
    .select({
      userId: users.id,
      nickname: users.nickname,
      avatar: users.avatar,
      introduction: users.introduction,
      followerCount: users.followerCount,
      likeCount: users.likeCount,
      profileVisibility: users.profileVisibility,
      isChild: users.isChild,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'active')))
    .limit(1);
  if (!row) throw new AppError('USER_NOT_FOUND');
  const { profileVisibility, isChild, ...card } = row;
  const visibility = effectiveVisibility({ profileVisibility, isChild });
  if (!canSeeProfile({ id: row.userId, profileVisibility, isChild }, viewerId)) {
    return { userId: row.userId, nickname: row.nickname, avatar: null, visibility: 'private' };
  }
  return { ...card, visibility };
}

/**
 * A user whose lists (liked and collected books, collected and published
 * videos) the viewer may read: the viewer themself, or an active user with a
 * public profile. Anyone else answers USER_NOT_FOUND, exactly as an unknown
 * id does, so a private profile's lists do not even reveal that it exists.
 */
export async function assertListsVisible(db: Db, userId: number, viewerId?: number | null): Promise<void> {
  if (viewerId && userId === viewerId) return;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'active'), publicProfileWhere))
    .limit(1);
  if (!row) throw new AppError('USER_NOT_FOUND');
}

/** An avatar a user may set: a ready-made one, or a picture this same user uploaded as an avatar (never a dubbing recording or a book picture). */
async function isAcceptableAvatar(db: Db, userId: number, url: string): Promise<boolean> {
  if (isReadyAvatarUrl(url)) return true;
  const key = keyOfPublicUrl(url);
  if (!key) return false;
  const [own] = await db
    .select({ id: userUploads.id })
    .from(userUploads)
    .where(and(eq(userUploads.storageKey, key), eq(userUploads.userId, userId), eq(userUploads.kind, 'avatar')))
    .limit(1);
  return own !== undefined;
}

type EditableField = keyof UpdateProfileInput;

/**
 * Applies a profile edit (PUT /api/user/info/update) to the user's own row
 * only. Throws CONTENT_EMPTY for an empty nickname, AVATAR_NOT_UPLOADED for
 * an avatar URL that is neither ready-made nor the user's own upload,
 * PROFILE_CHILD_PRIVATE when a child's account asks for a public profile, and
 * CONTENT_NOT_UPDATED when every given value equals the stored one.
 */
export async function updateOwnProfile(db: Db, userId: number, input: UpdateProfileInput): Promise<OwnProfile> {
  if (input.nickname !== undefined && input.nickname === '') throw new AppError('CONTENT_EMPTY');
  const [current] = await db
    .select({
      nickname: users.nickname,
      gender: users.gender,
      birthday: users.birthday,
      introduction: users.introduction,
      compulsoryEducation: users.compulsoryEducation,
      avatar: users.avatar,
      profileVisibility: users.profileVisibility,
      isChild: users.isChild,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!current || current.status === 'anonymised') throw new AppError('USER_NOT_FOUND');
  if (input.profileVisibility === 'public' && current.isChild) throw new AppError('PROFILE_CHILD_PRIVATE');

  const changes: Partial<Record<EditableField, unknown>> = {};
  for (const [field, value] of Object.entries(input) as [EditableField, unknown][]) {
    if (value !== undefined && value !== current[field]) changes[field] = value;
  }
  if (typeof changes.avatar === 'string' && !(await isAcceptableAvatar(db, userId, changes.avatar))) {
    throw new AppError('AVATAR_NOT_UPLOADED');
  }
  if (Object.keys(changes).length === 0) throw new AppError('CONTENT_NOT_UPDATED');

  await db
    .update(users)
    .set({ ...(changes as Partial<typeof users.$inferInsert>), updatedAt: new Date() })
    .where(eq(users.id, userId));
  // Nicknames, avatars and visibility are shown beside comments and videos.
  await invalidateShared(db, [TAGS.people]);
  return getOwnProfileOrThrow(db, userId);
}
