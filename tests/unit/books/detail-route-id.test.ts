import { parseRouteId } from '@/lib/route-id';

/** notFound() throws Next's 404 signal. */
const is404 = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return String((err as { digest?: string }).digest ?? '').includes('404');
  }
  return false;
};

describe('parseRouteId ([[...id]] of the book and video pages)', () => {
  test('takes one positive integer', () => {
    expect(parseRouteId({ id: ['1'] })).toBe(1);
    expect(parseRouteId({ id: ['2147483647'] })).toBe(2147483647);
  });

  test.each([[undefined], [[]], [['abc']], [['0']], [['-1']], [['1.5']], [['01']], [['1e3']], [[' 1']], [['2147483648']], [['1', '2']]])(
    '%p is a 404',
    (id) => {
      expect(is404(() => parseRouteId({ id: id as string[] | undefined }))).toBe(true);
    },
  );
});
