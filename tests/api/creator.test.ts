/**
 * The AI picture book (issue #15): a logged-in user describes a story and the
 * built-in composer makes a private book in the background (pictures,
 * narration with word timings), with progress; a cancelled or failed
 * creation leaves no book and no files; the author edits a page (narrated
 * again), publishes it (choosing what to do with the child's name; never
 * from a child's account), unpublishes and deletes it. Nobody else can read
 * a private book or its files. The OpenAI-compatible adapter is checked
 * against a fake service on this machine.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';

import type { BookCard, BookDetail, ReaderPage } from '@/lib/types/books';
import type { CreatedBook, CreationState, StoryRequestInput } from '@/lib/types/creator';
import type { PageOf } from '@/lib/types/paging';
import { bookCreations, books } from '@/server/db/schema';
import { decodeMp3, loadReferenceAudio } from '@/server/providers/speech/reference';
import { createOpenAiStoryProvider } from '@/server/providers/story/openai';
import { localStoryProvider } from '@/server/providers/story/local/composer';
import { StoryProviderError, type StoryProvider } from '@/server/providers/story/types';
import { stopNarrator } from '@/server/providers/story/narration/narrator';
import { createUploadsApp } from '@/server/web/uploads';
import { getStorage, keyOfPublicUrl } from '@/server/providers/storage';
import { anonymiseDueAccounts } from '@/server/services/account/anonymise';
import { settleCreations, startCreation } from '@/server/services/creator/creations';

import { createAccount, SAME_ORIGIN, type TestAccount } from './helpers/account';
import { call, expectLoginRequired, invalid, messages, notFound, ok } from './helpers/calls';
import { describeApi, setServerEnv } from './helpers/test-app';

const REQUEST: StoryRequestInput = { theme: 'park', childName: 'Mia', words: ['apple', 'jump', 'happy', 'xqzzy'], level: 'B', pages: 4 };
/** Narrating a 4-page book takes some seconds on a loaded machine. */
const CREATION_TIMEOUT = 180_000;
const PORT = 3511;

