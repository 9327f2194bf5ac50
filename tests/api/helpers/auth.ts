/**
 * Helpers of the auth API tests: unique phone numbers, e-mails and client
 * addresses per test (rate-limit counters live in the suite's database), the
 * codes the local outbox received (solving the captcha when the server asks
 * for one), a clock that moves only Date, and MD5.
 */
import { createHash } from 'node:crypto';

import { and, desc, eq } from 'drizzle-orm';

import { LEGAL_DOCUMENTS_VERSION } from '@/lib/constants/legal';
import type { Db } from '@/server/db/client';
import { outbox } from '@/server/db/schema';
import { consumeCaptchaVerification } from '@/server/services/captcha';

import { check as checkCaptcha, getChallenge, storedChallenge } from './captcha';
import { envelope, setServerEnv, type EngineSuite } from './test-app';

/** A pepper for the suites, so no test writes .data/secrets. */
export const TEST_PEPPER = 'test-pepper-0123456789abcdef';

let seq = 0;
const run = Math.floor(Math.random() * 9000) + 1000;

/** A mainland mobile number no other test uses. */
export function newPhone(): string {
  seq += 1;
  return `139${String(run).padStart(4, '0')}${String(seq).padStart(4, '0')}`;
}

export function newEmail(): string {
  seq += 1;
  return `learner${run}.${seq}@example.com`;
}

/** A client address no other test uses (TEST-NET-3, or a 2001:db8 /64). */
export function newIp(kind: 'v4' | 'v6' = 'v4'): string {
  seq += 1;
  if (kind === 'v6') return `2001:db8:${(run % 0xffff).toString(16)}:${seq.toString(16)}::1`;
  return `203.0.${Math.floor(seq / 250) % 250}.${(seq % 250) + 1}`;
}

export const md5 = (value: string) => createHash('md5').update(value, 'utf8').digest('hex');

/** The newest message the outbox holds for a destination ('+86 139…' or an e-mail). */
export async function latestOutbox(db: Db, destination: string) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.destination, destination)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

/** The six-digit code of the newest message to a destination. */
export async function latestCode(db: Db, destination: string): Promise<string> {
  const row = await latestOutbox(db, destination);
  if (!row) throw new Error(`no outbox message to ${destination}`);
  const match = /(?<!\d)(\d{6})(?!\d)/.exec(row.body);
  if (!match) throw new Error('no code in the message');
  return match[1];
}

/** Sets server environment variables for the whole test file (beforeAll) and restores them after it (afterAll). */
export function withServerEnv(vars: Record<string, string | undefined>): void {
  let restore: () => void;
  beforeAll(() => {
    restore = setServerEnv(vars);
  });
  afterAll(() => restore());
}

/**
 * Makes a file's mocked captcha service stand in for the real one: a
 * verification starting with 'ok-' is good exactly once. Takes (and returns)
 * the file's mocked `consumeCaptchaVerification`.
 */
export function redeemOkOnce(consume: typeof consumeCaptchaVerification): jest.MockedFunction<typeof consumeCaptchaVerification> {
  const redeemed = new Set<string>();
  const mock = consume as jest.MockedFunction<typeof consumeCaptchaVerification>;
  mock.mockImplementation(async (_db, value) => {
    const text = String(value);
    if (!text.startsWith('ok-') || redeemed.has(text)) return false;
    redeemed.add(text);
    return true;
  });
  return mock;
}

let proofs = 0;

/**
 * A captchaVerification the server will redeem once, as a browser gets it by
 * solving the slider (the answer read from the server's own record). In a
 * test file that mocks the captcha service, an 'ok-…' value instead (what
 * those mocks accept once).
 */
