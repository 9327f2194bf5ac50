import { DEFAULT_BRAND, readBrandFromEnv } from './brand';

/**
 * Settings the browser needs that differ per environment: where the API is,
 * where the English 'Create Book' button leads and the brand's logo. The server reads them from
 * its environment when it runs (never at build time), and the root layout
 * writes them into every page as a JSON script element (`JsonScript`: data, never
 * executed, so the Content-Security-Policy needs no nonce for it). One production build
 * therefore serves any environment.
 */
export interface RuntimeConfig {
  /** `/api`, another path on this origin, or an absolute http(s) URL of a compatible upstream. */
  apiBaseUrl: string;
  /** The external 'Create Book' page, or null while none is configured. */
  createBookUrl: string | null;
  /** The brand's logo (BRAND_LOGO_URL, lib/brand.ts): a path on this site or an https URL. */
  logoUrl: string;
}

export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = { apiBaseUrl: '/api', createBookUrl: null, logoUrl: DEFAULT_BRAND.logoUrl };

/** What the server's environment says (API_BASE_URL, CREATE_BOOK_URL, BRAND_LOGO_URL); server/config.ts validates them at start. */
export function readRuntimeConfigFromEnv(env: Record<string, string | undefined>): RuntimeConfig {
  return {
    apiBaseUrl: env.API_BASE_URL?.trim() || DEFAULT_RUNTIME_CONFIG.apiBaseUrl,
    createBookUrl: env.CREATE_BOOK_URL?.trim() || null,
    logoUrl: readBrandFromEnv(env).logoUrl,
  };
}

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.apiBaseUrl === 'string' &&
    (v.createBookUrl === null || typeof v.createBookUrl === 'string') &&
    (v.logoUrl === undefined || typeof v.logoUrl === 'string')
  );
}

let fromPage: RuntimeConfig | undefined;

/**
 * The settings in force here: in a browser, those the page was served with
 * (read once); on the server, the process environment at the time of the call.
 */
export function getRuntimeConfig(): RuntimeConfig {
  if (typeof document === 'undefined') return readRuntimeConfigFromEnv(process.env);
  if (!fromPage) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent ?? 'null');
    } catch {
      parsed = null;
    }
    fromPage = isRuntimeConfig(parsed) ? { ...DEFAULT_RUNTIME_CONFIG, ...parsed } : DEFAULT_RUNTIME_CONFIG;
  }
  return fromPage;
}

/** Tests load pages with other settings; this forgets what was read. */
export function forgetRuntimeConfig(): void {
  fromPage = undefined;
}