describeApi('AI picture book', (t) => {
  let uploadDir: string;
  let restoreEnv: () => void;
  let media: ReturnType<typeof createUploadsApp>;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'sprout-creator-test-'));
    restoreEnv = setServerEnv({ UPLOAD_DIR: uploadDir, STORY_CREATIONS_PER_HOUR: '100', STORY_CREATIONS_PER_DAY: '100' });
    media = createUploadsApp(async () => t.db);
  });
  afterAll(async () => {
    await settleCreations();
    await stopNarrator();
    restoreEnv();
    await rm(uploadDir, { recursive: true, force: true });
  });

  const storedFiles = async () => (await readdir(path.join(uploadDir, 'picbooks')).catch(() => [] as string[])).filter((n) => !n.includes('.partial'));
  const fetchMedia = (url: string, token?: string) => media.request(url, { headers: token ? { cookie: `user_token=${token}` } : {} });

  async function waitFor(token: string, id: number): Promise<CreationState> {
    await settleCreations();
    return ok<CreationState>(t, `/api/picture/creator/creation/${id}`, { token });
  }

  async function createBook(owner: TestAccount, input: StoryRequestInput = REQUEST): Promise<{ state: CreationState; bookId: number }> {
    const started = await ok<CreationState>(t, '/api/picture/creator/create', { token: owner.token, json: input });
    expect(started).toMatchObject({ status: 'running', provider: 'local', pagesTotal: input.pages, bookId: null });
    const state = await waitFor(owner.token, started.id);
    expect(state.status).toBe('done');
    return { state, bookId: state.bookId! };
  }

  it('needs a login, and checks every field with a translated message', async () => {
    await expectLoginRequired(t, '/api/picture/creator/create', { method: 'POST', json: REQUEST });
    await expectLoginRequired(t, '/api/picture/creator/books');
    const a = await createAccount(t.db);
    expect(await call(t, '/api/picture/creator/create', { token: a.token, json: { ...REQUEST, theme: 'moon' } })).toEqual(invalid('theme'));
    expect(await call(t, '/api/picture/creator/create', { token: a.token, json: { ...REQUEST, childName: '小明' } })).toEqual(invalid('childName'));
    expect(await call(t, '/api/picture/creator/create', { token: a.token, json: { ...REQUEST, pages: 13 }, lang: 'en' })).toEqual(invalid('pages', 'en'));
    expect(await call(t, '/api/picture/creator/create', { token: a.token, json: { ...REQUEST, words: Array(9).fill('cat') } })).toEqual(invalid('words'));
    expect(await call(t, '/api/picture/creator/create', { token: a.token, json: { ...REQUEST, level: 'Z' } })).toEqual(invalid('level'));
    expect(await t.db.select().from(bookCreations).where(eq(bookCreations.userId, a.userId))).toEqual([]);
  });

  it(
    'creates a private book: progress, words used or reported, pictures, narration with word timings; nobody else can read it or its files',
    async () => {
      const owner = await createAccount(t.db);
      const other = await createAccount(t.db);
      const { state, bookId } = await createBook(owner);
      expect(state).toMatchObject({ pagesComposed: 4, pagesNarrated: 4, unplaced: [
          { word: 'happy', reason: 'no-room' },
          { word: 'xqzzy', reason: 'unknown' },
        ],
      });

      const detail = await ok<BookDetail>(t, `/api/picture/book/detail/${bookId}`, { token: owner.token });
      expect(detail).toMatchObject({ listed: false, mine: true, level: 'B', pageCount: 4 });
      const pages = await ok<ReaderPage[]>(t, `/api/picture/book/read/${bookId}`, { token: owner.token });
      const text = pages.map((p) => p.text).join(' ');
      for (const word of ['apple', 'jump']) expect(text.toLowerCase()).toMatch(new RegExp(`\\b${word}\\b`));
      expect(text).toContain('Mia');
      for (const page of pages) {
        expect(page.textCn).toMatch(/[\u4e00-\u9fff]/);
        // one timing per word the reader shows, in order, inside the narration
        const tokens = page.text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w));
        expect(page.words).toHaveLength(tokens.length);
        page.words.forEach((w, i) => {
          expect(w.word).toBe(tokens[i].replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, ''));
          expect(w.endMs).toBeGreaterThan(w.startMs);
          if (i) expect(w.startMs).toBeGreaterThanOrEqual(page.words[i - 1].endMs);
        });
        expect(page.words.at(-1)!.endMs).toBeLessThanOrEqual(page.audio.durationMs);
        expect(page.audio.src).toMatch(/^\/media\/uploads\/picbooks\/[0-9a-f]{32}\.mp3$/);
        expect(page.image.large).toMatch(/^\/media\/uploads\/picbooks\/[0-9a-f]{32}\.webp$/);
      }
      // the speech scorer decodes the narration as the reference of a dubbing
      const reference = await loadReferenceAudio(pages[0].audio.src);
      expect(reference.samples.length / reference.sampleRate).toBeGreaterThan(0.8);

      // files: the owner gets them, anyone else a 404
      const picture = await fetchMedia(pages[0].image.large, owner.token);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
      expect(picture.headers.get('cache-control')).toBe('private, no-cache');
      const audio = await fetchMedia(pages[0].audio.src, owner.token);
      expect(audio.headers.get('content-type')).toBe('audio/mpeg');
      expect((await decodeMp3(new Uint8Array(await audio.arrayBuffer()))).samples.length).toBeGreaterThan(0);
      expect((await fetchMedia(pages[0].image.large, other.token)).status).toBe(404);
      expect((await fetchMedia(pages[0].audio.src)).status).toBe(404);

      // the book: 404 for others and visitors, and in no list
      expect(await call(t, `/api/picture/book/detail/${bookId}`, { token: other.token })).toEqual(notFound());
      expect(await call(t, `/api/picture/book/read/${bookId}`)).toEqual(notFound());
      expect(await call(t, `/api/picture/book/like?bookId=${bookId}`, { token: other.token, json: {} })).toEqual(notFound());
      expect(await call(t, '/api/picture/dubbing/start', { token: other.token, json: { bookId } })).toEqual(notFound());
      const library = await ok<PageOf<BookCard>>(t, '/api/picture/book/page/1/size/50?level=B');
      expect(library.list.map((b) => b.id)).not.toContain(bookId);
      const mine = await ok<CreatedBook[]>(t, '/api/picture/creator/books', { token: owner.token });
      expect(mine).toEqual([expect.objectContaining({ id: bookId, listed: false, childName: 'Mia', containsChildName: true })]);
      expect(await ok<CreatedBook[]>(t, '/api/picture/creator/books', { token: other.token })).toEqual([]);
    },
    CREATION_TIMEOUT,
  );

  it(
    'edits a page (narrated again), publishes with the child’s name replaced, unpublishes and deletes with its files',
    async () => {
      const owner = await createAccount(t.db, { nickname: 'Parent Lin' });
      const other = await createAccount(t.db);
      const child = await createAccount(t.db, { isChild: true });
      const { bookId } = await createBook(owner, { ...REQUEST, theme: 'ocean', words: ['shell'], pages: 4 });
      const before = await ok<ReaderPage[]>(t, `/api/picture/book/read/${bookId}`, { token: owner.token });

      // edit: text and translation; new narration and timings, the old narration file gone
      const edit = { text: 'Mia waves at the big blue sea.', textCn: 'Mia向蓝色的大海挥手。' };
      expect(await call(t, `/api/picture/creator/book/${bookId}/page/2`, { method: 'PUT', token: other.token, json: edit })).toEqual(notFound());
      expect(await call(t, `/api/picture/creator/book/${bookId}/page/2`, { method: 'PUT', token: owner.token, json: { text: '', textCn: 'x' } })).toEqual(invalid('text'));
      const edited = await ok<ReaderPage>(t, `/api/picture/creator/book/${bookId}/page/2`, { method: 'PUT', token: owner.token, json: edit });
      expect(edited).toMatchObject(edit);
      expect(edited.words.map((w) => w.word)).toEqual(['Mia', 'waves', 'at', 'the', 'big', 'blue', 'sea']);
      expect(edited.audio.src).not.toBe(before[1].audio.src);
      expect(await getStorage().stat(keyOfPublicUrl(before[1].audio.src)!)).toBeNull();
      const after = await ok<ReaderPage[]>(t, `/api/picture/book/read/${bookId}`, { token: owner.token });
      expect(after[1]).toMatchObject({ ...edit, audio: edited.audio });

      // publishing: a child's account cannot; the child's name needs a choice
      expect(await call(t, `/api/picture/creator/book/${bookId}/publish`, { token: child.token, json: {} })).toMatchObject({ status: 403, msg: messages.cn.Errors.BOOK_PUBLISH_CHILD });
      expect(await call(t, `/api/picture/creator/book/${bookId}/publish`, { token: owner.token, json: {}, lang: 'en' })).toMatchObject({
        status: 409,
        msg: messages.en.Errors.BOOK_NAME_CHOICE_REQUIRED,
      });
      await ok(t, `/api/picture/creator/book/${bookId}/publish`, { token: owner.token, json: { childName: 'replace' } });
      const published = await ok<ReaderPage[]>(t, `/api/picture/book/read/${bookId}`, { token: other.token });
      expect(published.map((p) => p.text).join(' ')).not.toMatch(/\bMia\b/);
      expect(published[1].text).toBe('Sam waves at the big blue sea.');
      expect(published[1].words[0].word).toBe('Sam');
      const detail = await ok<BookDetail>(t, `/api/picture/book/detail/${bookId}`, { token: other.token });
      expect(detail).toMatchObject({ listed: true, mine: false, author: 'Parent Lin', title: 'Sam and Shelly by the Sea' });
      const library = await ok<PageOf<BookCard>>(t, '/api/picture/book/page/1/size/50?level=B');
      expect(library.list.map((b) => b.id)).toContain(bookId);
      expect((await fetchMedia(published[0].image.large)).status).toBe(200);

      // unpublish: private again, files too
      await ok(t, `/api/picture/creator/book/${bookId}/unpublish`, { token: owner.token, json: {} });
      expect(await call(t, `/api/picture/book/detail/${bookId}`, { token: other.token })).toEqual(notFound());
      expect((await fetchMedia(published[0].image.large)).status).toBe(404);

      // delete: the book and every file it had
      const filesBefore = await storedFiles();
      expect(await call(t, `/api/picture/creator/book/${bookId}`, { method: 'DELETE', token: other.token })).toEqual(notFound());
      await ok(t, `/api/picture/creator/book/${bookId}`, { method: 'DELETE', token: owner.token });
      expect(await t.db.select().from(books).where(eq(books.id, bookId))).toEqual([]);
      const gone = [...published.flatMap((p) => [p.image.large, p.image.small, p.audio.src]), detail.cover, detail.coverLarge].map((u) => keyOfPublicUrl(u)!.split('/')[1]);
      const filesAfter = await storedFiles();
      expect(filesAfter.filter((f) => gone.includes(f))).toEqual([]);
      expect(filesBefore.length - filesAfter.length).toBe(gone.length);
    },
    CREATION_TIMEOUT * 2,
  );

  it(
    'a cancelled creation and a failed one leave no book and no files, with a translated message',
    async () => {
      const owner = await createAccount(t.db);
      const filesBefore = (await storedFiles()).length;
      const booksBefore = (await t.db.select({ id: books.id }).from(books)).length;

      const started = await ok<CreationState>(t, '/api/picture/creator/create', { token: owner.token, json: { ...REQUEST, pages: 8 } });
      expect(await call(t, '/api/picture/creator/create', { token: owner.token, json: REQUEST })).toMatchObject({ status: 409, msg: messages.cn.Errors.CREATION_RUNNING });
      const cancelled = await ok<CreationState>(t, `/api/picture/creator/creation/${started.id}/cancel`, { token: owner.token, json: {} });
      expect(cancelled).toMatchObject({ status: 'cancelled', bookId: null });
      expect(await call(t, `/api/picture/creator/creation/${started.id}/cancel`, { token: owner.token, json: {} })).toMatchObject({ status: 409 });

      // a generator that fails after the first pictures were stored
      const failing: StoryProvider = {
        ...localStoryProvider,
        async drawPicture(draft, request, index, signal) {
          if (index === 3) throw new StoryProviderError('the picture service broke', 'malformed');
          return localStoryProvider.drawPicture(draft, request, index, signal);
        },
      };
      const failed = await startCreation(t.db, owner.userId, REQUEST, failing);
      const state = await waitFor(owner.token, failed.id);
      expect(state).toMatchObject({ status: 'failed', error: 'CREATION_BAD_ANSWER', bookId: null });
      expect(messages.en.Errors.CREATION_BAD_ANSWER).toContain('no book was made');

      expect((await storedFiles()).length).toBe(filesBefore);
      expect((await t.db.select({ id: books.id }).from(books)).length).toBe(booksBefore);
      expect(await call(t, `/api/picture/creator/creation/${failed.id}`, { token: (await createAccount(t.db)).token })).toEqual(notFound());
    },
    CREATION_TIMEOUT,
  );

  it(
    'with an OpenAI-compatible service that answers malformed JSON: a clear translated error and no book',
    async () => {
      const fake = createServer((req, res) => {
        req.resume();
        req.on('end', () => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ choices: [{ message: { content: '{"title": "no pages"}' } }] }));
        });
      });
      await new Promise<void>((resolve) => fake.listen(PORT + 1, '127.0.0.1', resolve));
      const restore = setServerEnv({
        STORY_PROVIDER: 'openai',
        STORY_OPENAI_BASE_URL: `http://127.0.0.1:${PORT + 1}/v1`,
        STORY_OPENAI_API_KEY: 'sk-secret-test-key',
        STORY_OPENAI_TEXT_MODEL: 'story-1',
        STORY_OPENAI_IMAGE_MODEL: 'paint-1',
      });
      try {
        const owner = await createAccount(t.db);
        expect(await ok(t, '/api/picture/creator/options', { token: owner.token })).toMatchObject({ provider: 'openai' });
        const booksBefore = (await t.db.select({ id: books.id }).from(books)).length;
        const started = await ok<CreationState>(t, '/api/picture/creator/create', { token: owner.token, json: REQUEST });
        expect(started.provider).toBe('openai');
        const state = await waitFor(owner.token, started.id);
        expect(state).toMatchObject({ status: 'failed', error: 'CREATION_BAD_ANSWER', bookId: null });
        expect((await t.db.select({ id: books.id }).from(books)).length).toBe(booksBefore);
      } finally {
        restore();
        await new Promise<void>((resolve) => fake.close(() => resolve()));
      }
    },
    CREATION_TIMEOUT,
  );

  it(
    'a cancelled account’s created books go with it, files and all, when it is anonymised',
    async () => {
      const owner = await createAccount(t.db);
      const { bookId } = await createBook(owner, { ...REQUEST, words: ['apple'] });
      const pages = await ok<ReaderPage[]>(t, `/api/picture/book/read/${bookId}`, { token: owner.token });
      const res = await t.request('/api/user/cancellationApplicationNew', {
        method: 'POST',
        json: { account: owner.phone, reasonCode: 'other', agreed: true },
        headers: { token: owner.token, ...SAME_ORIGIN },
      });
      expect(res.status).toBe(200);
      expect(await anonymiseDueAccounts(t.db, new Date(Date.now() + 30 * 86_400_000))).toBeGreaterThanOrEqual(1);
      expect(await t.db.select().from(books).where(eq(books.id, bookId))).toEqual([]);
      expect(await t.db.select().from(bookCreations).where(eq(bookCreations.userId, owner.userId))).toEqual([]);
      for (const page of pages) expect(await getStorage().stat(keyOfPublicUrl(page.audio.src)!)).toBeNull();
    },
    CREATION_TIMEOUT,
  );

  it('limits creations per hour', async () => {
    const restore = setServerEnv({ STORY_CREATIONS_PER_HOUR: '1' });
    try {
      const owner = await createAccount(t.db);
      await t.db.insert(bookCreations).values({ userId: owner.userId, input: REQUEST, provider: 'local', pagesTotal: 4, status: 'done' });
      expect(await call(t, '/api/picture/creator/create', { token: owner.token, json: REQUEST, lang: 'en' })).toMatchObject({ status: 429, msg: messages.en.Errors.CREATION_LIMIT });
    } finally {
      restore();
    }
  });
});

