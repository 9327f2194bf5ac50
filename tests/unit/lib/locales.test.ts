import {
  DEFAULT_LOCALE,
  fromIntlLocale,
  isAppLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  localeFromAcceptLanguage,
  otherLocale,
  resolveLocale,
  toIntlLocale,
} from '@/lib/i18n/locales';

describe('locale mapping', () => {
  test('cn <-> zh-CN and en <-> en', () => {
    expect(toIntlLocale('cn')).toBe('zh-CN');
    expect(toIntlLocale('en')).toBe('en');
    expect(fromIntlLocale('zh-CN')).toBe('cn');
    expect(fromIntlLocale('en')).toBe('en');
    expect(fromIntlLocale('en-GB')).toBe('en');
  });

  test('the default is cn, the other of cn is en and back', () => {
    expect(DEFAULT_LOCALE).toBe('cn');
    expect(otherLocale('cn')).toBe('en');
    expect(otherLocale('en')).toBe('cn');
  });

  test('the language cookie is i18n_redirected and lives 365 days', () => {
    expect(LOCALE_COOKIE).toBe('i18n_redirected');
    expect(LOCALE_COOKIE_MAX_AGE).toBe(365 * 24 * 60 * 60);
  });

  test('isAppLocale accepts only cn and en', () => {
    expect(isAppLocale('cn')).toBe(true);
    expect(isAppLocale('en')).toBe(true);
    for (const value of ['zh-CN', 'EN', 'fr', '', undefined, null, 1]) expect(isAppLocale(value)).toBe(false);
  });
});

describe('resolveLocale: cookie first, then the browser language', () => {
  test.each([
    ['en-US,en;q=0.9', 'en'],
    ['en', 'en'],
    ['EN-gb', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'cn'],
    ['fr-FR,en;q=0.9', 'cn'],
    ['*', 'cn'],
    ['', 'cn'],
  ])('Accept-Language %p without cookie -> %p', (header, locale) => {
    expect(resolveLocale(undefined, header)).toBe(locale);
  });

  test('no header at all -> cn', () => {
    expect(resolveLocale(undefined, null)).toBe('cn');
    expect(resolveLocale(undefined, undefined)).toBe('cn');
  });

  test('the cookie beats the header', () => {
    expect(resolveLocale('cn', 'en-US,en;q=0.9')).toBe('cn');
    expect(resolveLocale('en', 'zh-CN,zh;q=0.9')).toBe('en');
  });

  test('an invalid cookie is ignored', () => {
    expect(resolveLocale('fr', 'en-US')).toBe('en');
    expect(resolveLocale('zh-CN', 'en-US')).toBe('en');
    expect(resolveLocale('', 'en-US')).toBe('en');
    expect(resolveLocale('EN', 'zh-CN')).toBe('cn');
  });

  test('localeFromAcceptLanguage looks only at the first tag', () => {
    expect(localeFromAcceptLanguage(' en-AU , zh;q=0.5')).toBe('en');
    expect(localeFromAcceptLanguage('ja,en;q=0.9')).toBe('cn');
  });
});
