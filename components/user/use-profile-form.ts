'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';

import { updateUserInfo, uploadAvatar } from '@/lib/api/account';
import { INTRODUCTION_MAX, NICKNAME_MAX } from '@/lib/constants/profile';
import { useAccount } from '@/lib/hooks/use-account';
import { ApiError } from '@/lib/http';
import { notify } from '@/lib/notify';

import { checkAvatarFile } from './avatar-checks';
import type { UploadState } from './avatar-field';
import { checkProfileValues, getProfileChanges, toProfileValues, type EditableProfile, type ProfileFieldErrors, type ProfileValues } from './profile-values';

/**
 * State and actions of the profile form. The saved profile is the account
 * resource (useAccount, seeded with what the page rendered), so the form
 * keeps only what the user typed. It checks what the server checks before
 * sending (empty nickname, lengths, birthday range, nothing changed, the
 * avatar upload finished) and sends only what changed; useAccount copies a
 * new nickname or avatar into user_info so the header follows at once.
 */
export function useProfileForm(profile: EditableProfile) {
  const t = useTranslations('MyInfo');
  const router = useRouter();
  const { account, updateAccount } = useAccount(profile);
  const saved = toProfileValues(account ?? profile);
  const [values, setValues] = useState<ProfileValues>(() => toProfileValues(profile));
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });
  const [saving, setSaving] = useState(false);
  const preview = upload.status === 'idle' ? null : upload.preview;
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const set = <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) => {
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
      // The server sets the avatar with the upload, so it is saved at once.
      const { url } = await uploadAvatar(file, { toast: false });
      await updateAccount((current) => ({ ...current, avatar: url }));
      setValues((v) => ({ ...v, avatar: url }));
      setUpload({ status: 'idle' });
      notify('success', t('avatarUploaded'));
      router.refresh();
    } catch (err) {
      // The upload asked for no toast: the failure is shown beside the avatar, with a retry, and once as a toast.
      const message = err instanceof ApiError ? err.message : t('uploadFailed');
      setUpload({ status: 'failed', preview, file, message });
      notify('error', message);
    }
  }

  const retryUpload = () => {
    if (upload.status === 'failed') void startUpload(upload.file);
  };

  /** A ready-made avatar replaces any failed upload; it is sent with the next save. */
  const pickAvatar = (url: string) => {
    set('avatar', url);
    setUpload({ status: 'idle' });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    if (upload.status !== 'idle') {
      notify('warning', t('uploadFirst'));
      return;
    }
    const problems = checkProfileValues(values, {
      contentEmpty: t('contentEmpty'),
      nicknameTooLong: t('nicknameTooLong', { max: NICKNAME_MAX }),
      birthdayInvalid: t('birthdayInvalid'),
      introductionTooLong: t('introductionTooLong', { max: INTRODUCTION_MAX }),
    });
    if (problems) {
      setErrors(problems);
      if (problems.nickname === t('contentEmpty')) notify('warning', t('contentEmpty'));
      return;
    }
    const changes = getProfileChanges(values, saved);
    if (Object.keys(changes).length === 0) {
      notify('warning', t('notUpdated'));
      return;
    }
    setSaving(true);
    try {
      const profileNow = await updateUserInfo(changes);
      await updateAccount(profileNow);
      setValues(toProfileValues(profileNow));
      notify('success', t('saved'));
      router.refresh();
    } catch {
      // The HTTP client has shown the server's message; the form only stops its spinner and keeps what was typed.
    } finally {
      setSaving(false);
    }
  }

  return { values, saved, errors, upload, saving, set, startUpload, retryUpload, pickAvatar, submit };
}
