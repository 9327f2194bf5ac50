import { bookingDays } from '@/components/classes/booking/days';
import { basketLimit, firstBrokenRule, isAfterCutoff, toggleBasket, type BasketItem, type BookingDraft } from '@/components/classes/booking/rules';
import { BOOKING_HORIZON_DAYS, MAX_CLASSES_PER_BOOKING } from '@/lib/constants/classes';

const ZONE = 'Asia/Shanghai';
const NOW = Date.parse('2030-03-04T02:00:00Z'); // 10:00 in Beijing, a Monday

/** A class at HH:mm Beijing time, `days` after 2030-03-04. */
function item(slotId: number, time = '19:00', days = 1, teacherId = 1): BasketItem {
  const date = `2030-03-${String(4 + days).padStart(2, '0')}`;
  return { slotId, startTime: new Date(`${date}T${time}:00+08:00`).toISOString(), date, start: time, teacherId, teacherName: `Teacher ${teacherId}` };
}

const complete: BookingDraft = { date: '2030-03-05', timePeriod: 'evening', bookId: 3, materialId: 7, basket: [item(1)] };
const ctx = { remaining: 10, compulsoryEducation: false, zone: ZONE, now: NOW };
const many = (n: number) => Array.from({ length: n }, (_, i) => item(i + 1, `${String(6 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`));

describe('firstBrokenRule: the client-side booking rules in the spec order', () => {
  test('an empty form asks for the date first', () => {
    expect(firstBrokenRule({ date: null, timePeriod: null, bookId: null, materialId: null, basket: [] }, ctx)).toEqual({ rule: 'dateRequired' });
  });

  test('then the time period, then picture book and material, then a time', () => {
    expect(firstBrokenRule({ ...complete, timePeriod: null, bookId: null, basket: [] }, ctx)?.rule).toBe('periodRequired');
    expect(firstBrokenRule({ ...complete, bookId: null, basket: [] }, ctx)?.rule).toBe('materialRequired');
    expect(firstBrokenRule({ ...complete, materialId: null }, ctx)?.rule).toBe('materialRequired');
    expect(firstBrokenRule({ ...complete, basket: [] }, ctx)?.rule).toBe('timeRequired');
  });

  test('at most 15 comes before the classes left, which comes before the past', () => {
    const sixteen = many(16);
    expect(firstBrokenRule({ ...complete, basket: sixteen }, { ...ctx, remaining: 3, now: Date.parse('2031-01-01T00:00:00Z') })?.rule).toBe('tooMany');
    expect(firstBrokenRule({ ...complete, basket: many(4) }, { ...ctx, remaining: 3, now: Date.parse('2031-01-01T00:00:00Z') })?.rule).toBe('exceedsRemaining');
    expect(firstBrokenRule({ ...complete, basket: many(3) }, { ...ctx, remaining: 3 })).toBeNull();
    expect(firstBrokenRule({ ...complete, basket: many(15) }, { ...ctx, remaining: 20 })).toBeNull();
  });

  test('a time chosen earlier that has passed by the confirm names that class', () => {
    const past = item(9, '09:30', 0);
    expect(firstBrokenRule({ ...complete, basket: [item(1), past] }, ctx)).toEqual({ rule: 'inPast', item: past });
    // exactly now is not later than now
    const atNow = { ...item(8), startTime: new Date(NOW).toISOString() };
    expect(firstBrokenRule({ ...complete, basket: [atNow] }, ctx)?.rule).toBe('inPast');
  });

  test('a compulsory-education student may not book at or after 21:00 in their own zone', () => {
    const late = item(2, '21:00');
    expect(firstBrokenRule({ ...complete, basket: [item(1, '20:30'), late] }, { ...ctx, compulsoryEducation: true })).toEqual({ rule: 'afterCutoff', item: late });
    expect(firstBrokenRule({ ...complete, basket: [item(1, '20:30'), late] }, ctx)).toBeNull();
  });
});

