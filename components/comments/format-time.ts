import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import relativeTime from 'dayjs/plugin/relativeTime';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

import type { AppLocale } from '@/lib/i18n/locales';

dayjs.extend(relativeTime);
dayjs.extend(utc);
dayjs.extend(timezone);

/** The site's time zone (as in the next-intl request config): server HTML shows times in it. */
export const SITE_TIME_ZONE = 'Asia/Shanghai';
/** Up to this age a comment's time is relative ("3 minutes ago"), then a date. */
export const RELATIVE_FOR_MS = 7 * 24 * 60 * 60 * 1000;

const DAYJS_LOCALE: Record<AppLocale, string> = { cn: 'zh-cn', en: 'en' };
const FORMAT: Record<AppLocale, string> = { cn: 'YYYY年M月D日 HH:mm', en: 'MMM D, YYYY HH:mm' };

/** Date and time in the reader's format; in `timeZone` when given, else the browser's. */
export function absoluteTime(iso: string, locale: AppLocale, timeZone?: string): string {
  const base = timeZone ? dayjs(iso).tz(timeZone) : dayjs(iso);
  return base.locale(DAYJS_LOCALE[locale]).format(FORMAT[locale]);
}

/**
 * What a comment shows as its time. Without `now` (server HTML and
 * hydration, which must agree) the date in the site's time zone; in the
 * browser "just now", a relative time for the last week, then the date.
 */
export function commentTime(iso: string, locale: AppLocale, now: number | null, justNow: string): string {
  if (now === null) return absoluteTime(iso, locale, SITE_TIME_ZONE);
  const age = now - Date.parse(iso);
  if (age < 60_000) return justNow;
  if (age < RELATIVE_FOR_MS) return dayjs(iso).locale(DAYJS_LOCALE[locale]).from(now);
  return absoluteTime(iso, locale);
}
