/** Title or description in the reader's language (`locale`: `cn`/`en` or next-intl's `zh-CN`/`en`). */
export function pickLocalized(locale: string, en: string, cn: string): string {
  return locale.toLowerCase().startsWith('en') ? en || cn : cn || en;
}

/** The title in the reader's language and the other language's as a subtitle (null when it is missing or the same). */
export function localizedTitles(locale: string, en: string, cn: string): { title: string; subtitle: string | null } {
  const title = pickLocalized(locale, en, cn);
  const other = locale.toLowerCase().startsWith('en') ? cn : en;
  return { title, subtitle: other && other !== title ? other : null };
}
