/**
 * Live classes part 2 (issue #13): the preview of a booked lesson. The
 * courseware (8 slides), the unit's 6 words and 3 key sentences with their
 * narration clips, and "preview done" (the first time counts), all only for
 * the lesson's own student: anyone else gets the same 4720 as an unknown id.
 * Also the courseware download: a signed 10-minute link to a PDF.
 */
import { PDFDocument } from 'pdf-lib';

import { SEED_BOOKS } from '@/content';
import type { LessonItem } from '@/lib/types/classes';
import type { PreviewData, PreviewMaterials, PreviewWords } from '@/lib/types/lessons';
import { seed } from '@/server/db/seed';
import { versionedMediaUrl } from '@/server/db/seed/content';

import { bookRow, call, expectLoginRequired, invalid, ok, SEED_TIMEOUT, UNKNOWN_ID } from '../helpers/calls';
import { describeApi, envelope } from '../helpers/test-app';
import { at, expectRefusal, lessonRecord, refusal, someMaterial, type Student } from '../classes/support';
import { bookLesson, cancelLesson, MINUTE, PATHS, post, student, type Pick } from './support';

describeApi('lesson preview', (t) => {
  let pick: Pick;
  let bookSlug: string;
  let alice: Student;
  let bob: Student;
  let aliceLesson: number;

  beforeAll(async () => {
    await seed(t.db);
    pick = await someMaterial(t.db);
    bookSlug = (await bookRow(t.db, pick.bookId)).slug;
    alice = await student(t.db);
    bob = await student(t.db);
    aliceLesson = await bookLesson(t, alice, pick);
  }, SEED_TIMEOUT);

  describe('getPreviewMaterials?sid', () => {
    it('the courseware: 8 slides numbered 1..8, 960x540 images under /media/seed/courses/, with their alt text; the lesson header', async () => {
      const data = await ok<PreviewMaterials>(t, `${PATHS.previewMaterials}?sid=${aliceLesson}`, { method: 'POST', token: alice.token, json: {} });
      expect(data.courseware).toHaveLength(8);
      data.courseware.forEach((slide, i) => {
        expect(slide.index).toBe(i + 1);
        expect(slide.image).toMatch(new RegExp(`^/media/seed/courses/${bookSlug}/`));
        expect(slide).toMatchObject({ width: 960, height: 540 });
        expect(slide.text.length).toBeGreaterThan(0);
      });
      expect(data.lesson).toMatchObject({ lessonId: aliceLesson, status: 'booked', previewedAt: null, enteredAt: null, unit: { materialId: pick.materialId } });
      expect(data.lesson.book).toMatchObject({ id: pick.bookId, slug: bookSlug });
      // The same lesson in the body.
      expect(await ok<PreviewMaterials>(t, PATHS.previewMaterials, { token: alice.token, json: { sid: aliceLesson } })).toEqual(data);
    });

    it('missing or invalid sid -> 400 naming sid; a visitor -> 1001', async () => {
      for (const body of [{}, { sid: 'abc' }, { sid: 0 }, { sid: -3 }, { sid: 1.5 }]) {
        expect(await post(t, PATHS.previewMaterials, alice.token, body)).toEqual(invalid('sid', 'en'));
      }
      await expectLoginRequired(t, PATHS.previewMaterials, { json: { sid: aliceLesson } });
    });

    it("another student's lesson -> 404 code 4720 with the same message as an unknown id", async () => {
      const other = await post(t, PATHS.previewMaterials, bob.token, { sid: aliceLesson });
      const unknown = await post(t, PATHS.previewMaterials, bob.token, { sid: UNKNOWN_ID });
      expectRefusal(other, 4720, 'LESSON_NOT_FOUND');
      expect(other).toEqual(unknown);
      const otherCn = await post(t, PATHS.previewMaterials, bob.token, { sid: aliceLesson }, 'cn');
      expect(otherCn).toEqual(await post(t, PATHS.previewMaterials, bob.token, { sid: UNKNOWN_ID }, 'cn'));
      expectRefusal(otherCn, 4720, 'LESSON_NOT_FOUND', 'cn');
    });
  });

  describe('getPreviewMaterials3?sid', () => {
    it('6 words with cn, pos and a clip of the page MP3 (0 <= startMs < endMs <= its length); 3 key sentences likewise', async () => {
      const data = await ok<PreviewWords>(t, `${PATHS.previewWords}?sid=${aliceLesson}`, { method: 'POST', token: alice.token, json: {} });
      const bookData = SEED_BOOKS.find((b) => b.id === bookSlug)!;
      expect(data.vocabulary).toHaveLength(6);
      expect(data.sentences).toHaveLength(3);
      for (const item of [...data.vocabulary, ...data.sentences]) {
        const page = bookData.pages.find((p) => p.index === item.page)!;
        expect(page).toBeDefined();
        expect(item.audio.src).toBe(versionedMediaUrl(page.audio.src));
        expect(item.audio.src.split('?')[0]).toMatch(/\.mp3$/);
        expect(item.audio.startMs).toBeGreaterThanOrEqual(0);
        expect(item.audio.startMs).toBeLessThan(item.audio.endMs);
        expect(item.audio.endMs).toBeLessThanOrEqual(page.audio.durationMs);
        expect(item.cn.length).toBeGreaterThan(0);
        expect(item.image).toMatch(/^\/media\/seed\//);
      }
      for (const word of data.vocabulary) {
        expect(word.word).toMatch(/\S/);
        expect(['noun', 'verb', 'adjective', 'adverb', 'preposition', 'pronoun', 'number', 'phrase']).toContain(word.pos);
      }
      for (const sentence of data.sentences) expect(sentence.en).toMatch(/^[A-Z].*[.!?"”]$/);
      expect(data.lesson.lessonId).toBe(aliceLesson);
    });

    it('bad sid -> 400; another student -> 4720; a visitor -> 1001', async () => {
      expect(await post(t, PATHS.previewWords, alice.token, { sid: 'x1' })).toEqual(invalid('sid', 'en'));
      expect(await post(t, PATHS.previewWords, alice.token, {})).toEqual(invalid('sid', 'en'));
      expectRefusal(await post(t, PATHS.previewWords, bob.token, { sid: aliceLesson }), 4720, 'LESSON_NOT_FOUND');
      await expectLoginRequired(t, PATHS.previewWords, { json: { sid: aliceLesson } });
    });
  });

  describe('getPreview?clid and setPreview?clid', () => {
    it('getPreview has courseware, words, sentences and previewedAt null; setPreview sets it once (a second call keeps the first time); the record shows PreviewedAt', async () => {
      const me = await student(t.db);
      const lessonId = await bookLesson(t, me, pick);
      const before = await ok<PreviewData>(t, `${PATHS.preview}?clid=${lessonId}&catId=3&subjectId=7`, { method: 'POST', token: me.token, json: {} });
      expect(before.courseware).toHaveLength(8);
      expect(before.vocabulary).toHaveLength(6);
      expect(before.sentences).toHaveLength(3);
      expect(before.lesson).toMatchObject({ lessonId, previewedAt: null });
      expect((await lessonRecord(t, me.token)).find((l: LessonItem) => l.Id === lessonId)?.PreviewedAt).toBeNull();

      const first = await ok<{ lessonId: number; previewedAt: string }>(t, `${PATHS.setPreview}?clid=${lessonId}`, { method: 'POST', token: me.token, json: {} });
      expect(first.lessonId).toBe(lessonId);
      expect(Math.abs(Date.parse(first.previewedAt) - Date.now())).toBeLessThan(60_000);
      await new Promise((r) => setTimeout(r, 15));
      const second = await ok<{ previewedAt: string }>(t, PATHS.setPreview, { token: me.token, json: { clid: lessonId } });
      expect(second.previewedAt).toBe(first.previewedAt);

      const after = await ok<PreviewData>(t, PATHS.preview, { token: me.token, json: { clid: lessonId } });
      expect(after.lesson.previewedAt).toBe(first.previewedAt);
      expect((await lessonRecord(t, me.token)).find((l) => l.Id === lessonId)?.PreviewedAt).toBe(first.previewedAt);
    });

    it('missing / invalid clid (and bad catId) -> 400; a visitor -> 1001', async () => {
      for (const path of [PATHS.preview, PATHS.setPreview]) {
        expect(await post(t, path, alice.token, {})).toEqual(invalid('clid', 'en'));
        expect(await post(t, path, alice.token, { clid: 'one' })).toEqual(invalid('clid', 'en'));
        expect(await post(t, path, alice.token, { clid: 2_147_483_648 })).toEqual(invalid('clid', 'en'));
        expect(await post(t, path, alice.token, { clid: aliceLesson, catId: 'x' })).toEqual(invalid('catId', 'en'));
        await expectLoginRequired(t, path, { json: { clid: aliceLesson } });
      }
      // A clid given twice with different values is a conflict, not a guess.
      const conflict = await call(t, `${PATHS.preview}?clid=${aliceLesson}`, { token: alice.token, json: { clid: aliceLesson + 1 }, lang: 'en' });
      expect(conflict).toMatchObject({ status: 400 });
      expect(conflict.code).not.toBe(0);
    });

    it("another student can neither read nor mark the preview (4720, nothing stored)", async () => {
      expectRefusal(await post(t, PATHS.preview, bob.token, { clid: aliceLesson }), 4720, 'LESSON_NOT_FOUND');
      expectRefusal(await post(t, PATHS.setPreview, bob.token, { clid: aliceLesson }), 4720, 'LESSON_NOT_FOUND');
      expectRefusal(await post(t, PATHS.setPreview, bob.token, { clid: UNKNOWN_ID }), 4720, 'LESSON_NOT_FOUND');
      const mine = await ok<PreviewData>(t, PATHS.preview, { token: alice.token, json: { clid: aliceLesson } });
      expect(mine.lesson.previewedAt).toBeNull();
    });

    it('a cancelled lesson -> 4744 on every preview route', async () => {
      const me = await student(t.db);
      const lessonId = await bookLesson(t, me, pick);
      await cancelLesson(t, me, lessonId);
      expectRefusal(await post(t, PATHS.preview, me.token, { clid: lessonId }), 4744, 'LESSON_CANCELLED');
      expectRefusal(await post(t, PATHS.setPreview, me.token, { clid: lessonId }), 4744, 'LESSON_CANCELLED');
      expectRefusal(await post(t, PATHS.previewMaterials, me.token, { sid: lessonId }), 4744, 'LESSON_CANCELLED');
      expectRefusal(await post(t, PATHS.previewWords, me.token, { sid: lessonId }), 4744, 'LESSON_CANCELLED');
    });
  });

  describe('coursewareDownload?clid and the signed PDF link', () => {
    interface DownloadLink {
      url: string;
      fileName: string;
      expiresAt: string;
    }
    const link = (who: Student, clid: number) => ok<DownloadLink>(t, `${PATHS.download}?clid=${clid}`, { method: 'POST', token: who.token, json: {} });
    /** GET of a link without any token; `edit` changes its query first. */
    async function fetchPdf(url: string, edit: (q: URLSearchParams) => void = () => undefined): Promise<Response> {
      const parsed = new URL(url, 'http://localhost');
      edit(parsed.searchParams);
      return t.request(`${parsed.pathname}?${parsed.searchParams}`, { headers: { 'accept-language': 'en' } });
    }
    async function expectForbidden(res: Response) {
      expect(res.status).toBe(403);
      const { status: _status, ...body } = refusal('DOWNLOAD_LINK_INVALID');
      expect(await envelope(res)).toEqual(body);
      expect(body.code).toBe(4747);
    }

    it('a link with clid, uid, exp and sig, valid 10 minutes; GET it without a token -> the PDF (8 pages) as an attachment', async () => {
      const data = await link(alice, aliceLesson);
      const parsed = new URL(data.url, 'http://localhost');
      expect(parsed.pathname).toBe('/api/eclass/classin/courseware.pdf');
      expect([...parsed.searchParams.keys()].sort()).toEqual(['clid', 'exp', 'sig', 'uid']);
      expect(parsed.searchParams.get('clid')).toBe(String(aliceLesson));
      expect(parsed.searchParams.get('uid')).toBe(String(alice.userId));
      expect(parsed.searchParams.get('sig')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const exp = Number(parsed.searchParams.get('exp'));
      expect(Math.abs(exp * 1000 - (Date.now() + 10 * MINUTE))).toBeLessThan(60_000);
      expect(data.expiresAt).toBe(new Date(exp * 1000).toISOString());
      expect(data.fileName).toMatch(new RegExp(`^sprout-courseware-.+-${bookSlug}\\.pdf$`));

      const res = await fetchPdf(data.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${data.fileName}"`);
      expect(res.headers.get('cache-control')).toMatch(/no-store/);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(8);
      expect(pdf.getPage(0).getSize()).toEqual({ width: 960, height: 540 });
    });

    it('a tampered sig, another uid or clid, an expired link -> 403 code 4747', async () => {
      const data = await link(alice, aliceLesson);
      await expectForbidden(await fetchPdf(data.url, (q) => q.set('sig', q.get('sig')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')))));
      await expectForbidden(await fetchPdf(data.url, (q) => q.set('uid', String(bob.userId))));
      await expectForbidden(await fetchPdf(data.url, (q) => q.set('clid', String(aliceLesson + 1))));
      await expectForbidden(await fetchPdf(data.url, (q) => q.set('exp', String(Number(q.get('exp')) + 3600))));
      // Eleven minutes later the link has expired.
      await expectForbidden(await at(new Date(Date.now() + 11 * MINUTE), () => fetchPdf(data.url)));
      // Within its 10 minutes it still works.
      expect((await at(new Date(Date.now() + 9 * MINUTE), () => fetchPdf(data.url))).status).toBe(200);
    });

    it('a malformed link -> 400; a link of a lesson cancelled since -> 4744', async () => {
      const data = await link(alice, aliceLesson);
      for (const edit of [(q: URLSearchParams) => q.delete('sig'), (q: URLSearchParams) => q.set('sig', 'short'), (q: URLSearchParams) => q.set('exp', 'soon'), (q: URLSearchParams) => q.delete('uid')]) {
        const res = await fetchPdf(data.url, edit);
        expect(res.status).toBe(400);
        expect((await envelope(res)).code).toBe(4000);
      }
      const me = await student(t.db);
      const lessonId = await bookLesson(t, me, pick);
      const mine = await link(me, lessonId);
      await cancelLesson(t, me, lessonId);
      const res = await fetchPdf(mine.url);
      expect(res.status).toBe(409);
      expect((await envelope(res)).code).toBe(4744);
    });

    it("another student's lesson -> 4720 at coursewareDownload; a cancelled one -> 4744; bad clid -> 400; a visitor -> 1001", async () => {
      expectRefusal(await post(t, PATHS.download, bob.token, { clid: aliceLesson }), 4720, 'LESSON_NOT_FOUND');
      expectRefusal(await post(t, PATHS.download, bob.token, { clid: UNKNOWN_ID }), 4720, 'LESSON_NOT_FOUND');
      expect(await post(t, PATHS.download, alice.token, { clid: 'abc' })).toEqual(invalid('clid', 'en'));
      const me = await student(t.db);
      const lessonId = await bookLesson(t, me, pick);
      await cancelLesson(t, me, lessonId);
      expectRefusal(await post(t, PATHS.download, me.token, { clid: lessonId }), 4744, 'LESSON_CANCELLED');
      await expectLoginRequired(t, PATHS.download, { json: { clid: aliceLesson } });
    });
  });
});