describe('OpenAI-compatible story generator (a fake service on this machine)', () => {
  let server: Server;
  let answer: () => unknown;
  const seen: { path: string; body: { model: string } }[] = [];
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        seen.push({ path: req.url ?? '', body: JSON.parse(body) });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(req.url === '/v1/images/generations' ? { data: [{ b64_json: PNG.toString('base64') }] } : answer()));
      });
    });
    await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = () =>
    createOpenAiStoryProvider({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, apiKey: 'sk-test', textModel: 'story-1', imageModel: 'paint-1' });
  const request = { theme: 'park' as const, childName: 'Mia', words: [{ word: 'apple', wordClass: 'noun' as const, form: 'base' as const, cn: '苹果' }], level: 'A', pages: 2 };
  const story = { title: 'Mia and the Apple', titleCn: 'Mia和苹果', pages: [{ text: 'Mia has an apple.', textCn: 'Mia有一个苹果。' }, { text: 'She eats it.', textCn: '她吃掉了它。' }] };

  it('writes the story from chat completions and draws pictures from the images endpoint', async () => {
    answer = () => ({ choices: [{ message: { content: JSON.stringify(story) } }] });
    const draft = await provider().writeStory(request, new AbortController().signal);
    expect(draft).toMatchObject({ title: 'Mia and the Apple', pages: story.pages, unplaced: [] });
    const picture = await provider().drawPicture(draft, request, 1, new AbortController().signal);
    expect(picture.equals(PNG)).toBe(true);
    expect(seen.map((s) => [s.path, s.body.model])).toEqual([
      ['/v1/chat/completions', 'story-1'],
      ['/v1/images/generations', 'paint-1'],
    ]);
  });

  it('refuses a malformed answer with a clear error, so no book is made', async () => {
    for (const bad of [{ choices: [{ message: { content: 'Once upon a time' } }] }, { choices: [{ message: { content: JSON.stringify({ title: 'x', pages: [] }) } }] }, { nothing: true }]) {
      answer = () => bad;
      await expect(provider().writeStory(request, new AbortController().signal)).rejects.toMatchObject({ name: 'StoryProviderError', kind: 'malformed' });
    }
    answer = () => ({ choices: [{ message: { content: JSON.stringify({ ...story, pages: story.pages.slice(0, 1) }) } }] });
    await expect(provider().writeStory(request, new AbortController().signal)).rejects.toThrow('story has 1 pages, not 2');
  });
});
