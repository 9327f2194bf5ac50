import { libraryPath, parseLibraryQuery } from '@/lib/library';

describe('/library query', () => {
  test('defaults to the first page of all books', () => {
    expect(parseLibraryQuery({})).toEqual({ type: 'books', level: undefined, topic: undefined, page: 1 });
  });

  test('reads type, level, topic and page', () => {
    expect(parseLibraryQuery({ type: 'books', level: 'C', topic: 'animals', page: '2' })).toEqual({ type: 'books', level: 'C', topic: 'animals', page: 2 });
    expect(parseLibraryQuery({ type: 'videos', topic: 'phonics' })).toEqual({ type: 'videos', level: undefined, topic: 'phonics', page: 1 });
    expect(parseLibraryQuery({ level: ['B', 'C'] }).level).toBe('B');
  });

  test.each([
    [{ level: 'Z' }, { level: undefined }],
    [{ level: 'a' }, { level: undefined }],
    [{ type: 'videos', level: 'A' }, { type: 'videos', level: undefined }],
    [{ type: 'music' }, { type: 'books' }],
    [{ page: '0' }, { page: 1 }],
    [{ page: '-3' }, { page: 1 }],
    [{ page: 'abc' }, { page: 1 }],
    [{ page: '1.5' }, { page: 1 }],
    [{ page: '99999999' }, { page: 1 }],
    [{ topic: '<script>' }, { topic: undefined }],
    [{ topic: 'A'.repeat(40) }, { topic: undefined }],
  ])('treats %p as absent', (input, expected) => {
    expect(parseLibraryQuery(input)).toMatchObject(expected);
  });

  test('each list has one address: defaults are left out', () => {
    expect(libraryPath()).toBe('/library');
    expect(libraryPath({ type: 'books', page: 1 })).toBe('/library');
    expect(libraryPath({ type: 'videos' })).toBe('/library?type=videos');
    expect(libraryPath({ level: 'A', topic: 'animals', page: 2 })).toBe('/library?level=A&topic=animals&page=2');
    expect(libraryPath({ type: 'videos', level: 'A', topic: 'food' })).toBe('/library?type=videos&topic=food');
  });

  test('an address reads back as the same query', () => {
    const query = { type: 'books' as const, level: 'D' as const, topic: 'family', page: 3 };
    const params = Object.fromEntries(new URL(libraryPath(query), 'http://x').searchParams);
    expect(parseLibraryQuery(params)).toEqual(query);
  });
});
