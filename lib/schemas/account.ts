import { z } from 'zod';

import {
  CANCELLATION_REASONS,
  charCount,
  GENDERS,
  INTRODUCTION_MAX,
  isValidBirthday,
  NICKNAME_MAX,
  PROFILE_VISIBILITIES,
  type Gender,
  type ProfileVisibility,
} from '@/lib/constants/profile';

import { acceptSpecNames } from './spec-names';

// Control characters other than line breaks and tabs never belong in profile text.
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;

/** GET /api/user/info: `source=app` as the spec's client sends it (accepted, not needed). */
export const userInfoQuerySchema = z.object({ source: z.string().max(16).optional() });

/**
 * PUT /api/user/info/update. Every field is optional; unknown keys (id,
 * phone, role, status, counts …) are dropped, never stored, and the spec's
 * `nickName` and `avatarUrl` are accepted for ours. An empty nickname is let
 * through here so the service can answer 'content cannot be empty' with its
 * own code.
 */
const updateProfileFields = z.object({
  nickname: z
    .string()
    .trim()
    .refine((s) => charCount(s) <= NICKNAME_MAX && !CONTROL_CHARS.test(s))
    .optional(),
  gender: z.enum(GENDERS).optional(),
  birthday: z
    .string()
    .refine((s) => isValidBirthday(s))
    .nullable()
    .optional(),
  introduction: z
    .string()
    .trim()
    .refine((s) => charCount(s) <= INTRODUCTION_MAX && !CONTROL_CHARS.test(s))
    .optional(),
  compulsoryEducation: z.boolean().optional(),
  avatar: z.string().max(300).optional(),
  /** Who sees the profile (PR1); a child's account may only keep 'private' (the service refuses 'public'). */
  profileVisibility: z.enum(PROFILE_VISIBILITIES).optional(),
});
export const updateProfileSchema = acceptSpecNames({ nickName: 'nickname', avatarUrl: 'avatar' }, updateProfileFields);
export type UpdateProfileInput = z.infer<typeof updateProfileFields>;

/** GET /api/user/open/info?userId */
export const openInfoQuerySchema = z.object({
  userId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** POST /api/user/avatar/update: the spec's client also sends `avator` in the query; it carries nothing we use. */
export const avatarUploadQuerySchema = z.object({ avator: z.string().max(500).optional() });

/** POST /api/user/cancellationApplicationNew */
export const applyCancellationSchema = z.object({
  account: z.string().trim().min(1).max(254),
  reasonCode: z.enum(CANCELLATION_REASONS),
  agreed: z.literal(true),
});
export type ApplyCancellationInput = z.infer<typeof applyCancellationSchema>;

/** GET /api/user/getUserCancellationApplyReasonNew?phoneNumber */
export const cancellationReasonsQuerySchema = z.object({
  phoneNumber: z.string().max(32).optional(),
});

/** The signed-in user's profile as GET /api/user/info returns it (phone and e-mail masked). */
export interface UserProfile {
  userId: number;
  /** The spec's stored user_info names: `id`, `nickName`, `avatarUrl`, `phoneNumber` (the same values as ours). */
  id: number;
  uid: number;
  accountNo: string;
  nickname: string;
  nickName: string;
  gender: Gender;
  birthday: string | null;
  introduction: string;
  avatar: string | null;
  avatarUrl: string | null;
  phone: string | null;
  phoneNumber: string | null;
  dialCode: string | null;
  email: string | null;
  compulsoryEducation: boolean;
  followerCount: number;
  likeCount: number;
  hasPassword: boolean;
  role: string;
  status: 'active' | 'cancelling';
  /** The effective setting (server/services/account/visibility.ts): always 'private' for a child's account. */
  profileVisibility: ProfileVisibility;
  /** A child's account: its profile is always private. */
  isChild: boolean;
}

/**
 * GET /api/user/open/info. A public profile (or the owner's own) shows its
 * card; anyone else sees a private profile as its nickname and the default
 * avatar only. `visibility` is the effective one.
 */
export type PublicProfile =
  | {
      userId: number;
      nickname: string;
      avatar: string | null;
      introduction: string;
      followerCount: number;
      likeCount: number;
      visibility: ProfileVisibility;
    }
  | { userId: number; nickname: string; avatar: null; visibility: 'private' };
