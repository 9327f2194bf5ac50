'use client';

import { useFormatter, useLocale } from 'next-intl';
import { useMemo } from 'react';

import { browserTimeZone } from '@/lib/classes/zone';

/**
 * Dates, times and numbers of the class pages in the viewer's language, and
 * in the viewer's own time zone (the browser's), not the site's: a family in
 * London sees London times. `ClassDate`/`Start`/`End` of a lesson already
 * come in that zone from the server (the Time-Zone header).
 */
export function useClassFormat() {
  const format = useFormatter();
  const locale = useLocale();
  return useMemo(() => {
    const timeZone = browserTimeZone() || undefined;
    const regions = safeDisplayNames(locale);
    return {
      /** A class's calendar date (YYYY-MM-DD, already local) with its weekday: 'Thu, Nov 26' / '11月26日周四'. */
      classDate(date: string, withYear = false) {
        const [y, m, d] = date.split('-').map(Number);
        return format.dateTime(new Date(Date.UTC(y, m - 1, d, 12)), {
          timeZone: 'UTC',
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          year: withYear ? 'numeric' : undefined,
        });
      },
      /** An instant as date, weekday and time in the viewer's zone, with the zone's short name: 'Thu, Nov 26, 13:30 GMT+8'. */
      instant(iso: string) {
        return format.dateTime(new Date(iso), {
          timeZone,
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZoneName: 'short',
        });
      },
      /** The day of an instant in the viewer's zone: 'Nov 26, 2026' / '2026年11月26日'. */
      day(iso: string) {
        return format.dateTime(new Date(iso), { timeZone, year: 'numeric', month: 'short', day: 'numeric' });
      },
      number(value: number) {
        return format.number(value);
      },
      /** A teacher's country from its ISO code, in the viewer's language ('US' -> 'United States' / '美国'). */
      country(code: string) {
        return (code && regions?.of(code.toUpperCase())) || code;
      },
    };
  }, [format, locale]);
}

function safeDisplayNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    return null;
  }
}

export type ClassFormat = ReturnType<typeof useClassFormat>;
