import { siteUrl } from './alternates';

/** A media or page URL made absolute for JSON-LD and Open Graph (URLs that are already absolute stay). */
export function absoluteUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : siteUrl(url.startsWith('/') ? url : `/${url}`);
}
