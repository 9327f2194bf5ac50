import { parseRouteId } from '@/lib/route-id';

/** The digest of the signal notFound() or redirect() throws ('' when nothing is thrown). */
const digest = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return String((err as { digest?: string }).digest ?? '');
  }
  return '';
};
/** notFound() throws Next's 404 signal. */
const is404 = (fn: () => unknown) => digest(fn).includes('404');

describe('parseRouteId ([[...id]] of the book and video pages)', () => {
  test('takes one positive integer', () => {
    expect(parseRouteId({ id: ['1'] }, '/library')).toBe(1);
    expect(parseRouteId({ id: ['2147483647'] }, '/library')).toBe(2147483647);
  });

  test.each([[undefined], [[]]])('%p (the bare path) redirects permanently to the library list', (id) => {
    expect(digest(() => parseRouteId({ id }, '/library?type=videos'))).toMatch(/^NEXT_REDIRECT;replace;\/library\?type=videos;308;/);
  });

  test.each([[['abc']], [['0']], [['-1']], [['1.5']], [['01']], [['1e3']], [[' 1']], [['2147483648']], [['1', '2']]])(
    '%p is a 404',
    (id: string[]) => {
      expect(is404(() => parseRouteId({ id }, '/library'))).toBe(true);
    },
  );
});
