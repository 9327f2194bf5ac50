/**
 * The product's name and logo, per deployment (issue #16, item 1): read from
 * the server's environment when it runs (BRAND_NAME_CN, BRAND_NAME_EN,
 * BRAND_LOGO_URL; server/config.ts validates them at start), never baked
 * into a build. The messages keep the default names in their text, so they
 * stay readable; `withBrand` swaps in the configured names once per process
 * and catalogue (lib/i18n/request.ts for pages, server/i18n.ts for SMS,
 * e-mail and error texts).
 */
export interface Brand {
  /** The Chinese name, e.g. 萌芽英语. */
  nameCn: string;
  /** The English name, e.g. Sprout English. */
  nameEn: string;
  /** The logo: a path on this site or an https URL. */
  logoUrl: string;
}

export const DEFAULT_BRAND: Brand = { nameCn: '萌芽英语', nameEn: 'Sprout English', logoUrl: '/brand/logo.svg' };

/**
 * What a brand name may hold: no ICU syntax (`{ } #`), no rich-text tags
 * (`< >`) and no ASCII apostrophe, which ICU reads as a quote (’ is fine);
 * server/config.ts refuses anything else at start.
 */
export const BRAND_NAME_PATTERN = /^[^{}<>#'\p{Cc}]{1,40}$/u;

/** What the server's environment says; unset or empty settings keep the defaults. */
export function readBrandFromEnv(env: Record<string, string | undefined>): Brand {
  return {
    nameCn: env.BRAND_NAME_CN?.trim() || DEFAULT_BRAND.nameCn,
    nameEn: env.BRAND_NAME_EN?.trim() || DEFAULT_BRAND.nameEn,
    logoUrl: env.BRAND_LOGO_URL?.trim() || DEFAULT_BRAND.logoUrl,
  };
}

/** The brand in force on the server (the environment at the time of the call). */
export function getBrand(): Brand {
  return readBrandFromEnv(process.env);
}

/** A text with the default names replaced by the brand's (names that cannot hold ICU syntax, so messages stay valid). */
export function brandText(text: string, brand: Brand): string {
  let out = text;
  if (brand.nameCn !== DEFAULT_BRAND.nameCn) out = out.replaceAll(DEFAULT_BRAND.nameCn, brand.nameCn);
  if (brand.nameEn !== DEFAULT_BRAND.nameEn) out = out.replaceAll(DEFAULT_BRAND.nameEn, brand.nameEn);
  return out;
}

function substitute(value: unknown, brand: Brand): unknown {
  if (typeof value === 'string') return brandText(value, brand);
  if (Array.isArray(value)) return value.map((v) => substitute(v, brand));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, brand)]));
  }
  return value;
}

const branded = new Map<string, { source: unknown; messages: unknown }>();

/**
 * A message catalogue with the configured names in place of the defaults.
 * With the default brand it is the catalogue itself; otherwise the copy is
 * made once per catalogue, locale and brand and kept for the process, so a
 * request costs one map look-up.
 */
export function withBrand<T>(locale: string, messages: T, brand: Brand = getBrand()): T {
  if (brand.nameCn === DEFAULT_BRAND.nameCn && brand.nameEn === DEFAULT_BRAND.nameEn) return messages;
  const key = `${locale}\u0000${brand.nameCn}\u0000${brand.nameEn}`;
  const hit = branded.get(key);
  if (hit && hit.source === messages) return hit.messages as T;
  const copy = substitute(messages, brand) as T;
  branded.set(key, { source: messages, messages: copy });
  return copy;
}
