/**
 * The product speaks two languages. On the wire (cookie, message files, API)
 * they are `cn` and `en`; `Intl`, next-intl, dayjs and `<html lang>` need the
 * BCP-47 tags, so every conversion goes through this one table.
 */
export const APP_LOCALES = ['cn', 'en'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];
export const DEFAULT_LOCALE: AppLocale = 'cn';
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The BCP-47 tag of each locale, for `lang` attributes, hreflang, `Intl` and
 * Accept-Language. `LANG_TAG.cn` also marks text that is Chinese whatever the
 * page's locale (a book's translation line).
 */
export const LANG_TAG = { cn: 'zh-CN', en: 'en' } as const satisfies Record<AppLocale, string>;

export function isAppLocale(value: unknown): value is AppLocale {
  return value === 'cn' || value === 'en';
}

/** `cn` → `zh-CN`, `en` → `en`: the one place the wire name becomes a language tag. */
export function toIntlLocale(locale: AppLocale): (typeof LANG_TAG)[AppLocale] {
  return LANG_TAG[locale];
}

export function fromIntlLocale(tag: string): AppLocale {
  return tag.toLowerCase().startsWith('en') ? 'en' : 'cn';
}

/** The spec's rule for a browser language: a first tag starting with `en` is English, anything else Chinese. */
export function localeFromAcceptLanguage(header: string | null | undefined): AppLocale {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'cn';
}

/** Cookie first, then the browser's language. */
export function resolveLocale(cookieValue: string | undefined, acceptLanguage: string | null | undefined): AppLocale {
  if (isAppLocale(cookieValue)) return cookieValue;
  return localeFromAcceptLanguage(acceptLanguage);
}

export function otherLocale(locale: AppLocale): AppLocale {
  return locale === 'cn' ? 'en' : 'cn';
}
