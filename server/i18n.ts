import 'server-only';
import { createTranslator } from 'use-intl/core';

import { fromIntlLocale, isAppLocale, LOCALE_COOKIE, type AppLocale } from '@/lib/i18n/locales';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

const MESSAGES = { cn, en } as const;

/**
 * The language of an API caller: an explicit Accept-Language (our client sends
 * `en` or `zh-CN`), else the locale cookie, else Chinese.
 */
export function localeOfRequest(acceptLanguage: string | undefined, cookieHeader: string | undefined): AppLocale {
  const first = acceptLanguage?.split(',')[0]?.trim();
  if (first && first !== '*') return fromIntlLocale(first);
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`));
  const fromCookie = match?.[1];
  return isAppLocale(fromCookie) ? fromCookie : 'cn';
}

export function translateError(locale: AppLocale, key: string, params?: Record<string, string | number>): string {
  const t = createTranslator({ locale: locale === 'cn' ? 'zh-CN' : 'en', messages: MESSAGES[locale], namespace: 'Errors' });
  return t.has(key as never) ? t(key as never, params as never) : t('INTERNAL');
}
