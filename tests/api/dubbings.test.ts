/**
 * Dubbing a picture book (issue #15): a draft per user and book, one WAV per
 * page checked by its content (16 kHz mono PCM16, 0.3-30 s, at most
 * 1,000,000 bytes) and scored against the page's narration, a finish that
 * needs every page, the files served from /media/uploads under unguessable
 * keys, who may see a dubbing (owner; others only for a public, non-child
 * profile with no block between), likes and comments on it, and deletion by
 * its owner with its audio.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { and, eq } from 'drizzle-orm';

import { DUBBING_PAGE_MAX_BYTES } from '@/lib/constants/dubbings';
import type { CommentItem } from '@/lib/types/comments';
import type { DubbingCard, DubbingDetail, DubbingPageResult } from '@/lib/types/dubbings';
import type { InboxMessage } from '@/lib/types/messages';
import type { PageOf } from '@/lib/types/paging';
import type { ReactionResult } from '@/lib/types/reactions';
import type { UserSquare } from '@/lib/types/social';
import { cancellationApplications, comments, dubbingPages, dubbings, reactions, userUploads, users } from '@/server/db/schema';
import { anonymiseDueAccounts } from '@/server/services/account/anonymise';
import { seed } from '@/server/db/seed';
import { createUploadsApp } from '@/server/web/uploads';

import { createAccount, multipart, SAME_ORIGIN, type TestAccount } from './helpers/account';
import { bookId, call, expectLoginRequired, invalid, messages, notFound, ok, SEED_TIMEOUT, userNotFound, type Locale } from './helpers/calls';
import { describeApi, envelope, setServerEnv } from './helpers/test-app';

const BOOK = 'where-is-pip'; // level A, 8 pages
const PAGES = 8;
const UPLOAD = '/api/picture/dubbing/page/upload';
const KEY_URL = /^\/media\/uploads\/dubbings\/[0-9a-f]{32}\.wav$/;
const FIXTURE = path.join(__dirname, '../fixtures/audio/where-is-pip-p01.wav');
/** Tests that score all 8 pages: the first decodes every page's narration (cached after), slow on a loaded machine. */
const SCORING_TIMEOUT = 240_000;

/** A WAV with the given format and `seconds` of a quiet tone (the header is the usual 44 bytes). */
function wav(seconds: number, { rate = 16_000, channels = 1, bits = 16 } = {}): Buffer {
  const frames = Math.round(seconds * rate);
  const bytesPerSample = bits / 8;
  const dataSize = frames * channels * bytesPerSample;
  const out = Buffer.alloc(44 + dataSize);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(36 + dataSize, 4);
  out.write('WAVE', 8, 'latin1');
  out.write('fmt ', 12, 'latin1');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(channels, 22);
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * channels * bytesPerSample, 28);
  out.writeUInt16LE(channels * bytesPerSample, 32);
  out.writeUInt16LE(bits, 34);
  out.write('data', 36, 'latin1');
  out.writeUInt32LE(dataSize, 40);
  if (bits === 16) {
    for (let i = 0; i < frames * channels; i++) out.writeInt16LE(Math.round(3000 * Math.sin((i * 2 * Math.PI * 220) / rate)), 44 + i * 2);
  }
  return out;
}

const fileOf = (bytes: Uint8Array, name = 'take.wav', type = 'audio/wav') => new File([new Uint8Array(bytes)], name, { type });

