import { BEIJING_TIME_ZONE } from '@/lib/constants/classes';
import { addDays, localParts, zoneOffsetMinutes } from '@/lib/classes/time';

import { dateValue } from '../booking/days';

/**
 * The calendar arithmetic of "My schedule", on local dates ('YYYY-MM-DD' in
 * the viewer's zone) so that no step depends on the zone the code runs in.
 * Weeks start on Monday in both languages: the week view and the month grid
 * agree, and the Chinese school week, which most families follow, starts then.
 */
export type ScheduleView = 'week' | 'month';

export const DAYS_PER_WEEK = 7;

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The Monday on or before `date`. */
export function startOfWeek(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % DAYS_PER_WEEK));
}

/** The seven dates of the week holding `date`, Monday first. */
export function weekDates(date: string): string[] {
  const monday = startOfWeek(date);
  return Array.from({ length: DAYS_PER_WEEK }, (_, i) => addDays(monday, i));
}

/** 'YYYY-MM' */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The month grid of `date`: whole weeks (Monday to Sunday) from the one
 * holding the 1st to the one holding the last day, so 4 to 6 rows; the days
 * of the neighbouring months fill the first and last rows.
 */
export function monthGrid(date: string): string[][] {
  const [year, month] = date.split('-').map(Number);
  const first = `${monthOf(date)}-01`;
  const last = `${monthOf(date)}-${String(daysInMonth(year, month)).padStart(2, '0')}`;
  const weeks: string[][] = [];
  for (let monday = startOfWeek(first); monday <= last; monday = addDays(monday, DAYS_PER_WEEK)) {
    weeks.push(weekDates(monday));
  }
  return weeks;
}

/** The same day of the month `months` away, clamped to that month's length (31 Jan + 1 month is 28 or 29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const y = target.getUTCFullYear();
  const m = target.getUTCMonth() + 1;
  const d = Math.min(day, daysInMonth(y, m));
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The date the view shows after a step back (-1) or forward (+1). */
export function shiftDate(view: ScheduleView, date: string, step: -1 | 1): string {
  return view === 'week' ? addDays(date, step * DAYS_PER_WEEK) : addMonths(date, step);
}

/** The first and last date (inclusive) a view of `date` covers: the week, or the month itself (not the neighbours' days in the grid). */
export function periodDates(view: ScheduleView, date: string): { first: string; last: string } {
  if (view === 'week') {
    const days = weekDates(date);
    return { first: days[0], last: days[DAYS_PER_WEEK - 1] };
  }
  const grid = monthGrid(date);
  const inMonth = grid.flat().filter((d) => monthOf(d) === monthOf(date));
  return { first: inMonth[0], last: inMonth[inMonth.length - 1] };
}

/** The period heading: 'November 2026' / '2026年11月', or the week's range 'Nov 23 – 29, 2026' / '2026年11月23日至29日'. */
export function formatPeriodTitle(view: ScheduleView, date: string, intlLocale: string): string {
  if (view === 'month') {
    return new Intl.DateTimeFormat(intlLocale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(dateValue(date));
  }
  const { first, last } = periodDates('week', date);
  if (intlLocale.startsWith('zh')) return chineseRange(first, last);
  return new Intl.DateTimeFormat(intlLocale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).formatRange(
    dateValue(first),
    dateValue(last),
  );
}

/**
 * '2026年11月23日至29日', '2026年11月30日至12月6日': engines disagree on
 * Chinese date ranges (Node's ICU gives '2026/11/23 – 2026/11/29'), so the
 * second date is shortened here by what it shares with the first.
 */
function chineseRange(first: string, last: string): string {
  const format = (d: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('zh-CN', { ...options, timeZone: 'UTC' }).format(dateValue(d));
  const end =
    first.slice(0, 4) !== last.slice(0, 4)
      ? format(last, { year: 'numeric', month: 'long', day: 'numeric' })
      : monthOf(first) !== monthOf(last)
        ? format(last, { month: 'long', day: 'numeric' })
        : format(last, { day: 'numeric' });
  return `${format(first, { year: 'numeric', month: 'long', day: 'numeric' })}至${end}`;
}

export type DayShift = 'previous' | 'same' | 'next';

/** Beijing time of one class, when it reads differently from the viewer's clock. */
export interface BeijingTime {
  /** HH:mm in Beijing */
  time: string;
  /** Whether that is the day before or after the viewer's date. */
  shift: DayShift;
}

/**
 * Beijing time beside a class start, or null when the viewer's zone has the
 * same offset as Beijing at that very instant. Decided per instant, so a New
 * York family sees 07:00 beside Beijing 19:00 in July and 06:00 in December.
 */
export function beijingBeside(instant: Date | number | string, zone: string): BeijingTime | null {
  const at = new Date(instant).getTime();
  if (zoneOffsetMinutes(zone, at) === zoneOffsetMinutes(BEIJING_TIME_ZONE, at)) return null;
  const local = localParts(at, zone);
  const beijing = localParts(at, BEIJING_TIME_ZONE);
  const shift: DayShift = beijing.date === local.date ? 'same' : beijing.date > local.date ? 'next' : 'previous';
  return { time: beijing.time, shift };
}

/** The viewer's zone as people read it: 'British Summer Time' / '英国夏令时间' and 'GMT+1', at an instant (the names change with daylight saving). */
export function zoneNames(zone: string, intlLocale: string, instant: Date | number = Date.now()): { long: string; offset: string } {
  const part = (timeZoneName: 'long' | 'shortOffset') =>
    new Intl.DateTimeFormat(intlLocale, { timeZone: zone, timeZoneName })
      .formatToParts(new Date(instant))
      .find((p) => p.type === 'timeZoneName')?.value ?? zone;
  return { long: part('long'), offset: part('shortOffset') };
}

export const DATE_FORMATS = {
  /** 'Mon' / '周一' */
  weekday: { weekday: 'short' },
  /** 'Monday' / '星期一' */
  weekdayLong: { weekday: 'long' },
  /** 'Nov 23' / '11月23日' */
  monthDay: { month: 'short', day: 'numeric' },
  /** 'Thursday, November 26' / '11月26日星期四' */
  long: { weekday: 'long', month: 'long', day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A local date in the language, never shifted by the zone the code runs in. */
export function formatDate(date: string, intlLocale: string, format: keyof typeof DATE_FORMATS): string {
  return new Intl.DateTimeFormat(intlLocale, { ...DATE_FORMATS[format], timeZone: 'UTC' }).format(dateValue(date));
}
