/** The all-courses filters in the URL: read back safely, turned into the API query, and written without defaults. */
import { activeQuickRange, filtersToQuery, filtersToSearch, quickRange, readFilters } from '@/components/abc/course-filters';

const TODAY = '2026-11-26';
const read = (query: string) => readFilters(new URLSearchParams(query));

describe('course list filters', () => {
  it('reads the query; junk values are ignored, not sent to the API', () => {
    expect(read('from=2026-11-01&to=2026-11-30&teacherId=3&status=finished&page=2')).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      allDates: false,
      teacherId: 3,
      status: 'finished',
      page: 2,
    });
    expect(read('from=yesterday&to=2026-13-45&teacherId=-1&status=deleted&page=0')).toEqual({
      from: null,
      to: null,
      allDates: false,
      teacherId: null,
      status: null,
      page: 1,
    });
  });

  it('asks from today on when no dates are given, everything with dates=all, and the range the right way round', () => {
    expect(filtersToQuery(read(''), TODAY, 20)).toEqual({ from: TODAY, page: 1, size: 20 });
    expect(filtersToQuery(read('dates=all'), TODAY, 20)).toEqual({ page: 1, size: 20 });
    expect(filtersToQuery(read('to=2026-11-20'), TODAY, 20)).toEqual({ to: '2026-11-20', page: 1, size: 20 });
    expect(filtersToQuery(read('from=2026-11-30&to=2026-11-01&status=cancelled&teacherId=4&page=3'), TODAY, 20)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      teacherId: 4,
      status: 'cancelled',
      page: 3,
      size: 20,
    });
  });

  it('writes only what differs from the defaults and keeps other keys (the open tab)', () => {
    expect(filtersToSearch(read(''))).toBe('');
    expect(filtersToSearch({ ...read(''), from: TODAY, to: TODAY, page: 2 }, new URLSearchParams('tab=log&page=9'))).toBe(`?tab=log&from=${TODAY}&to=${TODAY}&page=2`);
    expect(filtersToSearch({ ...read(''), allDates: true })).toBe('?dates=all');
    // dates=all means nothing once a date is given
    expect(filtersToSearch({ ...read(''), allDates: true, to: TODAY })).toBe(`?to=${TODAY}`);
  });

  it('quick ranges round-trip through the URL and show which one is on', () => {
    for (const range of ['today', 'week', 'upcoming', 'all'] as const) {
      const filters = { ...read(''), ...quickRange(range, TODAY) };
      expect(activeQuickRange(read(filtersToSearch(filters).slice(1)), TODAY)).toBe(range);
    }
    expect(quickRange('week', TODAY)).toMatchObject({ from: TODAY, to: '2026-12-02' });
    expect(activeQuickRange(read('from=2026-11-02'), TODAY)).toBeNull();
  });
});
