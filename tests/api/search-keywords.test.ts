/**
 * GET /api/common/random/keywords: eight distinct suggestions drawn from the
 * forty most searched terms that are curated or that enough distinct clients
 * searched, and the seed that fills them on a fresh install.
 */
import { eq, inArray } from 'drizzle-orm';

import { searchKeywords } from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { SEED_KEYWORDS } from '@/server/db/seed/keywords';

import { countRows, describeApi, envelope, validationMessage } from './helpers/test-app';

const KEYWORDS = '/api/common/random/keywords';

describeApi('keywords', (t) => {
  async function draw(query = '?type=1'): Promise<string[]> {
    const res = await t.request(`${KEYWORDS}${query}`);
    expect(res.status).toBe(200);
    const body = await envelope<string[]>(res);
    expect(body.code).toBe(0);
    return body.data;
  }

  it('returns an empty list before anything is seeded', async () => {
    expect(await draw()).toEqual([]);
  });

  it('seeds every starting keyword once, and seeding again changes nothing', async () => {
    await seed(t.db);
    expect(await countRows(t.db, searchKeywords)).toBe(SEED_KEYWORDS.length);
    await t.db.update(searchKeywords).set({ hits: 999 }).where(eq(searchKeywords.keyword, 'phonics'));
    await seed(t.db);
    expect(await countRows(t.db, searchKeywords)).toBe(SEED_KEYWORDS.length);
    const [row] = await t.db.select().from(searchKeywords).where(eq(searchKeywords.keyword, 'phonics'));
    expect(row.hits).toBe(999);
  });

  it('returns 8 distinct keywords that all exist in search_keywords', async () => {
    const words = await draw();
    expect(words).toHaveLength(8);
    expect(new Set(words).size).toBe(8);
    words.forEach((w) => expect(typeof w).toBe('string'));
    const found = await t.db.select().from(searchKeywords).where(inArray(searchKeywords.keyword, words));
    expect(found).toHaveLength(8);
  });

  it('defaults to type 1 when no type is given', async () => {
    expect(await draw('')).toHaveLength(8);
  });

  it('draws only from the 40 most searched terms, and not always the same 8', async () => {
    const rare = Array.from({ length: 20 }, (_, i) => ({ keyword: `rare term ${i}`, hits: 0, clients: 5 }));
    await t.db.insert(searchKeywords).values(rare);
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) (await draw()).forEach((w) => seen.add(w));
    expect([...seen].filter((w) => w.startsWith('rare term'))).toEqual([]);
    expect(seen.size).toBeGreaterThan(8);
  });

  it('keeps a term that few clients searched out of the pool, however many hits it has', async () => {
    await t.db.insert(searchKeywords).values({ keyword: 'pushed by one', hits: 10_000, clients: 2 });
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) (await draw()).forEach((w) => seen.add(w));
    expect(seen).not.toContain('pushed by one');
  });

  it('lets a newly popular term into the pool', async () => {
    await t.db.insert(searchKeywords).values({ keyword: 'trending now', hits: 10_000, clients: 3 });
    let seen = false;
    for (let i = 0; i < 80 && !seen; i++) seen = (await draw()).includes('trending now');
    expect(seen).toBe(true);
  });

  it.each([['abc'], ['0'], ['1.5'], ['10']])('refuses type=%s with 400, code 4000, naming "type"', async (type) => {
    const res = await t.request(`${KEYWORDS}?type=${type}`, { headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(400);
    expect(await envelope(res)).toEqual({ code: 4000, msg: validationMessage('en', 'type'), data: null });
  });
});