describe('isAfterCutoff', () => {
  test('21:00 and later, and the small hours, count; 20:30 does not', () => {
    expect(isAfterCutoff(item(1, '20:30').startTime, ZONE)).toBe(false);
    expect(isAfterCutoff(item(1, '21:00').startTime, ZONE)).toBe(true);
    expect(isAfterCutoff(item(1, '23:30').startTime, ZONE)).toBe(true);
    expect(isAfterCutoff(item(1, '05:30').startTime, ZONE)).toBe(true);
    expect(isAfterCutoff(item(1, '06:00').startTime, ZONE)).toBe(false);
  });

  test('is read in the viewer\'s zone: 20:00 in Beijing is 21:00 in Tokyo', () => {
    expect(isAfterCutoff(item(1, '20:00').startTime, 'Asia/Tokyo')).toBe(true);
  });
});

describe('the basket', () => {
  test('adds in start order and takes a chosen class out again', () => {
    let { basket } = toggleBasket([], item(2, '19:30'), 10);
    ({ basket } = toggleBasket(basket, item(1, '19:00'), 10));
    expect(basket.map((b) => b.slotId)).toEqual([1, 2]);
    ({ basket } = toggleBasket(basket, item(2, '19:30'), 10));
    expect(basket.map((b) => b.slotId)).toEqual([1]);
  });

  test('keeps classes of other days and teachers together', () => {
    let { basket } = toggleBasket([], item(1, '19:00', 1, 1), 10);
    ({ basket } = toggleBasket(basket, item(2, '18:00', 5, 2), 10));
    ({ basket } = toggleBasket(basket, item(3, '18:30', 1, 3), 10));
    expect(basket.map((b) => [b.slotId, b.teacherId])).toEqual([
      [3, 3],
      [1, 1],
      [2, 2],
    ]);
  });

  test('refuses the 16th class with the 15 limit and leaves the basket alone', () => {
    const fifteen = many(MAX_CLASSES_PER_BOOKING);
    const result = toggleBasket(fifteen, item(99, '23:30'), 100);
    expect(result.refused).toBe('tooMany');
    expect(result.basket).toBe(fifteen);
    // taking one out is always possible
    expect(toggleBasket(fifteen, fifteen[0], 100).basket).toHaveLength(14);
  });

  test('refuses more than the classes left', () => {
    const three = many(3);
    expect(toggleBasket(three, item(99, '23:30'), 3)).toEqual({ basket: three, refused: 'exceedsRemaining' });
    expect(toggleBasket(three, item(99, '23:30'), 4).refused).toBeNull();
    expect(toggleBasket([], item(1), 0).refused).toBe('exceedsRemaining');
  });

  test('names the 15 limit first when both are reached', () => {
    expect(basketLimit(15, 15)).toBe('tooMany');
    expect(basketLimit(15, 40)).toBe('tooMany');
    expect(basketLimit(5, 5)).toBe('exceedsRemaining');
    expect(basketLimit(4, 5)).toBeNull();
  });

  test('refuses a second class at the same start with another teacher', () => {
    const first = item(1, '19:00', 1, 1);
    expect(toggleBasket([first], item(2, '19:00', 1, 2), 10).refused).toBe('timeClash');
  });
});

describe('bookingDays', () => {
  test('are the next 14 days from today in the viewer\'s zone', () => {
    const late = Date.parse('2030-03-04T17:00:00Z'); // 01:00 on 5 March in Beijing, still 4 March in London
    expect(bookingDays(ZONE, late)).toHaveLength(BOOKING_HORIZON_DAYS);
    expect(bookingDays(ZONE, late)[0]).toBe('2030-03-05');
    expect(bookingDays('Europe/London', late)[0]).toBe('2030-03-04');
    expect(bookingDays(ZONE, late).at(-1)).toBe('2030-03-18');
  });
});
