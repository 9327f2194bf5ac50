import { siteUrl } from './alternates';

/** schema.org BreadcrumbList for the trail home > section > page (paths are site-relative). */
export function breadcrumbList(items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: siteUrl(item.path),
    })),
  };
}

/** ISO 8601 duration of whole seconds, e.g. 53 -> "PT53S" (VideoObject.duration). */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const m = Math.floor(s / 60);
  return m ? `PT${m}M${s % 60}S` : `PT${s}S`;
}
