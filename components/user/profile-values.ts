import type { ProfileChanges, UserProfile } from '@/lib/api/account';
import { charCount, INTRODUCTION_MAX, isValidBirthday, NICKNAME_MAX, type Gender, type ProfileVisibility } from '@/lib/constants/profile';

/** The part of the profile that /user/myInfo edits. */
export type EditableProfile = Pick<
  UserProfile,
  'nickname' | 'gender' | 'birthday' | 'introduction' | 'compulsoryEducation' | 'avatar' | 'profileVisibility' | 'isChild'
>;

/** The form's values: the profile as inputs hold it (no null birthday). */
export interface ProfileValues {
  nickname: string;
  gender: Gender;
  birthday: string;
  introduction: string;
  compulsoryEducation: boolean;
  avatar: string | null;
  profileVisibility: ProfileVisibility;
}

export type ProfileFieldErrors = Partial<Record<'nickname' | 'birthday' | 'introduction', string>>;

/** The texts of the checks, so this module stays free of next-intl. */
export interface ProfileCheckTexts {
  contentEmpty: string;
  nicknameTooLong: string;
  birthdayInvalid: string;
  introductionTooLong: string;
}

export const toProfileValues = (p: EditableProfile): ProfileValues => ({
  nickname: p.nickname,
  gender: p.gender,
  birthday: p.birthday ?? '',
  introduction: p.introduction,
  compulsoryEducation: p.compulsoryEducation,
  avatar: p.avatar,
  // A child's account is private whatever was stored (PR1).
  profileVisibility: p.isChild ? 'private' : p.profileVisibility,
});

/** What differs from the saved profile, in the shape PUT /api/user/info/update takes. */
export function getProfileChanges(values: ProfileValues, saved: ProfileValues): ProfileChanges {
  const changes: ProfileChanges = {};
  const nickname = values.nickname.trim();
  const introduction = values.introduction.trim();
  if (nickname !== saved.nickname) changes.nickname = nickname;
  if (values.gender !== saved.gender) changes.gender = values.gender;
  if (values.birthday !== saved.birthday) changes.birthday = values.birthday || null;
  if (introduction !== saved.introduction) changes.introduction = introduction;
  if (values.compulsoryEducation !== saved.compulsoryEducation) changes.compulsoryEducation = values.compulsoryEducation;
  if (values.avatar !== saved.avatar && values.avatar) changes.avatar = values.avatar;
  if (values.profileVisibility !== saved.profileVisibility) changes.profileVisibility = values.profileVisibility;
  return changes;
}

/** The checks the server makes too, so a doomed request is never sent; null when all pass. */
export function checkProfileValues(values: ProfileValues, texts: ProfileCheckTexts): ProfileFieldErrors | null {
  const next: ProfileFieldErrors = {};
  const nickname = values.nickname.trim();
  if (nickname === '') next.nickname = texts.contentEmpty;
  else if (charCount(nickname) > NICKNAME_MAX) next.nickname = texts.nicknameTooLong;
  if (values.birthday && !isValidBirthday(values.birthday)) next.birthday = texts.birthdayInvalid;
  if (charCount(values.introduction.trim()) > INTRODUCTION_MAX) next.introduction = texts.introductionTooLong;
  return Object.keys(next).length ? next : null;
}