describeApi('dubbing', (t) => {
  let uploadDir: string;
  let restoreEnv: () => void;
  let book: number;
  let reading: Buffer;
  const media = createUploadsApp();
  /** A recording as the browser fetches it: with the viewer's session cookie, if any. */
  const audio = (url: string, token?: string, headers: Record<string, string> = {}) =>
    media.request(url, { headers: { ...headers, ...(token ? { cookie: `user_token=${token}` } : {}) } });

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'sprout-dubbing-test-'));
    restoreEnv = setServerEnv({ UPLOAD_DIR: uploadDir, DUBBING_UPLOADS_PER_HOUR: '1000' });
    await seed(t.db);
    book = await bookId(t.db, BOOK);
    reading = await readFile(FIXTURE);
  }, SEED_TIMEOUT);
  afterAll(async () => {
    restoreEnv();
    await rm(uploadDir, { recursive: true, force: true });
  });

  const start = (token: string) => ok<DubbingDetail>(t, '/api/picture/dubbing/start', { token, json: { bookId: book } });

  async function upload(token: string, dubbingId: number | string, page: number | string, file: Blob, lang: Locale = 'en') {
    const { body, headers } = await multipart({ file });
    const res = await t.request(`${UPLOAD}?dubbingId=${dubbingId}&page=${page}`, {
      method: 'POST',
      body,
      headers: { token, 'accept-language': lang, ...SAME_ORIGIN, ...headers },
    });
    return { status: res.status, ...(await envelope<DubbingPageResult>(res)) };
  }

  async function uploadOk(token: string, dubbingId: number, page: number, bytes: Uint8Array = reading): Promise<DubbingPageResult> {
    const answer = await upload(token, dubbingId, page, fileOf(bytes));
    if (answer.status !== 200) throw new Error(`upload answered ${answer.status} ${JSON.stringify(answer)}`);
    return answer.data;
  }

  /** A finished dubbing of the book by `owner`. */
  async function finished(owner: TestAccount): Promise<DubbingDetail> {
    const draft = await start(owner.token);
    for (let page = 1; page <= PAGES; page++) await uploadOk(owner.token, draft.id, page);
    return ok<DubbingDetail>(t, '/api/picture/dubbing/finish', { token: owner.token, json: { dubbingId: draft.id } });
  }

  async function storedFiles(): Promise<string[]> {
    return (await readdir(path.join(uploadDir, 'dubbings')).catch(() => [] as string[])).filter((n) => !n.includes('.partial')).sort();
  }

  const refusal = (name: keyof typeof messages.en.Errors, status: number, code: number, lang: Locale = 'en', params: Record<string, string> = {}) => ({
    status,
    code,
    msg: Object.entries(params).reduce((m, [k, v]) => m.replace(`{${k}}`, v), messages[lang].Errors[name] as string),
    data: null,
  });

  it('visitors are refused the recording routes', async () => {
    await expectLoginRequired(t, '/api/picture/dubbing/start', { method: 'POST', json: { bookId: 1 } });
    await expectLoginRequired(t, `${UPLOAD}?dubbingId=1&page=1`, { method: 'POST' });
    await expectLoginRequired(t, '/api/picture/dubbing/finish', { method: 'POST', json: { dubbingId: 1 } });
    await expectLoginRequired(t, '/api/picture/dubbing/like?dubbingId=1', { method: 'POST', json: {} });
    await expectLoginRequired(t, '/api/picture/dubbing/1', { method: 'DELETE' });
  });

  it('start makes one draft per user and book and resumes it; an unknown book is 404', async () => {
    const a = await createAccount(t.db);
    const first = await start(a.token);
    expect(first).toMatchObject({ book: { id: book, pageCount: PAGES }, scores: null, finishedAt: null, pages: [], mine: true, liked: false, shared: false });
    expect((await start(a.token)).id).toBe(first.id);
    expect(await call(t, '/api/picture/dubbing/start', { token: a.token, json: { bookId: 999_999 } })).toEqual(notFound());
    expect(await call(t, '/api/picture/dubbing/start', { token: a.token, json: { bookId: 'x' } })).toEqual(invalid('bookId'));
  });

  describe('upload validation: refused uploads store nothing', () => {
    it('refuses what is not a 16 kHz mono PCM16 WAV, too short, too long, too big, a page out of range and someone else’s draft', async () => {
      const a = await createAccount(t.db);
      const b = await createAccount(t.db);
      const draft = await start(a.token);
      const before = await storedFiles();

      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      expect(await upload(a.token, draft.id, 1, fileOf(png, 'take.wav'))).toEqual(refusal('DUBBING_AUDIO_INVALID', 415, 4770));
      expect(await upload(a.token, draft.id, 1, fileOf(Buffer.from('hello, this is not audio at all'), 'x.wav'), 'cn')).toEqual(
        refusal('DUBBING_AUDIO_INVALID', 415, 4770, 'cn'),
      );
      expect(await upload(a.token, draft.id, 1, fileOf(wav(2, { channels: 2 })))).toEqual(refusal('DUBBING_AUDIO_INVALID', 415, 4770));
      expect(await upload(a.token, draft.id, 1, fileOf(wav(2, { rate: 44_100 })))).toEqual(refusal('DUBBING_AUDIO_INVALID', 415, 4770));
      expect(await upload(a.token, draft.id, 1, fileOf(wav(2, { bits: 8 })))).toEqual(refusal('DUBBING_AUDIO_INVALID', 415, 4770));
      expect(await upload(a.token, draft.id, 1, fileOf(wav(0.1)))).toEqual(refusal('DUBBING_AUDIO_EMPTY', 400, 4773));
      // 31 s is under the byte cap (992,044 bytes) but over the 30 s page limit.
      const long = wav(31);
      expect(long.byteLength).toBeLessThan(DUBBING_PAGE_MAX_BYTES);
      expect(await upload(a.token, draft.id, 1, fileOf(long))).toEqual(refusal('DUBBING_AUDIO_TOO_LONG', 400, 4772, 'en', { seconds: '30' }));
      const big = Buffer.concat([wav(1), Buffer.alloc(DUBBING_PAGE_MAX_BYTES)]);
      expect(await upload(a.token, draft.id, 1, fileOf(big))).toEqual(refusal('DUBBING_AUDIO_TOO_LARGE', 413, 4771));

      expect(await upload(a.token, draft.id, PAGES + 1, fileOf(reading))).toEqual(refusal('DUBBING_PAGE_INVALID', 400, 4774));
      expect(await upload(a.token, draft.id, 0, fileOf(reading))).toEqual(invalid('page', 'en'));
      expect(await upload(b.token, draft.id, 1, fileOf(reading))).toEqual(notFound('en'));
      expect(await upload(a.token, 999_999, 1, fileOf(reading))).toEqual(notFound('en'));

      // A body without the multipart `file`, and a raw body, are refused too.
      const { body, headers } = await multipart({ note: 'no file' });
      const noFile = await t.request(`${UPLOAD}?dubbingId=${draft.id}&page=1`, { method: 'POST', body, headers: { token: a.token, 'accept-language': 'en', ...SAME_ORIGIN, ...headers } });
      expect({ status: noFile.status, ...(await envelope(noFile)) }).toEqual(invalid('file', 'en'));
      const raw = await t.request(`${UPLOAD}?dubbingId=${draft.id}&page=1`, { method: 'POST', body: new Uint8Array(reading), headers: { token: a.token, 'content-type': 'audio/wav', ...SAME_ORIGIN } });
      expect(raw.status).toBe(415);

      expect(await storedFiles()).toEqual(before);
      expect(await t.db.select().from(dubbingPages).where(eq(dubbingPages.dubbingId, draft.id))).toEqual([]);
    });
  });

  it('scores a page, stores the score and the file under an unguessable key, serves it with ranges, and a new take replaces the old', async () => {
    const a = await createAccount(t.db);
    const draft = await start(a.token);
    const result = await uploadOk(a.token, draft.id, 1);
    expect(result.audio).toMatch(KEY_URL);
    for (const s of [result.accuracy, result.fluency, result.integrity]) {
      expect(Number.isInteger(s)).toBe(true);
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(100);
    }
    expect(result.tips.length).toBeGreaterThanOrEqual(1);
    expect(result.durationMs).toBeGreaterThan(1000);
    const key = result.audio.replace('/media/uploads/', '');
    const [row] = await t.db.select().from(dubbingPages).where(eq(dubbingPages.dubbingId, draft.id));
    expect(row).toMatchObject({ page: 1, storageKey: key, bytes: reading.byteLength, accuracy: result.accuracy, fluency: result.fluency, integrity: result.integrity, tips: result.tips, weakWords: result.weakWords });
    expect(await t.db.select({ kind: userUploads.kind, userId: userUploads.userId }).from(userUploads).where(eq(userUploads.storageKey, key))).toEqual([{ kind: 'dubbing', userId: a.userId }]);

    // A draft's recording is the owner's alone: the unguessable URL is not enough.
    expect((await audio(result.audio)).status).toBe(404);
    const served = await audio(result.audio, a.token);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, no-cache');
    expect(served.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await served.arrayBuffer()).equals(reading)).toBe(true);
    const part = await audio(result.audio, a.token, { range: 'bytes=0-43' });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1', 0, 4)).toBe('RIFF');

    // The draft resumes with the page; a second take replaces the first and its file.
    expect((await start(a.token)).pages).toEqual([result]);
    const again = await uploadOk(a.token, draft.id, 1);
    expect(again.audio).not.toBe(result.audio);
    expect((await audio(result.audio, a.token)).status).toBe(404);
    expect((await audio(again.audio, a.token)).status).toBe(200);
    expect(await t.db.select().from(dubbingPages).where(eq(dubbingPages.dubbingId, draft.id))).toHaveLength(1);
    expect(await t.db.select().from(userUploads).where(eq(userUploads.storageKey, key))).toEqual([]);
  });

  it('finish refuses missing pages, then gives the whole scores; a finished dubbing takes no more uploads and a new start is a new draft', async () => {
    const a = await createAccount(t.db);
    const draft = await start(a.token);
    for (const page of [1, 2, 3, 5, 6, 7]) await uploadOk(a.token, draft.id, page);
    expect(await call(t, '/api/picture/dubbing/finish', { token: a.token, json: { dubbingId: draft.id }, lang: 'en' })).toEqual(
      refusal('DUBBING_PAGES_MISSING', 409, 4776, 'en', { pages: '4, 8' }),
    );
    const b = await createAccount(t.db);
    expect(await call(t, '/api/picture/dubbing/finish', { token: b.token, json: { dubbingId: draft.id } })).toEqual(notFound());
    await uploadOk(a.token, draft.id, 4);
    await uploadOk(a.token, draft.id, 8);
    const done = await ok<DubbingDetail>(t, '/api/picture/dubbing/finish', { token: a.token, json: { dubbingId: draft.id } });
    expect(done.finishedAt).not.toBeNull();
    expect(done.pages.map((p) => p.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Every page is the same reading here, weighted means of equal pages are that page's scores within rounding.
    for (const k of ['accuracy', 'fluency', 'integrity'] as const) {
      const values = done.pages.map((p) => p[k]);
      expect(done.scores![k]).toBeGreaterThanOrEqual(Math.min(...values));
      expect(done.scores![k]).toBeLessThanOrEqual(Math.max(...values));
    }
    const [stored] = await t.db.select().from(dubbings).where(eq(dubbings.id, draft.id));
    expect(stored).toMatchObject(done.scores!);

    expect(await upload(a.token, draft.id, 1, fileOf(reading))).toEqual(refusal('DUBBING_FINISHED', 409, 4775));
    expect(await call(t, '/api/picture/dubbing/finish', { token: a.token, json: { dubbingId: draft.id }, lang: 'en' })).toEqual(refusal('DUBBING_FINISHED', 409, 4775));
    const next = await start(a.token);
    expect(next.id).not.toBe(draft.id);
    expect(next.pages).toEqual([]);

    // The owner's list holds the finished one only.
    const mine = await ok<PageOf<DubbingCard>>(t, '/api/picture/dubbing/user/1/10', { token: a.token });
    expect(mine.list.map((d) => d.id)).toEqual([draft.id]);
  }, SCORING_TIMEOUT);

  describe('privacy', () => {
    let owner: TestAccount;
    let dubbing: DubbingDetail;
    const setOwner = (values: { profileVisibility?: string; isChild?: boolean }) => t.db.update(users).set(values).where(eq(users.id, owner.userId));

    beforeAll(async () => {
      owner = await createAccount(t.db, { profileVisibility: 'public' });
      dubbing = await finished(owner);
    }, SCORING_TIMEOUT);

    const detail = (token?: string) => call<DubbingDetail>(t, `/api/picture/dubbing/detail?id=${dubbing.id}`, { token });
    const list = (token?: string) => call<PageOf<DubbingCard>>(t, `/api/picture/dubbing/user/1/10?userId=${owner.userId}`, { token });
    const square = async (token?: string) => (await ok<UserSquare>(t, '/api/user/square', { token })).newDubbings.map((d) => d.id);

    it('a public profile’s finished dubbing is seen by visitors and other users, liked and commented on', async () => {
      const s = await createAccount(t.db);
      expect((await detail()).data).toMatchObject({ id: dubbing.id, mine: false, liked: false, shared: true, author: { id: owner.userId } });
      for (const token of [undefined, s.token]) expect((await audio(dubbing.pages[0].audio, token)).status).toBe(200);
      expect((await detail(s.token)).data.pages).toHaveLength(PAGES);
      expect((await list(s.token)).data.list.map((d) => d.id)).toEqual([dubbing.id]);
      expect(await square()).toContain(dubbing.id);
      expect(await square(s.token)).toContain(dubbing.id);

      expect(await ok<ReactionResult>(t, `/api/picture/dubbing/like?dubbingId=${dubbing.id}`, { token: s.token, json: {} })).toEqual({ active: true, count: 1 });
      expect((await detail(s.token)).data).toMatchObject({ liked: true, likeCount: 1 });
      const added = await ok<CommentItem>(t, '/api/comment/add', { token: s.token, json: { targetType: 'dubbing', targetId: dubbing.id, content: 'Great reading!' } });
      expect(added.content).toBe('Great reading!');
      const listed = await ok<PageOf<CommentItem>>(t, `/api/comment/list?targetType=dubbing&targetId=${dubbing.id}`);
      expect(listed.list.map((c) => c.content)).toEqual(['Great reading!']);
      expect((await detail()).data.commentCount).toBe(1);
      expect(await ok<ReactionResult>(t, `/api/picture/dubbing/like?dubbingId=${dubbing.id}&state=false`, { token: s.token, json: {} })).toEqual({ active: false, count: 0 });
      // Liking again does not notify twice.
      await ok(t, `/api/picture/dubbing/like?dubbingId=${dubbing.id}`, { token: s.token, json: {} });
      await ok(t, `/api/picture/dubbing/like?dubbingId=${dubbing.id}&state=false`, { token: s.token, json: {} });

      // The owner hears of the like and the comment, named by the book, linked to the dubbing.
      const likes = await ok<PageOf<InboxMessage>>(t, '/api/msg/group/detail?groupId=3', { token: owner.token });
      expect(likes.list.map((m) => [m.kind, m.sender?.userId, m.data.targetType, m.data.targetId, m.data.title])).toEqual([
        ['like', s.userId, 'dubbing', dubbing.id, dubbing.book.title],
      ]);
      const said = await ok<PageOf<InboxMessage>>(t, '/api/msg/group/detail?groupId=2', { token: owner.token });
      expect(said.list.map((m) => [m.kind, m.text, m.data.targetType, m.data.targetId, m.data.commentId])).toEqual([
        ['comment', 'Great reading!', 'dubbing', dubbing.id, added.id],
      ]);
    });

    it('a private profile’s and a child’s dubbings are the owner’s alone', async () => {
      const s = await createAccount(t.db);
      for (const values of [{ profileVisibility: 'private' }, { profileVisibility: 'public', isChild: true }]) {
        await setOwner(values);
        expect(await detail(s.token)).toEqual(notFound());
        expect(await detail()).toEqual(notFound());
        expect(await list(s.token)).toEqual(userNotFound());
        expect(await square(s.token)).not.toContain(dubbing.id);
        expect(await call(t, `/api/picture/dubbing/like?dubbingId=${dubbing.id}`, { token: s.token, json: {} })).toEqual(notFound());
        expect(await call(t, '/api/comment/add', { token: s.token, json: { targetType: 'dubbing', targetId: dubbing.id, content: 'hi' } })).toEqual(notFound());
        expect(await call(t, `/api/comment/list?targetType=dubbing&targetId=${dubbing.id}`, { token: s.token })).toEqual(notFound());
        // The recordings stop playing for others at once, whoever kept their URLs.
        for (const token of [undefined, s.token]) expect((await audio(dubbing.pages[0].audio, token)).status).toBe(404);
        expect((await audio(dubbing.pages[0].audio, owner.token)).status).toBe(200);
        // The owner still sees and lists it.
        expect((await detail(owner.token)).data).toMatchObject({ id: dubbing.id, mine: true, shared: false });
        expect((await list(owner.token)).data.list).toHaveLength(1);
        await setOwner({ profileVisibility: 'public', isChild: false });
      }
      expect((await detail(s.token)).status).toBe(200);
    });

    it('blocked users never see each other’s dubbings, whoever blocked', async () => {
      for (const blockerIsOwner of [false, true]) {
        const s = await createAccount(t.db, { profileVisibility: 'public' });
        const [blocker, blocked] = blockerIsOwner ? [owner, s] : [s, owner];
        await ok(t, `/api/user/block?userId=${blocked.userId}`, { token: blocker.token, method: 'POST' });
        expect(await detail(s.token)).toEqual(notFound());
        expect(await list(s.token)).toEqual(userNotFound());
        expect(await square(s.token)).not.toContain(dubbing.id);
        expect(await call(t, `/api/picture/dubbing/like?dubbingId=${dubbing.id}`, { token: s.token, json: {} })).toEqual(notFound());
        expect(await call(t, '/api/comment/add', { token: s.token, json: { targetType: 'dubbing', targetId: dubbing.id, content: 'hi' } })).toEqual(notFound());
        expect((await audio(dubbing.pages[0].audio, s.token)).status).toBe(404);
        await ok(t, `/api/user/block?userId=${blocked.userId}`, { token: blocker.token, method: 'POST' });
        expect((await detail(s.token)).status).toBe(200);
      }
    });

    it('a draft is the owner’s alone even on a public profile', async () => {
      const draft = await start(owner.token);
      const s = await createAccount(t.db);
      expect(await call(t, `/api/picture/dubbing/detail?id=${draft.id}`, { token: s.token })).toEqual(notFound());
      expect((await ok<DubbingDetail>(t, `/api/picture/dubbing/detail?id=${draft.id}`, { token: owner.token })).finishedAt).toBeNull();
      await ok(t, `/api/picture/dubbing/${draft.id}`, { token: owner.token, method: 'DELETE' });
    });
  });

  it('only the owner deletes a dubbing; its files, pages, likes and comments go with it', async () => {
    const owner = await createAccount(t.db, { profileVisibility: 'public' });
    const other = await createAccount(t.db);
    const done = await finished(owner);
    await ok(t, `/api/picture/dubbing/like?dubbingId=${done.id}`, { token: other.token, json: {} });
    await ok(t, '/api/comment/add', { token: other.token, json: { targetType: 'dubbing', targetId: done.id, content: 'Nice' } });
    const keys = done.pages.map((p) => p.audio.replace('/media/uploads/', ''));

    expect(await call(t, `/api/picture/dubbing/${done.id}`, { token: other.token, method: 'DELETE' })).toEqual(notFound());
    expect((await ok<DubbingDetail>(t, `/api/picture/dubbing/detail?id=${done.id}`, { token: other.token })).pages).toHaveLength(PAGES);

    expect(await ok(t, `/api/picture/dubbing/${done.id}`, { token: owner.token, method: 'DELETE' })).toEqual({ deleted: true });
    expect(await call(t, `/api/picture/dubbing/detail?id=${done.id}`, { token: owner.token })).toEqual(notFound());
    for (const p of done.pages) expect((await audio(p.audio, owner.token)).status).toBe(404);
    const files = await storedFiles();
    for (const key of keys) expect(files).not.toContain(key.replace('dubbings/', ''));
    expect(await t.db.select().from(dubbingPages).where(eq(dubbingPages.dubbingId, done.id))).toEqual([]);
    expect(await t.db.select().from(userUploads).where(and(eq(userUploads.userId, owner.userId), eq(userUploads.kind, 'dubbing')))).toEqual([]);
    expect(await t.db.select().from(reactions).where(and(eq(reactions.targetType, 'dubbing'), eq(reactions.targetId, done.id)))).toEqual([]);
    expect(await t.db.select().from(comments).where(and(eq(comments.targetType, 'dubbing'), eq(comments.targetId, done.id)))).toEqual([]);
    expect(await call(t, `/api/picture/dubbing/${done.id}`, { token: owner.token, method: 'DELETE' })).toEqual(notFound());
  }, SCORING_TIMEOUT);

  it('an anonymised account’s dubbings go with their files, likes and comments', async () => {
    const owner = await createAccount(t.db, { profileVisibility: 'public' });
    const other = await createAccount(t.db);
    const done = await finished(owner);
    await ok(t, `/api/picture/dubbing/like?dubbingId=${done.id}`, { token: other.token, json: {} });
    await ok(t, '/api/comment/add', { token: other.token, json: { targetType: 'dubbing', targetId: done.id, content: 'Nice' } });
    const effectiveAt = new Date(Date.now() - 60_000);
    await t.db.insert(cancellationApplications).values({ userId: owner.userId, reasonCode: 'other', effectiveAt });
    await t.db.update(users).set({ status: 'cancelling' }).where(eq(users.id, owner.userId));
    await anonymiseDueAccounts(t.db, new Date());

    expect(await call(t, `/api/picture/dubbing/detail?id=${done.id}`, { token: other.token })).toEqual(notFound());
    for (const p of done.pages) expect((await audio(p.audio, owner.token)).status).toBe(404);
    expect(await t.db.select().from(reactions).where(and(eq(reactions.targetType, 'dubbing'), eq(reactions.targetId, done.id)))).toEqual([]);
    expect(await t.db.select().from(comments).where(and(eq(comments.targetType, 'dubbing'), eq(comments.targetId, done.id)))).toEqual([]);
  }, SCORING_TIMEOUT);
});
