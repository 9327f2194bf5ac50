'use client';

import { useTranslations } from 'next-intl';

import { ChoiceTile } from '@/components/ui/choice';
import type { ProfileVisibility } from '@/lib/constants/profile';

import { ProfileField } from './profile-field';

interface Props {
  name: string;
  value: ProfileVisibility;
  /** A child's account stays 'only me' (PR1): the public choice is shown, disabled, with the reason. */
  isChild: boolean;
  onChange: (value: ProfileVisibility) => void;
}

/** The 'who can see my profile' row of /user/myInfo. */
export function VisibilityField({ name, value, isChild, onChange }: Props) {
  const t = useTranslations('MyInfo');
  const hint = isChild ? t('visibilityChild') : value === 'public' ? t('visibilityPublicHint') : t('visibilityPrivateHint');
  return (
    <ProfileField label={t('visibility')} hint={hint}>
      <div role="radiogroup" aria-label={t('visibility')} className="grid max-w-[320px] grid-cols-2 gap-2">
        <ChoiceTile name={name} checked={value === 'private'} onChange={() => onChange('private')} data-test="visibility-private">
          {t('visibilityPrivate')}
        </ChoiceTile>
        <ChoiceTile name={name} checked={value === 'public'} onChange={() => onChange('public')} disabled={isChild} data-test="visibility-public">
          {t('visibilityPublic')}
        </ChoiceTile>
      </div>
    </ProfileField>
  );
}
