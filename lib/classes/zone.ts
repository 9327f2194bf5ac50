/** The browser's own IANA time zone, for the `Time-Zone` header ('' when unknown). Kept apart from time.ts so the HTTP client does not load dayjs. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || '';
  } catch {
    return '';
  }
}
