'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';

import { ChoiceTile } from '@/components/ui/choice';
import type { LoginResponse } from '@/lib/api/auth';
import { LEGAL_DOCUMENTS_VERSION } from '@/lib/constants/legal';
import { ROUTES } from '@/lib/constants/routes';
import { ApiError } from '@/lib/http';
import { notify } from '@/lib/notify';
import type { SignUpConsent } from '@/lib/schemas/auth';

import { LinkButton, SubmitButton } from './fields';

/** The server's answers when a code would create an account without the sign-up answers (CONSENT_REQUIRED, GUARDIAN_CONSENT_REQUIRED). */
const NEEDS_SIGN_UP_ANSWERS = new Set<unknown>([4113, 4114]);

/** A code check that can be repeated with the sign-up answers (the code is not spent until it succeeds). */
export type ConsentRetry = (consent: SignUpConsent) => Promise<LoginResponse>;

/**
 * Runs a code check called with `toast: false`. When the code is right but
 * would create an account, the panel's sign-up step takes over with a retry
 * (`askConsent`) and null is returned; other failures are shown and rethrown.
 */
export async function checkOrAskConsent(check: (consent?: SignUpConsent) => Promise<LoginResponse>, askConsent: (retry: ConsentRetry) => void) {
  try {
    return await check();
  } catch (err) {
    if (err instanceof ApiError && NEEDS_SIGN_UP_ANSWERS.has(err.code)) {
      askConsent((consent) => check(consent));
      return null;
    }
    if (err instanceof ApiError) notify('error', err.message);
    throw err;
  }
}

/** A link to one of the documents, opened beside the dialog so nothing typed is lost. */
function DocumentLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="font-medium text-brand-700 underline underline-offset-2">
      {children}
    </a>
  );
}

/** 'By logging in you agree to …' under the login forms, with both documents linked. */
export function LoginTerms() {
  const t = useTranslations('LoginDialog');
  return (
    <p data-test="login-terms" className="mt-4 text-center text-xs leading-5 text-slate-600">
      {t.rich('loginTerms', {
        agreement: (chunks) => <DocumentLink href={ROUTES.agreement}>{chunks}</DocumentLink>,
        privacy: (chunks) => <DocumentLink href={ROUTES.privacy}>{chunks}</DocumentLink>,
      })}
    </p>
  );
}

/** A checkbox with its sentence; the whole sentence is the label. */
function ConsentCheck({
  checked,
  onChange,
  children,
  className = '',
  'data-test': dataTest,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  className?: string;
  'data-test': string;
}) {
  return (
    <label className={`flex items-start gap-3 ${className}`}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-test={dataTest}
        className="mt-1 h-4 w-4 shrink-0 accent-brand-500"
      />
      <span>{children}</span>
    </label>
  );
}

/**
 * The sign-up step (issue #10, PIPL art. 31): shown when a code would create
 * an account. It asks whether the learner is under 14; if so, the person
 * signing up confirms they are the guardian and consent; and everyone agrees
 * to the user agreement and privacy policy. `submit` repeats the code check
 * with the answers; `back` returns to the form with everything typed kept.
 */
export function SignUpConsent({ submit, back }: { submit: (consent: SignUpConsent) => Promise<void>; back: () => void }) {
  const t = useTranslations('LoginDialog');
  const [under14, setUnder14] = useState<boolean | null>(null);
  const [guardian, setGuardian] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<'age' | 'guardian' | 'agree' | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const missing = under14 === null ? 'age' : under14 && !guardian ? 'guardian' : !agreed ? 'agree' : null;
    setProblem(missing);
    if (missing || under14 === null || busy) return;
    setBusy(true);
    try {
      await submit({ agreementVersion: LEGAL_DOCUMENTS_VERSION, learnerUnder14: under14, guardianConsent: under14 && guardian });
    } catch {
      // The failure has been shown; the answers stay so the user can try again or go back.
      setBusy(false);
    }
  };

  const problemText = { age: t('consentNeedAge'), guardian: t('consentNeedGuardian'), agree: t('consentNeedAgree') };
  return (
    <form onSubmit={send} noValidate data-test="sign-up-consent" className="flex flex-col gap-4 text-sm leading-6 text-slate-700">
      <p>{t('consentIntro')}</p>
      <fieldset aria-describedby={problem === 'age' ? 'consent-problem' : undefined}>
        <legend className="mb-2 font-semibold text-ink">{t('consentUnder14Question')}</legend>
        <div className="grid grid-cols-2 gap-2">
          <ChoiceTile name="learner-under-14" checked={under14 === true} onChange={() => setUnder14(true)} data-test="consent-under-14-yes">
            {t('consentUnder14Yes')}
          </ChoiceTile>
          <ChoiceTile name="learner-under-14" checked={under14 === false} onChange={() => setUnder14(false)} data-test="consent-under-14-no">
            {t('consentUnder14No')}
          </ChoiceTile>
        </div>
      </fieldset>
      {under14 && (
        <ConsentCheck checked={guardian} onChange={setGuardian} data-test="consent-guardian" className="rounded-xl bg-amber-50 px-3 py-3">
          {t('consentGuardian')}
        </ConsentCheck>
      )}
      <ConsentCheck checked={agreed} onChange={setAgreed} data-test="consent-agree">
        {t.rich('consentAgree', {
          agreement: (chunks) => <DocumentLink href={ROUTES.agreement}>{chunks}</DocumentLink>,
          privacy: (chunks) => <DocumentLink href={ROUTES.privacy}>{chunks}</DocumentLink>,
        })}
      </ConsentCheck>
      <p id="consent-problem" role="alert" data-test="consent-problem" className="min-h-5 text-[13px] text-red-700">
        {problem ? problemText[problem] : ''}
      </p>
      <SubmitButton loading={busy} data-test="consent-submit">
        {t('consentSubmit')}
      </SubmitButton>
      <div className="text-center">
        <LinkButton onClick={back} data-test="consent-back">
          {t('consentBack')}
        </LinkButton>
      </div>
    </form>
  );
}
