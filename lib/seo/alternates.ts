import type { Metadata } from 'next';

import { getBrand } from '@/lib/brand';
import { fromIntlLocale, LANG_TAG, type AppLocale } from '@/lib/i18n/locales';

/** hreflang codes of our two locales (cn is the wire name, zh-CN the language). */
const HREFLANG: Record<AppLocale, string> = LANG_TAG;

/** `path` with `lang=<locale>` added to its query (and the other query parameters kept). */
export function withLang(path: string, locale: AppLocale): string {
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('lang', locale);
  return `${base}?${params.toString()}`;
}

/**
 * Canonical URL and hreflang alternates of an indexable page. Each language
 * has its own URL through the `lang` query parameter (proxy.ts applies it to
 * that request), so crawlers can fetch both; the bare path is x-default.
 * Relative URLs are made absolute with the root layout's metadataBase.
 * `localeTag` may be the wire name (`cn`) or what next-intl's getLocale()
 * answers (`zh-CN`).
 */
export function pageAlternates(path: string, localeTag: string): NonNullable<Metadata['alternates']> {
  const locale = fromIntlLocale(localeTag);
  return {
    canonical: withLang(path, locale),
    languages: {
      [HREFLANG.cn]: withLang(path, 'cn'),
      [HREFLANG.en]: withLang(path, 'en'),
      'x-default': path,
    },
  };
}

/** Open Graph locale names. */
export const OG_LOCALE: Record<AppLocale, string> = { cn: 'zh_CN', en: 'en_US' };

/** The site's absolute origin (SITE_URL), for JSON-LD and sitemap URLs. */
export function siteUrl(path = ''): string {
  const base = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  return `${base}${path}`;
}

/** Open Graph and Twitter card metadata sharing one title, description and image. */
export function socialCards(input: {
  title: string;
  description: string;
  url: string;
  image: string;
  imageAlt: string;
  /** `cn`/`en` or next-intl's `zh-CN`/`en` */
  locale: string;
  type?: 'website' | 'book' | 'video.other';
}): Pick<Metadata, 'openGraph' | 'twitter'> {
  const locale = fromIntlLocale(input.locale);
  return {
    openGraph: {
      title: input.title,
      description: input.description,
      url: input.url,
      type: input.type === 'video.other' ? 'video.other' : input.type === 'book' ? 'book' : 'website',
      locale: OG_LOCALE[locale],
      alternateLocale: OG_LOCALE[locale === 'cn' ? 'en' : 'cn'],
      siteName: locale === 'en' ? getBrand().nameEn : getBrand().nameCn,
      images: [{ url: input.image, alt: input.imageAlt }],
    },
    twitter: {
      card: 'summary_large_image',
      title: input.title,
      description: input.description,
      images: [input.image],
    },
  };
}

/** A description trimmed to what result pages show (about 160 characters). */
export function metaDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}
