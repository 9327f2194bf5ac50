/**
 * The AJ-Captcha compatible endpoints, driven like the protocol's reference
 * clients: POST /api/captcha/get issues images, token and secretKey;
 * POST /api/captcha/check judges the crypto-js encrypted pointJson once; a
 * pass yields a captchaVerification that consumeCaptchaVerification redeems once.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';

import { captchaChallenges, captchaVerifications } from '@/server/db/schema';
import { consumeCaptchaVerification } from '@/server/services/captcha';
import { aesDecrypt, aesEncrypt } from '@/server/services/captcha/aes';

import { captchaCall, check, clientEncrypt, getChallenge, storedChallenge, type GetData } from './helpers/captcha';
import { cnMessages, describeApi, enMessages, sha256Hex } from './helpers/test-app';

const VO_FIELDS = [
  'captchaId', 'projectCode', 'captchaType', 'captchaOriginalPath', 'captchaFontType', 'captchaFontSize', 'secretKey',
  'originalImageBase64', 'point', 'jigsawImageBase64', 'wordList', 'pointList', 'pointJson', 'token', 'result',
  'captchaVerification', 'clientUid', 'ts', 'browserInfo',
].sort();

async function imageInfo(base64: string) {
  expect(base64).not.toMatch(/^data:/);
  expect(base64).toMatch(/^[A-Za-z0-9+/]+=*$/);
  const buffer = Buffer.from(base64, 'base64');
  expect(buffer.subarray(1, 4).toString('latin1')).toBe('PNG');
  return sharp(buffer).metadata();
}

type Point = { x: number; y: number };
const slider = (x: number, y = 5) => JSON.stringify({ x, y });
const clicks = (points: Point[]) => JSON.stringify(points);

describe('captcha AES helpers (protocol test vectors, key XwKsGlMcdPMEhR1B)', () => {
  const key = 'XwKsGlMcdPMEhR1B';
  const vectors: Array<[string, string]> = [
    ['{"x":156,"y":5}', 'jPDOfu6x1ysLPdMzs56+UA=='],
    [
      '71dd26999e314f9abb0c635336976635---{"x":156,"y":5}',
      'G9SZygOxPyG0IeLT0t3AYuAvIWVTh9WAN5L7dAQCf8XDH4WP7HCVvU4Ay+aUwIm6tH5tYuGSg0d62stK9A+PUA==',
    ],
    [
      '[{"x":40,"y":60},{"x":120,"y":90},{"x":200,"y":45}]',
      '3u/2fdznAF86GT5LvacgcqQv5HItdTWqECe7/QuoQM4E2/PymtC0ByTmvTWX2pUdO53/frpyPXx3g8r9nxKCiw==',
    ],
  ];

  it.each(vectors)('encrypts %s like the reference server and client', (plain, cipher) => {
    expect(aesEncrypt(plain, key)).toBe(cipher);
    expect(clientEncrypt(plain, key)).toBe(cipher);
    expect(aesDecrypt(cipher, key)).toBe(plain);
  });

  it('is the identity without a key (aes-status=false), as upstream', () => {
    expect(aesEncrypt('{"x":1,"y":5}', null)).toBe('{"x":1,"y":5}');
    expect(aesEncrypt('{"x":1,"y":5}', 'null')).toBe('{"x":1,"y":5}');
    expect(aesDecrypt('abc', '')).toBe('abc');
  });

  it('refuses a wrong key or a broken ciphertext', () => {
    expect(() => aesDecrypt('jPDOfu6x1ysLPdMzs56+UA==', 'AAAAAAAAAAAAAAAA')).toThrow();
    expect(() => aesDecrypt('not base64!', key)).toThrow();
  });
});

describeApi('captcha', (t) => {
  describe('POST /api/captcha/get', () => {
    it('issues a slider challenge: 310x155 background, 47x155 transparent piece, token and key', async () => {
      const before = Date.now();
      const { status, body } = await captchaCall<GetData>(t, 'get', { captchaType: 'blockPuzzle', clientUid: 'slider-abc', ts: Date.now() });
      const after = Date.now();
      expect(status).toBe(200);
      expect(body).toMatchObject({ repCode: '0000', repMsg: null, success: true });
      const data = body.repData!;
      expect(Object.keys(data).sort()).toEqual(VO_FIELDS);
      expect(data.token).toMatch(/^[0-9a-f]{32}$/);
      expect(data.secretKey).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(data).toMatchObject({ wordList: null, result: false, point: null, pointJson: null, captchaType: null, clientUid: null });

      const original = await imageInfo(data.originalImageBase64);
      expect([original.format, original.width, original.height]).toEqual(['png', 310, 155]);
      const jigsaw = await imageInfo(data.jigsawImageBase64!);
      expect([jigsaw.format, jigsaw.width, jigsaw.height, jigsaw.hasAlpha]).toEqual(['png', 47, 155, true]);
      // The piece is opaque somewhere and transparent elsewhere.
      const alpha = await sharp(Buffer.from(data.jigsawImageBase64!, 'base64')).extractChannel(3).raw().toBuffer();
      expect(alpha.some((a) => a === 255)).toBe(true);
      expect(alpha.filter((a) => a === 0).length).toBeGreaterThan(alpha.length / 2);

      const row = await storedChallenge(t.db, data.token);
      expect(row).toMatchObject({ captchaType: 'blockPuzzle', secretKey: data.secretKey });
      const answer = row.answer as Point;
      expect(answer.y).toBe(5);
      expect(answer.x).toBeGreaterThanOrEqual(100);
      expect(answer.x).toBeLessThanOrEqual(262);
      // The challenge lives 120 s from its creation.
      expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 120_000);
      expect(row.expiresAt.getTime()).toBeLessThanOrEqual(after + 120_000);
    });

    it('issues a click challenge: three distinct characters to click, drawn on a 310x155 image', async () => {
      const data = await getChallenge(t, 'clickWord', { clientUid: 'point-abc' });
      expect(data.jigsawImageBase64).toBeNull();
      expect(data.wordList).toHaveLength(3);
      for (const w of data.wordList!) expect([...w]).toHaveLength(1);
      expect(new Set(data.wordList).size).toBe(3);
      const original = await imageInfo(data.originalImageBase64);
      expect([original.width, original.height]).toEqual([310, 155]);
      const row = await storedChallenge(t.db, data.token);
      expect(row.captchaType).toBe('clickWord');
      const points = row.answer as Point[];
      expect(points).toHaveLength(3);
      for (const p of points) {
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.x).toBeLessThan(310);
        expect(p.y).toBeGreaterThanOrEqual(0);
        expect(p.y).toBeLessThan(155);
      }
    });

    it('issues a text-code challenge: a 310x100 image of a 4-6 character code', async () => {
      const data = await getChallenge(t, 'textCode');
      expect(data.wordList).toBeNull();
      expect(data.jigsawImageBase64).toBeNull();
      const original = await imageInfo(data.originalImageBase64);
      expect([original.width, original.height]).toEqual([310, 100]);
      const { code } = (await storedChallenge(t.db, data.token)).answer as { code: string };
      expect(code).toMatch(/^[A-Z0-9]{4,6}$/);
    });

    it('varies every challenge: token, key, image and answer', async () => {
      const xs = new Set<number>();
      const images = new Set<string>();
      const keys = new Set<string>();
      for (let i = 0; i < 8; i++) {
        const data = await getChallenge(t, 'blockPuzzle');
        xs.add(((await storedChallenge(t.db, data.token)).answer as Point).x);
        images.add(data.originalImageBase64);
        keys.add(data.secretKey!);
      }
      expect(xs.size).toBeGreaterThanOrEqual(5);
      expect(images.size).toBe(8);
      expect(keys.size).toBe(8);
    });

    it('answers 0011 without a type or a body, and 0016 for a type it does not serve', async () => {
      expect((await captchaCall(t, 'get', { clientUid: 'x' })).body).toEqual({
        repCode: '0011',
        repMsg: '类型不能为空',
        repData: null,
        success: false,
      });
      expect((await captchaCall(t, 'get', [])).body).toMatchObject({ repCode: '0011', repMsg: 'captchaVO不能为空' });
      expect((await captchaCall(t, 'get', { captchaType: 'rotatePuzzle' })).body).toMatchObject({
        repCode: '0016',
        repMsg: cnMessages.Errors.CAPTCHA_REP_TYPE_FORMAT,
        success: false,
      });
    });

    it('answers in English for an English caller', async () => {
      const { body } = await captchaCall(t, 'get', {}, { lang: 'en' });
      expect(body.repMsg).toBe('captchaType must not be empty');
    });
  });

  describe('POST /api/captcha/check – blockPuzzle', () => {
    async function sliderChallenge() {
      const data = await getChallenge(t, 'blockPuzzle');
      const { x } = (await storedChallenge(t.db, data.token)).answer as Point;
      return { data, x };
    }

    it('passes the right x and echoes the request, with result true', async () => {
      const { data, x } = await sliderChallenge();
      const { body, pointJson } = await check(t, data, 'blockPuzzle', slider(x));
      expect(body).toMatchObject({ repCode: '0000', repMsg: null, success: true });
      expect(Object.keys(body.repData!).sort()).toEqual(VO_FIELDS);
      expect(body.repData).toMatchObject({
        captchaType: 'blockPuzzle',
        token: data.token,
        pointJson,
        result: true,
        secretKey: null,
        clientUid: null,
        captchaVerification: null,
        originalImageBase64: null,
      });
    });

    it('accepts x within ±5 (inclusive, fractional x truncated) and refuses beyond', async () => {
      const cases: Array<[number, string]> = [
        [5, '0000'],
        [-5, '0000'],
        [5.99, '0000'],
        [6, '6111'],
        [-6, '6111'],
        [-4.5, '0000'], // trunc(x - 4.5) = x - 5
        [-5.5, '6111'], // trunc(x - 5.5) = x - 6
      ];
      for (const [offset, repCode] of cases) {
        const { data, x } = await sliderChallenge();
        const { body } = await check(t, data, 'blockPuzzle', slider(x + offset));
        expect([offset, body.repCode]).toEqual([offset, repCode]);
      }
    });

    it('refuses a y other than 5 with 6111 "验证失败"', async () => {
      const { data, x } = await sliderChallenge();
      const { body } = await check(t, data, 'blockPuzzle', slider(x, 6));
      expect(body).toEqual({ repCode: '6111', repMsg: '验证失败', repData: null, success: false });
    });

    it('burns the token on the first check: a second check answers 6110, even after a failure', async () => {
      const passed = await sliderChallenge();
      expect((await check(t, passed.data, 'blockPuzzle', slider(passed.x))).body.repCode).toBe('0000');
      expect((await check(t, passed.data, 'blockPuzzle', slider(passed.x))).body).toEqual({
        repCode: '6110',
        repMsg: '验证码已失效，请重新获取',
        repData: null,
        success: false,
      });

      const failed = await sliderChallenge();
      expect((await check(t, failed.data, 'blockPuzzle', slider(failed.x + 40))).body.repCode).toBe('6111');
      expect((await check(t, failed.data, 'blockPuzzle', slider(failed.x))).body.repCode).toBe('6110');
      expect(await storedChallenge(t.db, failed.data.token)).toBeUndefined();
    });

    it('answers 6110 for an expired or unknown token', async () => {
      const { data, x } = await sliderChallenge();
      await t.db.update(captchaChallenges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(captchaChallenges.token, data.token));
      expect((await check(t, data, 'blockPuzzle', slider(x))).body.repCode).toBe('6110');
      expect((await check(t, { token: 'f'.repeat(32), secretKey: 'A'.repeat(16) }, 'blockPuzzle', slider(x))).body.repCode).toBe('6110');
      expect((await check(t, { token: '../etc', secretKey: 'A'.repeat(16) }, 'blockPuzzle', slider(x))).body.repCode).toBe('6110');
    });

    it('refuses a token checked as another type, and burns it', async () => {
      const { data, x } = await sliderChallenge();
      const { body } = await check(t, data, 'clickWord', clicks([{ x, y: 5 }, { x, y: 5 }, { x, y: 5 }]));
      expect(body.repCode).toBe('6111');
      expect((await check(t, data, 'blockPuzzle', slider(x))).body.repCode).toBe('6110');
    });

    it('answers 0001 for a pointJson it cannot decrypt or read, and 0011 without token or pointJson', async () => {
      const first = await sliderChallenge();
      const garbage = await captchaCall(t, 'check', { captchaType: 'blockPuzzle', token: first.data.token, pointJson: 'bm90IGFlcw==' });
      expect(garbage.body).toEqual({ repCode: '0001', repMsg: '操作失败', repData: null, success: false });

      const second = await sliderChallenge();
      expect((await check(t, second.data, 'blockPuzzle', '[1,2]')).body.repCode).toBe('0001');

      expect((await captchaCall(t, 'check', { captchaType: 'blockPuzzle', pointJson: 'x' })).body).toMatchObject({
        repCode: '0011',
        repMsg: 'token不能为空',
      });
      const third = await sliderChallenge();
      expect((await captchaCall(t, 'check', { captchaType: 'blockPuzzle', token: third.data.token })).body).toMatchObject({
        repCode: '0011',
        repMsg: 'pointJson不能为空',
      });
    });

    it('answers in English for an English caller', async () => {
      const { data, x } = await sliderChallenge();
      const { body } = await check(t, data, 'blockPuzzle', slider(x + 30), { lang: 'en' });
      expect(body).toMatchObject({ repCode: '6111', repMsg: enMessages.Errors.CAPTCHA_REP_COORDINATE_ERROR });
      expect(body.repMsg).toBe('Verification failed');
      expect((await check(t, data, 'blockPuzzle', slider(x), { lang: 'en' })).body.repMsg).toBe(
        'The verification has expired, please get a new one',
      );
    });
  });

  describe('POST /api/captcha/check – clickWord and textCode', () => {
    async function clickChallenge() {
      const data = await getChallenge(t, 'clickWord');
      return { data, points: (await storedChallenge(t.db, data.token)).answer as Point[] };
    }

    it('passes the three points in order, each within 25 px', async () => {
      const { data, points } = await clickChallenge();
      const near = points.map((p, i) => ({ x: p.x + [25, -25, 0][i], y: p.y + [0, 25, -25][i] }));
      expect((await check(t, data, 'clickWord', clicks(near))).body).toMatchObject({ repCode: '0000', success: true });
    });

    it('refuses a point 26 px off, the right points in another order, or fewer than three', async () => {
      const off = await clickChallenge();
      const moved = off.points.map((p, i) => (i === 2 ? { x: p.x + 26, y: p.y } : p));
      expect((await check(t, off.data, 'clickWord', clicks(moved))).body.repCode).toBe('6111');

      const swapped = await clickChallenge();
      const [a, b, c] = swapped.points;
      // Only a real swap tests the order: skip the (rare) case where two answers are within tolerance of each other.
      const order = Math.abs(a.x - b.x) > 25 || Math.abs(a.y - b.y) > 25 ? [b, a, c] : [c, b, a];
      expect((await check(t, swapped.data, 'clickWord', clicks(order))).body.repCode).toBe('6111');

      const short = await clickChallenge();
      expect((await check(t, short.data, 'clickWord', clicks(short.points.slice(0, 2)))).body.repCode).toBe('6111');
    });

    it('passes the typed code whatever its case, and refuses a wrong one', async () => {
      const right = await getChallenge(t, 'textCode');
      const { code } = (await storedChallenge(t.db, right.token)).answer as { code: string };
      expect((await check(t, right, 'textCode', JSON.stringify({ code: ` ${code.toLowerCase()} ` }))).body.repCode).toBe('0000');

      const wrong = await getChallenge(t, 'textCode');
      const stored = ((await storedChallenge(t.db, wrong.token)).answer as { code: string }).code;
      const other = stored.replace(/^./, (ch) => (ch === 'A' ? 'C' : 'A'));
      expect((await check(t, wrong, 'textCode', JSON.stringify({ code: other }))).body.repCode).toBe('6111');
    });
  });

  describe('consumeCaptchaVerification', () => {
    async function passedSlider() {
      const data = await getChallenge(t, 'blockPuzzle');
      const { x } = (await storedChallenge(t.db, data.token)).answer as Point;
      const before = Date.now();
      const result = await check(t, data, 'blockPuzzle', slider(x));
      const after = Date.now();
      expect(result.body.repCode).toBe('0000');
      return { value: result.captchaVerification, before, after };
    }

    it('is true once for the value the client computes, then false', async () => {
      const { value, before, after } = await passedSlider();
      const [row] = await t.db.select().from(captchaVerifications).where(eq(captchaVerifications.keyHash, sha256Hex(value)));
      // Usable for 180 s from the passed check.
      expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 180_000);
      expect(row.expiresAt.getTime()).toBeLessThanOrEqual(after + 180_000);
      expect(await consumeCaptchaVerification(t.db, value)).toBe(true);
      expect(await consumeCaptchaVerification(t.db, value)).toBe(false);
    });

    it('works for a click challenge too (the value is built from the exact pointJson string)', async () => {
      const data = await getChallenge(t, 'clickWord');
      const points = (await storedChallenge(t.db, data.token)).answer as Point[];
      const { body, captchaVerification } = await check(t, data, 'clickWord', clicks(points.map((p) => ({ x: p.x + 3, y: p.y - 2 }))));
      expect(body.repCode).toBe('0000');
      expect(await consumeCaptchaVerification(t.db, captchaVerification)).toBe(true);
    });

    it('is false after 180 s', async () => {
      const { value } = await passedSlider();
      await t.db
        .update(captchaVerifications)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(captchaVerifications.keyHash, sha256Hex(value)));
      expect(await consumeCaptchaVerification(t.db, value)).toBe(false);
    });

    it('is false for a forged, failed or empty value', async () => {
      const data = await getChallenge(t, 'blockPuzzle');
      const { x } = (await storedChallenge(t.db, data.token)).answer as Point;
      const failed = await check(t, data, 'blockPuzzle', slider(x + 50));
      expect(failed.body.repCode).toBe('6111');
      expect(await consumeCaptchaVerification(t.db, failed.captchaVerification)).toBe(false);
      // A value the client could compute for a token it never passed.
      expect(await consumeCaptchaVerification(t.db, clientEncrypt(`${data.token}---${slider(x)}`, data.secretKey!))).toBe(false);
      expect(await consumeCaptchaVerification(t.db, '')).toBe(false);
      expect(await consumeCaptchaVerification(t.db, 'x'.repeat(5000))).toBe(false);
      expect(await consumeCaptchaVerification(t.db, undefined as unknown as string)).toBe(false);
    });
  });
});
