import 'server-only';
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'use-intl/core';

import { getBrand, withBrand } from '@/lib/brand';
import { fromIntlLocale, isAppLocale, LOCALE_COOKIE, toIntlLocale, type AppLocale } from '@/lib/i18n/locales';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

/** Both catalogues have the same keys (a unit test checks), so one type describes either. */
type Messages = typeof cn;
type ServerNamespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

const MESSAGES: Record<AppLocale, Messages> = { cn, en: en as Messages };
const translators = new Map<string, unknown>();

/**
 * The one way server code translates (errors, code texts and e-mails,
 * cancellation reasons): a typed `t` for a locale and a namespace of
 * messages/*.json (with the configured brand's names, lib/brand.ts), built
 * once per pair and brand and kept for the life of the process.
 */
export function getServerTranslator<N extends ServerNamespace>(locale: AppLocale, namespace: N) {
  const brand = getBrand();
  const key = `${locale}|${namespace}|${brand.nameCn}|${brand.nameEn}`;
  let t = translators.get(key) as ReturnType<typeof createTranslator<Messages, N>> | undefined;
  if (!t) {
    t = createTranslator<Messages, N>({ locale: toIntlLocale(locale), messages: withBrand(locale, MESSAGES[locale], brand), namespace });
    translators.set(key, t);
  }
  return t;
}

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

/** `Errors.<key>` in the caller's language; an unknown key reads as the generic INTERNAL message. */
export function translateError(locale: AppLocale, key: string, params?: Record<string, string | number>): string {
  const t = getServerTranslator(locale, 'Errors');
  return t.has(key as never) ? t(key as never, params as never) : t('INTERNAL');
}
