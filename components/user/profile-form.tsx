'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';
import { ChoiceTile } from '@/components/ui/choice';
import { charCount, GENDERS, INTRODUCTION_MAX, NICKNAME_MAX, type Gender } from '@/lib/constants/profile';

import { AvatarField } from './avatar-field';
import { AvatarPicker } from './avatar-picker';
import { BirthdayField } from './birthday-field';
import { GradeField } from './grade-field';
import { PROFILE_INPUT_CLASS, ProfileField } from './profile-field';
import type { EditableProfile } from './profile-values';
import { useProfileForm } from './use-profile-form';
import { VisibilityField } from './visibility-field';

export type { EditableProfile };

/** The profile form of /user/myInfo; its checks, saving and avatar upload live in useProfileForm. */
export function ProfileForm({ profile }: { profile: EditableProfile }) {
  const t = useTranslations('MyInfo');
  const id = useId();
  const { values, saved, errors, upload, saving, set, startUpload, retryUpload, pickAvatar, submit } = useProfileForm(profile);
  const [pickerOpen, setPickerOpen] = useState(false);

  const field = (name: string) => `${id}-${name}`;
  const genderLabels: Record<Gender, string> = { male: t('genderMale'), female: t('genderFemale'), unknown: t('genderUnknown') };

  return (
    <form onSubmit={submit} noValidate data-test="profile-form" className="overflow-hidden rounded-3xl border border-brand-100 bg-white shadow-sm">
      <div className="grid grid-cols-1 md:grid-cols-[280px_minmax(0,1fr)]">
        <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white px-6 py-8 md:border-b-0 md:border-r">
          <AvatarField
            avatar={values.avatar}
            upload={upload}
            pending={values.avatar !== saved.avatar}
            onFile={(f) => void startUpload(f)}
            onRetry={retryUpload}
            onPick={() => setPickerOpen(true)}
          />
        </div>
        <div className="flex flex-col gap-3 px-5 py-8 sm:px-8">
          <ProfileField label={t('nickname')} htmlFor={field('nickname')} error={errors.nickname} counter={`${charCount(values.nickname.trim())}/${NICKNAME_MAX}`}>
            <input
              id={field('nickname')}
              data-test="nickname-input"
              value={values.nickname}
              onChange={(e) => set('nickname', e.target.value)}
              placeholder={t('nicknamePlaceholder')}
              aria-invalid={!!errors.nickname}
              autoComplete="nickname"
              className={PROFILE_INPUT_CLASS}
            />
          </ProfileField>
          <ProfileField label={t('gender')}>
            <div role="radiogroup" aria-label={t('gender')} className="grid grid-cols-3 gap-2">
              {GENDERS.map((g) => (
                <ChoiceTile key={g} name={field('gender')} checked={values.gender === g} onChange={() => set('gender', g)} data-test={`gender-${g}`}>
                  {genderLabels[g]}
                </ChoiceTile>
              ))}
            </div>
          </ProfileField>
          <BirthdayField id={field('birthday')} value={values.birthday} error={errors.birthday} onChange={(v) => set('birthday', v)} />
          <GradeField name={field('grade')} value={values.compulsoryEducation} onChange={(v) => set('compulsoryEducation', v)} />
          <ProfileField
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
              className={`${PROFILE_INPUT_CLASS} resize-y`}
            />
          </ProfileField>
          <VisibilityField
            name={field('visibility')}
            value={values.profileVisibility}
            isChild={profile.isChild}
            onChange={(v) => set('profileVisibility', v)}
          />
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end md:pl-[144px]">
            <ButtonLink href="/user/my" variant="ghost" size="md" className="text-center font-medium">
              {t('cancel')}
            </ButtonLink>
            <Button
              type="submit"
              disabled={saving}
              data-test="profile-save"
              size="none"
              className="px-10 py-2.5 text-sm font-semibold shadow-sm transition disabled:opacity-60"
            >
              {saving ? t('saving') : t('save')}
            </Button>
          </div>
        </div>
      </div>
      <AvatarPicker open={pickerOpen} current={values.avatar} onClose={() => setPickerOpen(false)} onPick={pickAvatar} />
    </form>
  );
}
