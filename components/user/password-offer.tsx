'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { SetPasswordForm } from '@/components/auth/set-password-form';
import { Card } from '@/components/ui/card';

/**
 * For an account registered by code that has no password yet: the same
 * optional offer as after sign-up, on the profile page, never forced.
 */
export function PasswordOffer() {
  const t = useTranslations('MyInfo');
  const router = useRouter();
  const [saved, setSaved] = useState(false);
  return (
    <Card as="section" aria-labelledby="password-offer-title" data-test="password-offer" className="mb-6 p-5 shadow-sm sm:p-6">
      <h2 id="password-offer-title" className="text-lg font-semibold text-ink">
        {t('passwordTitle')}
      </h2>
      {saved ? (
        <p role="status" data-test="password-offer-done" className="mt-2 text-sm text-emerald-700">
          {t('passwordSaved')}
        </p>
      ) : (
        <div className="mt-2 max-w-md">
          <p className="mb-3 text-sm leading-6 text-slate-600">{t('passwordIntro')}</p>
          <SetPasswordForm
            saved={() => {
              setSaved(true);
              router.refresh();
            }}
          />
        </div>
      )}
    </Card>
  );
}
