import { http } from '../http';
import type { CancellationReason, Gender, ProfileVisibility } from '../constants/profile';
import type { PublicProfile, UserProfile } from '../schemas/account';

export type { PublicProfile, UserProfile };

export interface ProfileChanges {
  nickname?: string;
  gender?: Gender;
  birthday?: string | null;
  introduction?: string;
  compulsoryEducation?: boolean;
  avatar?: string;
  profileVisibility?: ProfileVisibility;
}

export interface CancellationReasons {
  list: { code: CancellationReason; label: string }[];
  application: { status: 'submitted'; reasonCode: string; createdAt: string; effectiveAt: string } | null;
}

/** GET /api/user/info?source=app */
export const getUserInfo = () => http.get<UserProfile>('user/info', { query: { source: 'app' } });

/** PUT /api/user/info/update – only the fields given change; answers the new profile. */
export const updateUserInfo = (changes: ProfileChanges, options: { toast?: boolean } = {}) =>
  http.put<UserProfile>('user/info/update', { json: changes, toast: options.toast });

/** POST /api/user/avatar/update – uploads a jpg/png (multipart `file`), which becomes the avatar. */
export function uploadAvatar(file: File, options: { toast?: boolean; signal?: AbortSignal } = {}) {
  const body = new FormData();
  body.append('file', file);
  return http.post<{ url: string }>('user/avatar/update', { body, toast: options.toast, signal: options.signal });
}

/** GET /api/user/ai/avatar/list – the ready-made avatars. */
export const getReadyAvatars = () => http.get<{ list: { id: string; url: string }[] }>('user/ai/avatar/list');

/** GET /api/user/open/info?userId – anyone's public card. */
export const getOpenUserInfo = (userId: number) => http.get<PublicProfile>('user/open/info', { query: { userId } });

/** GET /api/user/getUserCancellationApplyReasonNew?phoneNumber */
export const getCancellationReasons = (phoneNumber?: string) =>
  http.get<CancellationReasons>('user/getUserCancellationApplyReasonNew', { query: { phoneNumber } });

/** POST /api/user/cancellationApplicationNew – the account's sessions end when this succeeds. */
export const applyCancellation = (input: { account: string; reasonCode: CancellationReason; agreed: true }, options: { toast?: boolean } = {}) =>
  http.post<{ status: 'submitted'; effectiveAt: string }>('user/cancellationApplicationNew', { json: input, toast: options.toast });

/** POST /api/user/cancellation/withdraw – keeps the account during the cooling-off period. */
export const withdrawCancellation = () => http.post<{ status: 'withdrawn' }>('user/cancellation/withdraw', { json: {} });
