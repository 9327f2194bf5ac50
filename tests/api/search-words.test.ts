/**
 * GET /api/common/search matches words, not substrings: 'cat' finds cat,
 * cats and cat's, never a book or video that only says 'catch' or
 * 'category' (a user-found defect: 'cat' listed Pepper Wants to Fly for
 * its 'catch'); whole-word matches rank above word forms, which rank above
 * typos; a typo never passes a longer word that starts with the keyword,
 * nor a shorter one it starts with. Chinese still matches anywhere.
 */
import type { SearchHit, SearchResult } from '@/lib/types/search';
import { books, videos } from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { searchDocument, searchWords } from '@/server/db/seed/content';
import { clearSearchCache } from '@/server/services/search/search';

import { testBook } from './helpers/books';
import { ok, SEED_TIMEOUT } from './helpers/calls';
import { describeApi } from './helpers/test-app';

type BookHit = Extract<SearchHit, { kind: 'book' }>;

/** A test book whose search columns are built as the seed builds them. */
function bookWith(slug: string, title: string, text: string, level = 'B') {
  const searchDoc = searchDocument([title, '测试', text], []);
  return testBook({ slug, title, titleCn: '测试', level, searchDoc, searchWords: searchWords(searchDoc) });
}

describeApi('search by words', (t) => {
  beforeAll(async () => {
    await seed(t.db);
    // 'zorp' is made up, so only these books say it; levels put the word forms first if rank ignored them.
    await t.db.insert(books).values([
      bookWith('zorp-whole', 'Morning Walk', 'A zorp sat on the wall.', 'D'),
      bookWith('zorp-possessive', 'Hats for All', "This is the zorp's hat.", 'D'),
      bookWith('zorp-plural', 'Zorps at Home', 'Two of them live here.', 'A'),
      bookWith('zorp-ed', 'Yesterday', 'He zorped twice and went home.', 'A'),
      bookWith('zorp-ing', 'Busy Day', 'She is zorping all day long.', 'A'),
      bookWith('zorp-longer', 'Zorpatory Tales', 'The zorpling ate a zorplet.', 'A'),
      bookWith('glome-drop-e', 'Evening', 'The sky was gloming slowly.', 'A'),
      bookWith('flurpy-ies', 'Pets', 'Two flurpies and a dog.', 'A'),
      bookWith('zox-es', 'Many Things', 'A row of zoxes in the sun.', 'A'),
      bookWith('zib-doubled', 'Off We Go', 'Zibbing down the hill, they zibbed home.', 'A'),
    ]);
  }, SEED_TIMEOUT);
  // Answers are cached for 30 s per process; every test starts clean.
  beforeEach(() => clearSearchCache());

  const search = <T extends SearchHit = SearchHit>(type: number, keyword: string) =>
    ok<SearchResult & { list: T[] }>(t, `/api/common/search?type=${type}&keyword=${encodeURIComponent(keyword)}`);
  const titles = (result: { list: SearchHit[] }) => result.list.map((h) => ('title' in h ? h.title : undefined));

  it("'cat' lists the books that say cat, never Pepper Wants to Fly, which only says 'catch'", async () => {
    const result = await search<BookHit>(1, 'cat');
    const list: BookHit[] = result.list;
    expect(titles(result)).toEqual(expect.arrayContaining(['The Lighthouse Cat', 'Zara Goes to the Moon']));
    expect(titles(result)).not.toContain('Pepper Wants to Fly');
    expect(result.total).toBe(result.list.length);
    // The snippet is a page with the word, not one with 'catch'.
    for (const hit of list) if (hit.snippet) expect(hit.snippet).toMatch(/(^|[^a-z])cat/i);
    expect(list.find((h) => h.title === 'The Lighthouse Cat')?.snippet).toMatch(/\bcat\b/i);
  });

  it("'catch' finds Pepper Wants to Fly, and no book that only says 'cat' passes for a typo of it", async () => {
    const result = await search(1, 'catch');
    expect(titles(result)).toContain('Pepper Wants to Fly');
    expect(titles(result)).not.toContain('The Lighthouse Cat');
    expect(titles(result)).not.toContain('Zara Goes to the Moon');
  });

  it('finds the whole word and its real forms (plural, possessive, -ed, -ing), never a longer word that starts with it', async () => {
    const result = await search(1, 'zorp');
    expect([...titles(result)].sort()).toEqual(['Busy Day', 'Hats for All', 'Morning Walk', 'Yesterday', 'Zorps at Home']);
    expect(titles(result)).not.toContain('Zorpatory Tales');
  });

  it('ranks every whole-word match above the word forms, even a form in a title at an earlier level', async () => {
    const result = await search(1, 'zorp');
    expect(titles(result).slice(0, 2).sort()).toEqual(['Hats for All', 'Morning Walk']);
    expect(titles(result).slice(2)).toContain('Zorps at Home');
  });

  it.each([
    ['glome', 'gloming', 'Evening'],
    ['flurpy', 'flurpies', 'Pets'],
    ['zox', 'zoxes', 'Many Things'],
    ['zib', 'zibbing', 'Off We Go'],
  ])('finds %s by its form %s (%s)', async (keyword, _form, title) => {
    expect(titles(await search(1, keyword))).toEqual([title]);
  });

  it('still finds a typo, and still matches Chinese anywhere in the text', async () => {
    expect(titles(await search(1, 'lighthuose'))).toContain('The Lighthouse Cat');
    expect((await search(1, '猫')).total).toBeGreaterThan(0);
  });

  it("'cat' lists no video that only says 'catch'", async () => {
    const doc = searchDocument(['Catch the Ball', '接球', 'We catch and throw.'], []);
    await t.db.insert(videos).values({
      slug: 'catch-the-ball',
      title: 'Catch the Ball',
      titleCn: '接球',
      description: 'We catch and throw.',
      descriptionCn: '我们接球和扔球。',
      durationSec: 60,
      src: '/v.mp4',
      poster: '/p.webp',
      subtitlesEn: '',
      subtitlesCn: '',
      searchDoc: doc,
      searchWords: searchWords(doc),
    });
    const result = await search(2, 'cat');
    expect(result.total).toBeGreaterThan(0);
    expect(titles(result)).not.toContain('Catch the Ball');
    expect(titles(await search(2, 'catch'))).toContain('Catch the Ball');
  });
});
