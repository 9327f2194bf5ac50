/**
 * The header suggestions cannot be poisoned (issue 17, item 9): a search is
 * counted once per client (a logged-in user, else a client network) per day;
 * a term is suggested only when it found something for at least 3 distinct
 * clients (SUGGESTION_MIN_CLIENTS); blocklisted terms (links, phone numbers,
 * account ids, digit strings, spam and abuse words) and stop words (的,
 * 'the') are never stored, nor drawn when stored before.
 */
import { eq } from 'drizzle-orm';

import { books, searchKeywordClients, searchKeywords } from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { countKeyword, SUGGESTION_MIN_CLIENTS } from '@/server/services/search/keywords';
import { clearSearchCache } from '@/server/services/search/search';

import { testBook } from './helpers/books';
import { ok, SEED_TIMEOUT } from './helpers/calls';
import { createUserWithSession, describeApi } from './helpers/test-app';

describeApi('search suggestions', (t) => {
  beforeAll(async () => {
    await seed(t.db);
    // A book whose text carries a link and a contact id, so those terms find something.
    await t.db.insert(books).values(
      testBook({
        slug: 'the-spam-test-book',
        title: 'Visit Sproutspam.top Today',
        titleCn: '测试',
        searchDoc: 'visit sproutspam.top today wx:sprout_888 测试',
        searchWords: 'visit sproutspam top today',
      }),
    );
  }, SEED_TIMEOUT);
  beforeEach(async () => {
    clearSearchCache();
    // Only what the searches below make of it: no seed terms in the draw.
    await t.db.delete(searchKeywords);
    await t.db.delete(searchKeywordClients);
  });

  const searchAs = (keyword: string, as: { ip?: string; token?: string }, type = 1) =>
    t.request(`/api/common/search?type=${type}&keyword=${encodeURIComponent(keyword)}`, { ip: as.ip, headers: as.token ? { token: as.token } : {} });

  async function found(keyword: string, as: { ip?: string; token?: string }): Promise<number> {
    const res = await searchAs(keyword, as);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { total: number } }).data.total;
  }

  /** Every suggestion the header can show (the pool is small here, so 8 draws cover it). */
  async function suggestions(): Promise<Set<string>> {
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) (await ok<string[]>(t, '/api/common/random/keywords?type=1')).forEach((w) => seen.add(w));
    return seen;
  }

  async function stored(keyword: string) {
    const [row] = await t.db.select().from(searchKeywords).where(eq(searchKeywords.keyword, keyword));
    return row;
  }

  it('80 searches of a term from one client count once and never make it a suggestion', async () => {
    expect(await found('little duck', { ip: '203.0.113.9' })).toBeGreaterThan(0);
    for (let i = 1; i < 80; i++) await searchAs('little duck', { ip: '203.0.113.9' });
    expect(await stored('little duck')).toMatchObject({ hits: 1, clients: 1 });
    expect(await suggestions()).not.toContain('little duck');
  });

  it('a logged-in user is one client from any address; a visitor is one client across an IPv6 /64', async () => {
    const spammer = await createUserWithSession(t.db);
    for (let i = 0; i < 40; i++) await searchAs('little duck', { token: spammer.token, ip: `198.51.100.${i + 10}` });
    for (let i = 0; i < 40; i++) await searchAs('little duck', { ip: `2001:db8:1:2::${(i + 1).toString(16)}` });
    expect(await stored('little duck')).toMatchObject({ hits: 2, clients: 2 });
    expect(await suggestions()).not.toContain('little duck');
  });

  it(`a term that finds books becomes a suggestion once ${SUGGESTION_MIN_CLIENTS} distinct clients searched it`, async () => {
    const user = await createUserWithSession(t.db);
    expect(await found('duck', { ip: '192.0.2.1' })).toBeGreaterThan(0);
    await searchAs('Duck ', { token: user.token });
    expect(await suggestions()).not.toContain('duck');
    await searchAs('DUCK', { ip: '192.0.2.2' });
    expect(await stored('duck')).toMatchObject({ hits: 3, clients: 3 });
    expect(await suggestions()).toContain('duck');
  });

  it('a term that finds nothing is never stored, whoever searches it', async () => {
    for (const ip of ['192.0.2.11', '192.0.2.12', '192.0.2.13']) expect(await found('zzqqxxnothing', { ip })).toBe(0);
    expect(await stored('zzqqxxnothing')).toBeUndefined();
  });

  it('people searches never feed the suggestions (nicknames stay out of the header)', async () => {
    await createUserWithSession(t.db, { nickname: 'Duckling Dora', profileVisibility: 'public' });
    for (const ip of ['192.0.2.21', '192.0.2.22', '192.0.2.23']) await searchAs('duckling dora', { ip }, 3);
    expect(await stored('duckling dora')).toBeUndefined();
  });

  it.each([['sproutspam.top'], ['wx:sprout_888']])('a link or contact id (%s) never becomes a suggestion, though it finds a book', async (term) => {
    for (const ip of ['192.0.2.31', '192.0.2.32', '192.0.2.33', '192.0.2.34']) expect(await found(term, { ip })).toBeGreaterThan(0);
    expect(await stored(term)).toBeUndefined();
    expect(await suggestions()).not.toContain(term);
  });

  it.each([['的'], ['the'], ['of the'], ['是的']])('a stop word (%s) never becomes a suggestion, though it finds books', async (term) => {
    for (const ip of ['192.0.2.51', '192.0.2.52', '192.0.2.53', '192.0.2.54']) expect(await found(term, { ip })).toBeGreaterThan(0);
    expect(await stored(term)).toBeUndefined();
    expect(await suggestions()).not.toContain(term);
  });

  it('a stop word stored before the list knew it is never drawn, and does not take a place in the pool', async () => {
    // Many searches made 的 and 'the' the most searched terms; the pool is the 40 most searched that may be shown.
    await t.db.insert(searchKeywords).values([
      { keyword: '的', hits: 100_000, clients: 900 },
      { keyword: 'the', hits: 90_000, clients: 800 },
      { keyword: 'a', hits: 80_000, clients: 700 },
      ...Array.from({ length: 40 }, (_, i) => ({ keyword: `popular term ${i}`, hits: 1000 - i, clients: 5 })),
      { keyword: 'forty-first', hits: 10, clients: 5 },
    ]);
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) (await ok<string[]>(t, '/api/common/random/keywords')).forEach((w) => seen.add(w));
    expect([...seen].filter((w) => ['的', 'the', 'a'].includes(w))).toEqual([]);
    // The 40 popular terms are the pool; a draw of 8 from it, 60 times, misses one of them with a chance of about 1 in 700,000.
    expect(seen).toContain('popular term 39');
    expect(seen).not.toContain('forty-first');
  });

  it('counts a client again on a new day, and forgets which clients searched after 30 days', async () => {
    const day = (d: string) => new Date(`${d}T12:00:00Z`);
    await countKeyword(t.db, 'ocean', { ip: '192.0.2.41' }, day('2026-01-01'));
    await countKeyword(t.db, 'ocean', { ip: '192.0.2.41' }, day('2026-01-01'));
    await countKeyword(t.db, 'ocean', { ip: '192.0.2.41' }, day('2026-01-02'));
    expect(await stored('ocean')).toMatchObject({ hits: 2, clients: 1 });
    const rows = await t.db.select().from(searchKeywordClients).where(eq(searchKeywordClients.keyword, 'ocean'));
    // Neither the address nor anything readable is kept.
    expect(rows).toEqual([{ keyword: 'ocean', client: expect.stringMatching(/^[0-9a-f]{32}$/), day: '2026-01-02' }]);
    await countKeyword(t.db, 'weather', { ip: '192.0.2.42' }, day('2026-02-15'));
    expect(await t.db.select().from(searchKeywordClients).where(eq(searchKeywordClients.keyword, 'ocean'))).toEqual([]);
  });

  it('the seed terms are curated: suggested without clients, and seeding marks existing rows', async () => {
    await t.db.insert(searchKeywords).values({ keyword: 'phonics', hits: 500 });
    await seed(t.db);
    expect(await stored('phonics')).toMatchObject({ hits: 500, curated: true });
    let seen = false;
    for (let i = 0; i < 60 && !seen; i++) seen = (await ok<string[]>(t, '/api/common/random/keywords')).includes('phonics');
    expect(seen).toBe(true);
  }, SEED_TIMEOUT);
});
