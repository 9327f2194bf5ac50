import type { DubbingCard } from './dubbings';
import type { ProfileVisibility } from '../constants/profile';
import type { VideoCard } from './videos';

/** POST /api/user/follow: the state after the toggle and the followee's exact follower count. */
export interface FollowResult {
  userId: number;
  followed: boolean;
  followerCount: number;
}

/** POST /api/user/block: whether the caller now blocks the user. */
export interface BlockResult {
  userId: number;
  blocked: boolean;
}

/** What lies between the viewer and another user (the user page's buttons). */
export interface Relation {
  followed: boolean;
  followsMe: boolean;
  blockedByMe: boolean;
  /** A follow would be accepted now (an active, non-child user, no block either way). */
  canFollow: boolean;
}

/**
 * One person in a follow list. A private profile (PR1) shows only its
 * nickname and the default avatar: `avatar` is null and `introduction` and
 * `followerCount` are absent.
 */
export interface FollowEntry {
  userId: number;
  nickname: string;
  avatar: string | null;
  introduction?: string;
  followerCount?: number;
  visibility: ProfileVisibility;
  /** The caller follows them. */
  followed: boolean;
  /** They follow the caller. */
  followsMe: boolean;
}

/** `simple=1`: ids and nicknames only (pickers). */
export interface FollowEntrySimple {
  userId: number;
  nickname: string;
}

export interface BlockedUser {
  userId: number;
  nickname: string;
  avatar: string | null;
  blockedAt: string;
}

/** A public profile on the user square. */
export interface SquarePerson {
  userId: number;
  nickname: string;
  avatar: string | null;
  introduction: string;
  followerCount: number;
}

export interface SquareVideo extends VideoCard {
  author: { userId: number; nickname: string; avatar: string | null };
}

/** GET /api/user/square */
export interface UserSquare {
  activeReaders: SquarePerson[];
  suggested: SquarePerson[];
  newVideos: SquareVideo[];
  /** the latest finished dubbings of public profiles */
  newDubbings: DubbingCard[];
}
