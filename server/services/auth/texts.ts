import 'server-only';

import type { AppLocale } from '@/lib/i18n/locales';

import { getServerTranslator } from '../../i18n';
import { CODE_TTL_MS, type SentPurpose } from './codes';

function translator(locale: AppLocale) {
  return getServerTranslator(locale, 'AuthServer');
}

const MINUTES = CODE_TTL_MS / 60_000;

/** The text message carrying a code, in the caller's language. */
export function smsText(locale: AppLocale, code: string, purpose: SentPurpose): string {
  return translator(locale)('smsText', { code, purpose, minutes: MINUTES });
}

/** Subject and body of the e-mail carrying a code. */
export function emailContent(locale: AppLocale, code: string, purpose: SentPurpose): { subject: string; text: string } {
  const t = translator(locale);
  return { subject: t('emailSubject', { purpose }), text: t('emailText', { code, purpose, minutes: MINUTES }) };
}

/** A new account's nickname, in the language of the edition it registered in: '萌芽学员1234' / 'Learner 1234'. */
export function defaultNickname(locale: AppLocale, accountNo: string): string {
  return translator(locale)('defaultNickname', { suffix: accountNo.slice(-4) });
}
