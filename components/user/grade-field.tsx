'use client';

import { useTranslations } from 'next-intl';

import { ChoiceTile } from '@/components/ui/choice';

import { ProfileField } from './profile-field';

/** The 'in compulsory education?' row of /user/myInfo: yes or no. */
export function GradeField({ name, value, onChange }: { name: string; value: boolean; onChange: (value: boolean) => void }) {
  const t = useTranslations('MyInfo');
  return (
    <ProfileField label={t('grade')} hint={t('gradeHint')}>
      <div role="radiogroup" aria-label={t('grade')} className="grid max-w-[320px] grid-cols-2 gap-2">
        <ChoiceTile name={name} checked={value} onChange={() => onChange(true)} data-test="grade-yes">
          {t('gradeYes')}
        </ChoiceTile>
        <ChoiceTile name={name} checked={!value} onChange={() => onChange(false)} data-test="grade-no">
          {t('gradeNo')}
        </ChoiceTile>
      </div>
    </ProfileField>
  );
}
