/**
 * The dictionary lookup (GET /api/picture/word) and the word bank
 * (/api/user/words): add, list, remove; private to its owner; bad input,
 * duplicates, unknown words, the per-user cap and the rate limit.
 */
import { eq } from 'drizzle-orm';

import type { PageOf } from '@/lib/types/paging';
import type { WordBankAddResult, WordBankItem, WordLookup } from '@/lib/types/words';
import { WORD_BANK_LIMIT } from '@/lib/schemas/words';
import { wordBank } from '@/server/db/schema';
import { seed } from '@/server/db/seed';

import { bookId, call, expectLoginRequired, invalid, messages, notFound, ok, SEED_TIMEOUT, UNKNOWN_ID } from './helpers/calls';
import { countRows, createUserWithSession, describeApi, setServerEnv } from './helpers/test-app';

const unknownWord = (lang: 'cn' | 'en' = 'cn') => ({ status: 404, code: 4790, msg: messages[lang].Errors.WORD_UNKNOWN, data: null });
const notOnPage = (lang: 'cn' | 'en' = 'cn') => ({ status: 400, code: 4791, msg: messages[lang].Errors.WORD_NOT_ON_PAGE, data: null });

describeApi('words: dictionary and word bank', (t) => {
  let bears = 0;
  let pip = 0;
  beforeAll(async () => {
    await seed(t.db);
    bears = await bookId(t.db, 'bears-birthday');
    pip = await bookId(t.db, 'where-is-pip');
  }, SEED_TIMEOUT);

  const lookup = (word: string) => ok<WordLookup>(t, `/api/picture/word?word=${encodeURIComponent(word)}`);
  const list = (token: string, page = 1, size = 20) => ok<PageOf<WordBankItem>>(t, `/api/user/words/page/${page}/size/${size}`, { token });
  const add = (token: string, json: unknown, lang: 'cn' | 'en' = 'cn') => call<WordBankAddResult>(t, '/api/user/words', { token, json, lang });

  describe('GET /api/picture/word', () => {
    it('answers the phonetic, parts of speech and Chinese senses of a word, for anyone, cacheable', async () => {
      const res = await t.request('/api/picture/word?word=cake');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('max-age=');
      const data = ((await res.json()) as { data: WordLookup }).data;
      expect(data).toMatchObject({ word: 'cake', kind: 'entry', base: null });
      expect(data.entry?.headword).toBe('cake');
      expect(data.entry?.phonetic).toBeTruthy();
      expect(data.entry?.senses[0]).toEqual({ pos: 'n.', text: expect.stringContaining('蛋糕') });
    });

    it('finds inflected forms through their lemma ("jumped" → jump, "mice" → mouse, "went" → go)', async () => {
      const jumped = await lookup('jumped');
      expect(jumped.word).toBe('jumped');
      expect(jumped.entry?.headword ?? jumped.base?.headword).toBe('jump');
      const mice = await lookup('mice');
      expect(mice.base?.headword).toBe('mouse');
      expect(mice.base?.senses.map((s) => s.text).join()).toContain('老鼠');
      expect((await lookup('went')).entry?.headword).toBe('go');
      expect((await lookup('children')).base?.headword).toBe('child');
    });

    it('strips punctuation and quotes, ignores case, drops a possessive', async () => {
      expect((await lookup('“Hello,')).word).toBe('hello');
      expect((await lookup('BEAR')).entry?.headword).toBe('bear');
      expect((await lookup("Bear's")).entry?.headword).toBe('bear');
      expect((await lookup('Bear’s')).word).toBe('bear');
    });

    it("answers a story character's capitalised name as a name", async () => {
      expect(await lookup('Pip?')).toEqual({ word: 'pip', kind: 'name', entry: null, base: null });
    });

    it('answers 4790 in the caller\'s language for a word it lacks, 400 for no word', async () => {
      for (const lang of ['cn', 'en'] as const) {
        expect(await call(t, '/api/picture/word?word=zqxjv', { lang })).toEqual(unknownWord(lang));
        expect(await call(t, '/api/picture/word?word=...', { lang })).toEqual(unknownWord(lang));
      }
      expect(await call(t, '/api/picture/word?word=', { lang: 'en' })).toEqual(invalid('word', 'en'));
      expect(await call(t, `/api/picture/word?word=${'a'.repeat(65)}`, { lang: 'en' })).toEqual(invalid('word', 'en'));
    });
  });

  describe('/api/user/words', () => {
    it('needs a login for every route', async () => {
      await expectLoginRequired(t, '/api/user/words/page/1/size/20');
      await expectLoginRequired(t, '/api/user/words', { json: { bookId: bears, page: 1, wordIndex: 3 } });
      await expectLoginRequired(t, '/api/user/words/1', { method: 'DELETE' });
    });

    it('adds a word with its book, page, sentence and narration span; lists it; removes it', async () => {
      const me = await createUserWithSession(t.db);
      const added = await add(me.token, { bookId: bears, page: 1, wordIndex: 3 });
      expect(added.status).toBe(200);
      const item = added.data.item;
      expect(added.data.created).toBe(true);
      expect(item).toMatchObject({
        word: 'birthday',
        lemma: 'birthday',
        book: { id: bears, title: "Bear's Birthday" },
        page: 1,
        wordIndex: 3,
        sentence: "Today is Bear's birthday.",
      });
      expect(item.senses.map((s) => s.text).join()).toContain('生日');
      expect(item.audio).toEqual({ src: expect.stringMatching(/\.mp3(\?|$)/), startMs: expect.any(Number), endMs: expect.any(Number) });
      expect(item.audio!.endMs).toBeGreaterThan(item.audio!.startMs);

      // An inflected form is kept as read, with its lemma; the second sentence of the page.
      const runs = (await add(me.token, { bookId: bears, page: 3, wordIndex: 4 })).data.item;
      expect(runs).toMatchObject({ word: 'runs', lemma: 'run', sentence: 'Rabbit runs away fast.' });

      const page = await list(me.token);
      expect(page).toMatchObject({ total: 2, page: 1, size: 20 });
      expect(page.list.map((w) => w.word)).toEqual(['runs', 'birthday']);
      expect((await list(me.token, 2, 1)).list.map((w) => w.word)).toEqual(['birthday']);

      expect(await ok(t, `/api/user/words/${item.id}`, { method: 'DELETE', token: me.token })).toEqual({ id: item.id });
      expect((await list(me.token)).list.map((w) => w.word)).toEqual(['runs']);
      expect(await call(t, `/api/user/words/${item.id}`, { method: 'DELETE', token: me.token })).toEqual(notFound());
    });

    it('keeps a word once: adding it again (from any page) answers the kept one', async () => {
      const me = await createUserWithSession(t.db);
      const first = await add(me.token, { bookId: bears, page: 1, wordIndex: 2 });
      expect(first.data).toMatchObject({ created: true, item: { word: 'bear', lemma: 'bear', sentence: "Today is Bear's birthday." } });
      // "Bear" on page 2 is the same word.
      const again = await add(me.token, { bookId: bears, page: 2, wordIndex: 0 });
      expect(again.data).toMatchObject({ created: false, item: { id: first.data.item.id, page: 1 } });
      expect((await list(me.token)).total).toBe(1);
    });

    it("is private: another user neither sees nor removes my words (404, and the word stays)", async () => {
      const me = await createUserWithSession(t.db);
      const other = await createUserWithSession(t.db);
      const { item } = (await add(me.token, { bookId: bears, page: 1, wordIndex: 3 })).data;
      expect((await list(other.token)).total).toBe(0);
      for (const lang of ['cn', 'en'] as const) {
        expect(await call(t, `/api/user/words/${item.id}`, { method: 'DELETE', token: other.token, lang })).toEqual(notFound(lang));
      }
      expect((await list(me.token)).list.map((w) => w.id)).toEqual([item.id]);
    });

    it('refuses bad input with a translated error and changes nothing', async () => {
      const me = await createUserWithSession(t.db);
      const before = await countRows(t.db, wordBank);
      const cases: [unknown, object][] = [
        [{ bookId: bears, page: 1, wordIndex: -1 }, invalid('wordIndex', 'en')],
        [{ bookId: bears, page: 0, wordIndex: 0 }, invalid('page', 'en')],
        [{ bookId: 'x', page: 1, wordIndex: 0 }, invalid('bookId', 'en')],
        [{ page: 1, wordIndex: 0 }, invalid('bookId', 'en')],
        [{ bookId: UNKNOWN_ID, page: 1, wordIndex: 0 }, notFound('en')],
        [{ bookId: bears, page: 99, wordIndex: 0 }, notFound('en')],
        [{ bookId: bears, page: 1, wordIndex: 999 }, notOnPage('en')],
        // "Pip?" is the story's character: a name, not a dictionary word.
        [{ bookId: pip, page: 1, wordIndex: 2 }, unknownWord('en')],
      ];
      for (const [json, expected] of cases) expect(await add(me.token, json, 'en')).toEqual(expected);
      expect(await add(me.token, { bookId: bears, page: 1, wordIndex: 999 }, 'cn')).toEqual(notOnPage('cn'));
      expect(await call(t, '/api/user/words/page/0/size/20', { token: me.token, lang: 'en' })).toEqual(invalid('page', 'en'));
      expect(await call(t, '/api/user/words/abc', { method: 'DELETE', token: me.token, lang: 'en' })).toEqual(invalid('id', 'en'));
      expect(await countRows(t.db, wordBank)).toBe(before);
    });

    it(`holds at most ${WORD_BANK_LIMIT} words per user`, async () => {
      const me = await createUserWithSession(t.db);
      await t.db.insert(wordBank).values(
        Array.from({ length: WORD_BANK_LIMIT }, (_, i) => ({ userId: me.userId, word: `w${i}`, lemma: 'word', bookId: bears, pageIndex: 1, wordIndex: 0, sentence: 'x' })),
      );
      const full = await add(me.token, { bookId: bears, page: 1, wordIndex: 3 }, 'en');
      expect(full).toEqual({ status: 409, code: 4792, msg: messages.en.Errors.WORD_BANK_FULL.replace('{max}', String(WORD_BANK_LIMIT)), data: null });
      const rows = await t.db.select({ id: wordBank.id }).from(wordBank).where(eq(wordBank.userId, me.userId));
      expect(rows).toHaveLength(WORD_BANK_LIMIT);
    });

    describe('rate limit', () => {
      let restore: () => void;
      beforeAll(() => {
        restore = setServerEnv({ WORD_BANK_ADDS_PER_HOUR: '2' });
      });
      afterAll(() => restore());

      it('allows WORD_BANK_ADDS_PER_HOUR adds per user and hour, then 429', async () => {
        const me = await createUserWithSession(t.db);
        const other = await createUserWithSession(t.db);
        expect((await add(me.token, { bookId: bears, page: 1, wordIndex: 0 })).status).toBe(200);
        expect((await add(me.token, { bookId: bears, page: 1, wordIndex: 1 })).status).toBe(200);
        const third = await add(me.token, { bookId: bears, page: 1, wordIndex: 3 }, 'en');
        expect(third).toMatchObject({ status: 429, msg: messages.en.Errors.TOO_MANY_REQUESTS });
        expect((await list(me.token)).total).toBe(2);
        expect((await add(other.token, { bookId: bears, page: 1, wordIndex: 3 })).status).toBe(200);
      });
    });
  });
});
