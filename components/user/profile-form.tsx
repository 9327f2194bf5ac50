'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';

import { updateUserInfo, uploadAvatar, type ProfileChanges, type UserProfile } from '@/lib/api/user';
import {
  BIRTHDAY_MIN,
  charCount,
  GENDERS,
  INTRODUCTION_MAX,
  isValidBirthday,
  latestToday,
  NICKNAME_MAX,
  type Gender,
  type ProfileVisibility,
} from '@/lib/constants/profile';
import { ApiError } from '@/lib/http';
import { notify } from '@/lib/notify';

import { checkAvatarFile } from './avatar-checks';
import { AvatarField, type UploadState } from './avatar-field';
import { AvatarPicker } from './avatar-picker';
import { syncStoredUser } from './sync-stored-user';

export type EditableProfile = Pick<
  UserProfile,
  'nickname' | 'gender' | 'birthday' | 'introduction' | 'compulsoryEducation' | 'avatar' | 'profileVisibility' | 'isChild'
>;

interface Values {
  nickname: string;
  gender: Gender;
  birthday: string;
  introduction: string;
  compulsoryEducation: boolean;
  avatar: string | null;
  profileVisibility: ProfileVisibility;
}

type FieldErrors = Partial<Record<'nickname' | 'birthday' | 'introduction', string>>;