export async function captchaProof(t: EngineSuite, ip: string): Promise<string> {
  if (jest.isMockFunction(consumeCaptchaVerification)) return `ok-helper-${run}-${++proofs}`;
  const data = await getChallenge(t, 'blockPuzzle', { ip });
  const { x } = (await storedChallenge(t.db, data.token)).answer as { x: number };
  const { body, captchaVerification } = await checkCaptcha(t, data, 'blockPuzzle', JSON.stringify({ x, y: 5 }), { ip });
  if (body.repCode !== '0000') throw new Error(`captcha check failed: ${JSON.stringify(body)}`);
  return captchaVerification;
}

/** Sends a code request; when the server asks for the captcha (4106: a second code within the hour), solves it and sends again. */
async function sendWithCaptcha(t: EngineSuite, path: string, json: Record<string, unknown>, ip: string) {
  let body = await envelope(await t.request(path, { json, ip }));
  if (body.code === 4106) body = await envelope(await t.request(path, { json: { ...json, captchaVerification: await captchaProof(t, ip) }, ip }));
  return body;
}

/** Sends an SMS code to a +86 number and returns it as the outbox received it. */
export async function smsCode(t: EngineSuite, phone: string, options: { ip?: string; purpose?: 'login' | 'reset' } = {}) {
  const json = { phoneNumber: phone, dialCode: '86', ...(options.purpose ? { purpose: options.purpose } : {}) };
  const body = await sendWithCaptcha(t, '/api/user/login/sendMsgCode', json, options.ip ?? newIp());
  if (body.code !== 0) throw new Error(`sendMsgCode failed: ${JSON.stringify(body)}`);
  return latestCode(t.db, `+86 ${phone}`);
}

export async function emailCode(t: EngineSuite, email: string, options: { ip?: string; purpose?: 'login' | 'reset' } = {}) {
  const json = { email, ...(options.purpose ? { purpose: options.purpose } : {}) };
  const body = await sendWithCaptcha(t, '/api/user/login/sendEmailCode', json, options.ip ?? newIp());
  if (body.code !== 0) throw new Error(`sendEmailCode failed: ${JSON.stringify(body)}`);
  return latestCode(t.db, email.toLowerCase());
}

export interface LoginData {
  token: string;
  uid: number;
  accountNo: string;
  gotoUpdatePwd: boolean;
  nickName: string;
  avatarUrl: string | null;
  phone: string | null;
  dialCode: string | null;
  email: string | null;
}

/** The sign-up answers of an adult learner, which a code creating an account needs (issue #10). */
export const ADULT_SIGN_UP = { agreementVersion: LEGAL_DOCUMENTS_VERSION, learnerUnder14: false } as const;

/** Registers (or logs in) a +86 number by code; optionally sets a first password. */
export async function loginByPhone(t: EngineSuite, phone: string, options: { password?: string } = {}): Promise<LoginData> {
  const code = await smsCode(t, phone);
  const res = await t.request('/api/user/login/checkMsgCode', {
    json: { msgCode: code, phoneNumber: phone, dialCode: '86', ...ADULT_SIGN_UP },
    ip: newIp(),
  });
  const body = await envelope<LoginData>(res);
  if (body.code !== 0) throw new Error(`checkMsgCode failed: ${JSON.stringify(body)}`);
  if (options.password) {
    const set = await t.request('/api/user/pwd/update', {
      method: 'PUT',
      json: { newPwd: md5(options.password) },
      headers: { token: body.data.token },
    });
    const setBody = await envelope(set);
    if (setBody.code !== 0) throw new Error(`pwd/update failed: ${JSON.stringify(setBody)}`);
  }
  return body.data;
}

const REAL = ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'queueMicrotask', 'hrtime', 'performance'] as const;

/**
 * Moves only `Date` (timers stay real, so the database drivers keep working):
 * returns a function that advances the clock by some milliseconds.
 */
export function fakeClock(start = new Date()): { advance(ms: number): void; now(): Date } {
  jest.useFakeTimers({ doNotFake: [...REAL], now: start });
  return {
    advance(ms: number) {
      jest.setSystemTime(new Date(Date.now() + ms));
    },
    now: () => new Date(),
  };
}
