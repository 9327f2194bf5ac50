import { feedLinks } from '@/components/classes/schedule/calendar-links';
import { classesByDate, countBetween, scheduleClasses } from '@/components/classes/schedule/schedule-classes';
import {
  addMonths,
  beijingBeside,
  formatDate,
  formatPeriodTitle,
  monthGrid,
  periodDates,
  shiftDate,
  startOfWeek,
  weekDates,
  zoneNames,
} from '@/components/classes/schedule/schedule-dates';

import { lesson } from './fixtures';

describe('week and month grids (weeks start on Monday)', () => {
  test('a week runs Monday to Sunday, across month and year ends', () => {
    expect(startOfWeek('2026-11-26')).toBe('2026-11-23'); // a Thursday
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23'); // a Monday is its own start
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23'); // a Sunday ends the week
    expect(weekDates('2027-01-01')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });

  test('November 2026 (the 1st is a Sunday) needs six rows, from 26 October to 6 December', () => {
    const grid = monthGrid('2026-11-15');
    expect(grid).toHaveLength(6);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(grid[0][0]).toBe('2026-10-26');
    expect(grid[0][6]).toBe('2026-11-01');
    expect(grid[5][6]).toBe('2026-12-06');
    expect(new Set(grid.flat()).size).toBe(42);
  });

  test('February 2027 (the 1st is a Monday, 28 days) fits in exactly four rows', () => {
    const grid = monthGrid('2027-02-10');
    expect(grid).toHaveLength(4);
    expect(grid[0][0]).toBe('2027-02-01');
    expect(grid[3][6]).toBe('2027-02-28');
  });

  test('a month period covers the month only; a week period the seven days', () => {
    expect(periodDates('month', '2026-11-15')).toEqual({ first: '2026-11-01', last: '2026-11-30' });
    expect(periodDates('month', '2028-02-03')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(periodDates('week', '2026-11-26')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
  });

  test('stepping: a week is seven days; a month keeps the day, clamped to the shorter month', () => {
    expect(shiftDate('week', '2026-12-30', 1)).toBe('2027-01-06');
    expect(shiftDate('week', '2026-11-02', -1)).toBe('2026-10-26');
    expect(shiftDate('month', '2026-11-15', 1)).toBe('2026-12-15');
    expect(shiftDate('month', '2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });
});

describe('titles and dates in the language', () => {
  test('month titles', () => {
    expect(formatPeriodTitle('month', '2026-11-15', 'zh-CN')).toBe('2026年11月');
    expect(formatPeriodTitle('month', '2026-11-15', 'en')).toBe('November 2026');
  });

  // Intl puts thin spaces around the dash; compare with plain ones.
  const plain = (text: string) => text.replace(/\s/gu, ' ');

  test('week titles are a date range, also across months', () => {
    expect(plain(formatPeriodTitle('week', '2026-11-26', 'en'))).toBe('Nov 23 – 29, 2026');
    expect(formatPeriodTitle('week', '2026-11-26', 'zh-CN')).toBe('2026年11月23日至29日');
    expect(plain(formatPeriodTitle('week', '2026-12-01', 'en'))).toBe('Nov 30 – Dec 6, 2026');
    expect(formatPeriodTitle('week', '2026-12-01', 'zh-CN')).toBe('2026年11月30日至12月6日');
    expect(plain(formatPeriodTitle('week', '2026-12-31', 'en'))).toBe('Dec 28, 2026 – Jan 3, 2027');
    expect(formatPeriodTitle('week', '2026-12-31', 'zh-CN')).toBe('2026年12月28日至2027年1月3日');
  });

  test('dates never move with the zone the code runs in', () => {
    expect(formatDate('2026-11-26', 'en', 'long')).toBe('Thursday, November 26');
    expect(formatDate('2026-11-26', 'zh-CN', 'long')).toBe('11月26日星期四');
    expect(formatDate('2026-11-23', 'zh-CN', 'weekday')).toBe('周一');
  });
});

describe('Beijing time beside the viewer\'s time (per instant, daylight-saving safe)', () => {
  // 11:00 UTC is 19:00 in Beijing all year round.
  const JULY = Date.UTC(2026, 6, 15, 11, 0);
  const DECEMBER = Date.UTC(2026, 11, 15, 11, 0);

  test('nothing beside it in Beijing time, nor in a zone with the same offset', () => {
    expect(beijingBeside(JULY, 'Asia/Shanghai')).toBeNull();
    expect(beijingBeside(JULY, 'Asia/Hong_Kong')).toBeNull();
    expect(beijingBeside(DECEMBER, 'Asia/Singapore')).toBeNull();
  });

  test('New York: the offset to Beijing changes between July (EDT, 12 h) and December (EST, 13 h)', () => {
    const july = scheduleClasses([lesson({ StartTime: new Date(JULY).toISOString() })], 'America/New_York', JULY - 86_400_000)[0];
    const december = scheduleClasses([lesson({ StartTime: new Date(DECEMBER).toISOString() })], 'America/New_York', DECEMBER - 86_400_000)[0];
    expect(july.start).toBe('07:00');
    expect(december.start).toBe('06:00');
    expect(july.beijing).toEqual({ time: '19:00', shift: 'same' });
    expect(december.beijing).toEqual({ time: '19:00', shift: 'same' });
    expect(zoneNames('America/New_York', 'en', JULY)).toEqual({ long: 'Eastern Daylight Time', offset: 'GMT-4' });
    expect(zoneNames('America/New_York', 'en', DECEMBER)).toEqual({ long: 'Eastern Standard Time', offset: 'GMT-5' });
  });

  test('the Beijing day is marked when it is not the viewer\'s day', () => {
    // 20:00 in London (BST) is 03:00 the next morning in Beijing, 16:00 in Los Angeles 07:00 the next morning; Auckland is ahead of Beijing.
    expect(beijingBeside(Date.UTC(2026, 6, 15, 19, 0), 'Europe/London')).toEqual({ time: '03:00', shift: 'next' });
    expect(beijingBeside(Date.UTC(2026, 6, 15, 23, 0), 'America/Los_Angeles')).toEqual({ time: '07:00', shift: 'next' });
    expect(beijingBeside(Date.UTC(2026, 6, 15, 9, 0), 'Europe/London')).toEqual({ time: '17:00', shift: 'same' });
    expect(beijingBeside(Date.UTC(2026, 6, 14, 12, 30), 'Pacific/Auckland')).toEqual({ time: '20:30', shift: 'previous' });
  });

  test('a zone that shares Beijing\'s offset only part of the year gets Beijing time only then', () => {
    // Perth is UTC+8 all year; Brisbane UTC+10 all year; Sydney is +10 in July and +11 in December.
    expect(beijingBeside(JULY, 'Australia/Perth')).toBeNull();
    expect(beijingBeside(JULY, 'Australia/Sydney')).toEqual({ time: '19:00', shift: 'same' });
    expect(scheduleClasses([lesson({ StartTime: new Date(JULY).toISOString() })], 'Australia/Sydney', 0)[0].start).toBe('21:00');
    expect(scheduleClasses([lesson({ StartTime: new Date(DECEMBER).toISOString() })], 'Australia/Sydney', 0)[0].start).toBe('22:00');
  });
});

describe('placing classes', () => {
  test('classes go to the viewer\'s local date, sorted by start, whatever the server\'s ClassDate says', () => {
    const late = lesson({ Id: 1, StartTime: '2026-07-15T23:30:00Z', ClassDate: '2026-07-16' });
    const early = lesson({ Id: 2, StartTime: '2026-07-15T12:00:00Z', ClassDate: '2026-07-15' });
    const shanghai = classesByDate(scheduleClasses([late, early], 'Asia/Shanghai', 0));
    expect([...shanghai.keys()]).toEqual(['2026-07-15', '2026-07-16']);
    const newYork = classesByDate(scheduleClasses([late, early], 'America/New_York', 0));
    expect(newYork.get('2026-07-15')?.map((c) => [c.id, c.start, c.end])).toEqual([
      [2, '08:00', '08:25'],
      [1, '19:30', '19:55'],
    ]);
    expect(countBetween(newYork, '2026-07-13', '2026-07-19')).toBe(2);
    expect(countBetween(newYork, '2026-07-16', '2026-07-19')).toBe(0);
  });

  test('labels follow classLabel(): booked classes by the clock, the rest by what happened', () => {
    const start = Date.UTC(2026, 6, 15, 11, 0);
    const items = [
      lesson({ Id: 1, StartTime: new Date(start).toISOString() }),
      lesson({ Id: 2, StartTime: new Date(start + 86_400_000).toISOString(), IsCancel: true, Status: 'cancelled' }),
      lesson({ Id: 3, StartTime: new Date(start - 86_400_000).toISOString(), Status: 'finished' }),
    ];
    const at = (now: number) => Object.fromEntries(scheduleClasses(items, 'UTC', now).map((c) => [c.id, c.label]));
    expect(at(start - 4 * 3_600_000)).toEqual({ 1: 'pending', 2: 'cancelled', 3: 'finished' });
    expect(at(start - 3_600_000)).toEqual({ 1: 'upcoming', 2: 'cancelled', 3: 'finished' });
    expect(at(start + 60_000)[1]).toBe('inClass');
    expect(at(start + 26 * 60_000)[1]).toBe('ended');
  });
});

describe('feed links', () => {
  test('the https URL on this site, its webcal:// twin and Google Calendar\'s add-by-URL page', () => {
    const links = feedLinks('/api/eclass/calendar/feed/abc_DEF-123.ics', 'https://www.example.cn');
    expect(links.https).toBe('https://www.example.cn/api/eclass/calendar/feed/abc_DEF-123.ics');
    expect(links.webcal).toBe('webcal://www.example.cn/api/eclass/calendar/feed/abc_DEF-123.ics');
    expect(links.google).toBe(`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(links.webcal)}`);
    expect(feedLinks('/api/x.ics', 'http://127.0.0.1:3210').webcal).toBe('webcal://127.0.0.1:3210/api/x.ics');
  });
});