const toValues = (p: EditableProfile): Values => ({
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
function changesOf(values: Values, saved: Values): ProfileChanges {
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

function Field({ label, htmlFor, hint, error, counter, children }: { label: string; htmlFor?: string; hint?: string; error?: string; counter?: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-2 md:grid-cols-[120px_minmax(0,1fr)] md:gap-6">
      <div className="flex items-baseline justify-between md:block md:pt-2.5">
        {htmlFor ? (
          <label htmlFor={htmlFor} className="text-sm font-medium text-slate-700">
            {label}
          </label>
        ) : (
          <span className="text-sm font-medium text-slate-700">{label}</span>
        )}
        {counter && <span className="text-xs tabular-nums text-slate-500 md:hidden">{counter}</span>}
      </div>
      <div className="min-w-0">
        {children}
        <div className="mt-1.5 flex min-h-[1.25rem] items-start justify-between gap-3 text-xs">
          {error ? (
            <span role="alert" className="text-red-600">
              {error}
            </span>
          ) : (
            <span className="text-slate-500">{hint}</span>
          )}
          {counter && <span className="hidden shrink-0 tabular-nums text-slate-500 md:inline">{counter}</span>}
        </div>
      </div>
    </div>
  );
}

const inputClass =
  'w-full rounded-xl border border-slate-200 bg-white px-4 py-2.5 text-ink outline-none transition placeholder:text-slate-500 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 aria-[invalid=true]:border-red-400 aria-[invalid=true]:ring-red-100';

function Choice({
  name,
  checked,
  onChange,
  children,
  test,
  disabled = false,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
  test: string;
  disabled?: boolean;
}) {
  return (
    <label
      className={`flex items-center justify-center rounded-xl border px-4 py-2.5 text-sm font-medium transition has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100 ${
        checked ? 'border-brand-500 bg-brand-50 text-brand-700' : 'border-slate-200 bg-white text-slate-600'
      } ${disabled ? 'cursor-not-allowed opacity-50' : checked ? 'cursor-pointer' : 'cursor-pointer hover:border-brand-200'}`}
    >
      <input type="radio" name={name} checked={checked} onChange={onChange} disabled={disabled} className="sr-only" data-test={test} />
      {children}
    </label>
  );
}

/**
 * The profile form of /user/myInfo. It checks what the server checks before
 * sending (empty nickname, lengths, birthday range, nothing changed, the
 * avatar upload finished), sends only what changed, and copies a new
 * nickname or avatar into user_info so the header follows at once.
 */
export function ProfileForm({ profile }: { profile: EditableProfile }) {
  const t = useTranslations('MyInfo');
  const router = useRouter();
  const id = useId();
  const [saved, setSaved] = useState<Values>(() => toValues(profile));
  const [values, setValues] = useState<Values>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });
  const [saving, setSaving] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const preview = upload.status === 'idle' ? null : upload.preview;
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function startUpload(file: File) {
    const problem = checkAvatarFile(file);
    if (problem) {
      notify('warning', problem === 'type' ? t('onlyTypes') : t('tooLarge'));
      return;
    }
    const preview = URL.createObjectURL(file);
    setUpload({ status: 'uploading', preview, file });
    try {
      const { url } = await uploadAvatar(file, { toast: false });
      setSaved((s) => ({ ...s, avatar: url }));
      setValues((v) => ({ ...v, avatar: url }));
      setUpload({ status: 'idle' });
      syncStoredUser({ avatar: url });
      notify('success', t('avatarUploaded'));
      router.refresh();
    } catch (err) {
      const message = err instanceof ApiError ? err.message : t('uploadFailed');
      setUpload({ status: 'failed', preview, file, message });
      notify('error', message);
    }
  }

  function validate(): FieldErrors | null {
    const next: FieldErrors = {};
    const nickname = values.nickname.trim();
    if (nickname === '') next.nickname = t('contentEmpty');
    else if (charCount(nickname) > NICKNAME_MAX) next.nickname = t('nicknameTooLong', { max: NICKNAME_MAX });
    if (values.birthday && !isValidBirthday(values.birthday)) next.birthday = t('birthdayInvalid');
    if (charCount(values.introduction.trim()) > INTRODUCTION_MAX) next.introduction = t('introductionTooLong', { max: INTRODUCTION_MAX });
    return Object.keys(next).length ? next : null;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    if (upload.status !== 'idle') {
      notify('warning', t('uploadFirst'));
      return;
    }
    const problems = validate();
    if (problems) {
      setErrors(problems);
      if (problems.nickname === t('contentEmpty')) notify('warning', t('contentEmpty'));
      return;
    }
    const changes = changesOf(values, saved);
    if (Object.keys(changes).length === 0) {
      notify('warning', t('notUpdated'));
      return;
    }
    setSaving(true);
    try {
      const profileNow = await updateUserInfo(changes);
      const next = toValues(profileNow);
      setSaved(next);
      setValues(next);
      syncStoredUser({ nickname: profileNow.nickname, avatar: profileNow.avatar });
      notify('success', t('saved'));
      router.refresh();
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setSaving(false);
    }
  }

  const field = (name: string) => `${id}-${name}`;
  const genderLabels: Record<Gender, string> = { male: t('genderMale'), female: t('genderFemale'), unknown: t('genderUnknown') };

  return (
    <form onSubmit={onSubmit} noValidate data-test="profile-form" className="overflow-hidden rounded-3xl border border-brand-100 bg-white shadow-sm">
      <div className="grid grid-cols-1 md:grid-cols-[280px_minmax(0,1fr)]">
        <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white px-6 py-8 md:border-b-0 md:border-r">
          <AvatarField
            avatar={values.avatar}
            upload={upload}
            pending={values.avatar !== saved.avatar}
            onFile={(f) => void startUpload(f)}
            onRetry={() => upload.status === 'failed' && void startUpload(upload.file)}
            onPick={() => setPickerOpen(true)}
          />
        </div>
        <div className="flex flex-col gap-3 px-5 py-8 sm:px-8">
          <Field label={t('nickname')} htmlFor={field('nickname')} error={errors.nickname} counter={`${charCount(values.nickname.trim())}/${NICKNAME_MAX}`}>
            <input
              id={field('nickname')}
              data-test="nickname-input"
              value={values.nickname}
              onChange={(e) => set('nickname', e.target.value)}
              placeholder={t('nicknamePlaceholder')}
              aria-invalid={!!errors.nickname}
              autoComplete="nickname"
              className={inputClass}
            />
          </Field>
          <Field label={t('gender')}>
            <div role="radiogroup" aria-label={t('gender')} className="grid grid-cols-3 gap-2">
              {GENDERS.map((g) => (
                <Choice key={g} name={field('gender')} checked={values.gender === g} onChange={() => set('gender', g)} test={`gender-${g}`}>
                  {genderLabels[g]}
                </Choice>
              ))}
            </div>
          </Field>
          <Field label={t('birthday')} htmlFor={field('birthday')} error={errors.birthday} hint={t('birthdayHint')}>
            <div className="flex gap-2">
              <input
                id={field('birthday')}
                type="date"
                data-test="birthday-input"
                value={values.birthday}
                min={BIRTHDAY_MIN}
                max={latestToday()}
                // Server and browser may stand on either side of midnight.
                suppressHydrationWarning
                onChange={(e) => set('birthday', e.target.value)}
                aria-invalid={!!errors.birthday}
                className={`${inputClass} max-w-[240px]`}
              />
              {values.birthday && (
                <button type="button" onClick={() => set('birthday', '')} className="rounded-xl px-3 text-sm text-slate-500 hover:bg-slate-100">
                  {t('birthdayClear')}
                </button>
              )}
            </div>
          </Field>
          <Field label={t('grade')} hint={t('gradeHint')}>
            <p className="mb-2 text-sm text-slate-600">{t('gradeQuestion')}</p>
            <div role="radiogroup" aria-label={t('gradeQuestion')} className="grid max-w-[320px] grid-cols-2 gap-2">
              <Choice name={field('grade')} checked={values.compulsoryEducation} onChange={() => set('compulsoryEducation', true)} test="grade-yes">
                {t('gradeYes')}
              </Choice>
              <Choice name={field('grade')} checked={!values.compulsoryEducation} onChange={() => set('compulsoryEducation', false)} test="grade-no">
                {t('gradeNo')}
              </Choice>
            </div>
          </Field>
          <Field
            label={t('introduction')}
            htmlFor={field('introduction')}
            error={errors.introduction}
            counter={`${charCount(values.introduction.trim())}/${INTRODUCTION_MAX}`}
          >
            <textarea
              id={field('introduction')}
              data-test="introduction-input"
              rows={4}
              value={values.introduction}
              onChange={(e) => set('introduction', e.target.value)}
              placeholder={t('introductionPlaceholder')}
              aria-invalid={!!errors.introduction}
              className={`${inputClass} resize-y`}
            />
          </Field>
          <Field
            label={t('visibility')}
            hint={profile.isChild ? t('visibilityChild') : values.profileVisibility === 'public' ? t('visibilityPublicHint') : t('visibilityPrivateHint')}
          >
            <div role="radiogroup" aria-label={t('visibility')} className="grid max-w-[320px] grid-cols-2 gap-2">
              <Choice
                name={field('visibility')}
                checked={values.profileVisibility === 'private'}
                onChange={() => set('profileVisibility', 'private')}
                test="visibility-private"
              >
                {t('visibilityPrivate')}
              </Choice>
              <Choice
                name={field('visibility')}
                checked={values.profileVisibility === 'public'}
                onChange={() => set('profileVisibility', 'public')}
                disabled={profile.isChild}
                test="visibility-public"
              >
                {t('visibilityPublic')}
              </Choice>
            </div>
          </Field>
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end md:pl-[144px]">
            <Link href="/user/my" className="rounded-full px-6 py-2.5 text-center text-sm font-medium text-slate-600 hover:bg-slate-100">
              {t('cancel')}
            </Link>
            <button
              type="submit"
              disabled={saving}
              data-test="profile-save"
              className="rounded-full bg-brand-600 px-10 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:opacity-60"
            >
              {saving ? t('saving') : t('save')}
            </button>
          </div>
        </div>
      </div>
      <AvatarPicker
        open={pickerOpen}
        current={values.avatar}
        onClose={() => setPickerOpen(false)}
        onPick={(url) => {
          set('avatar', url);
          setUpload({ status: 'idle' });
        }}
      />
    </form>
  );
}
