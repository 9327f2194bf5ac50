/**
 * A captcha client for the API tests that behaves like AJ-Captcha's reference
 * clients: JSON bodies, pointJson encrypted with crypto-js (AES-ECB, PKCS7,
 * UTF-8 key), captchaVerification = AES(token---pointJson).
 */
import CryptoJS from 'crypto-js';
import { eq } from 'drizzle-orm';

import type { Db } from '@/server/db/client';
import { captchaChallenges } from '@/server/db/schema';

import type { EngineSuite } from './test-app';

export type CaptchaType = 'blockPuzzle' | 'clickWord' | 'textCode';

export interface CaptchaResponse<T = Record<string, unknown>> {
  repCode: string;
  repMsg: string | null;
  repData: T | null;
  success: boolean;
}

export interface GetData {
  originalImageBase64: string;
  jigsawImageBase64: string | null;
  wordList: string[] | null;
  token: string;
  secretKey: string | null;
  result: boolean;
  [key: string]: unknown;
}

/** The reference client's `aesEncrypt` (view/vue utils/ase.js). */
export function clientEncrypt(word: string, key: string): string {
  const encrypted = CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(word), CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  });
  return encrypted.toString();
}

let ipSeq = 0;
/** A fresh client address, so one test's counters never reach another's limits. */
export function freshIp(): string {
  ipSeq++;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

export interface CallOptions {
  ip?: string;
  lang?: string;
}

/** The address each token was fetched from: a check defaults to it, as a real client checks from where it fetched. */
const fetchedFrom = new Map<string, string>();

export async function captchaCall<T = Record<string, unknown>>(
  t: Pick<EngineSuite, 'request'>,
  path: 'get' | 'check',
  body: unknown,
  { ip, lang }: CallOptions = {},
): Promise<{ status: number; body: CaptchaResponse<T> }> {
  const token = path === 'check' && typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined;
  ip ??= (typeof token === 'string' && fetchedFrom.get(token)) || freshIp();
  const headers: Record<string, string> = {};
  if (lang) headers['accept-language'] = lang;
  const res = await t.request(`/api/captcha/${path}`, { json: body, ip, headers });
  expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  return { status: res.status, body: (await res.json()) as CaptchaResponse<T> };
}

export async function getChallenge(t: Pick<EngineSuite, 'request'>, captchaType: CaptchaType, options: CallOptions & { clientUid?: string } = {}) {
  const ip = options.ip ?? freshIp();
  const { body } = await captchaCall<GetData>(t, 'get', { captchaType, clientUid: options.clientUid, ts: Date.now() }, { ...options, ip });
  expect(body).toMatchObject({ repCode: '0000' });
  fetchedFrom.set(body.repData!.token, ip);
  return body.repData!;
}

/** What the server stored for a token (the answer never leaves the server otherwise). */
export async function storedChallenge(db: Db, token: string) {
  const [row] = await db.select().from(captchaChallenges).where(eq(captchaChallenges.token, token));
  return row;
}

/** Checks a challenge with a plaintext pointJson, encrypted as the reference client does. */
export async function check(
  t: Pick<EngineSuite, 'request'>,
  challenge: { token: string; secretKey: string | null },
  captchaType: CaptchaType,
  pointJsonPlain: string,
  options: CallOptions & { clientUid?: string } = {},
) {
  const pointJson = challenge.secretKey ? clientEncrypt(pointJsonPlain, challenge.secretKey) : pointJsonPlain;
  const { body } = await captchaCall(t, 'check', { captchaType, token: challenge.token, pointJson, clientUid: options.clientUid }, options);
  const plain = `${challenge.token}---${pointJsonPlain}`;
  const captchaVerification = challenge.secretKey ? clientEncrypt(plain, challenge.secretKey) : plain;
  return { body, captchaVerification, pointJson };
}
