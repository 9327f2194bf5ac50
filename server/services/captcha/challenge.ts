import 'server-only';

import type { Db } from '../../db/client';
import { getLogger } from '../../log';
import { newSecretKey, newToken } from './aes';
import { CHALLENGE_TTL_SECONDS, isCaptchaType, SLIDER_Y, type CaptchaType } from './constants';
import { createBlockPuzzleImages } from './images/block-puzzle';
import { createClickWordImages } from './images/click-word';
import { createTextCodeImage } from './images/text-code';
import { addressKey, admitGet, type CaptchaClient } from './limits';
import { CaptchaError } from './rep-codes';
import { captchaStore, type CaptchaStore } from './store';
import { captchaVo, type CaptchaVo } from './vo';

/** What the images of one challenge are, and what its answer is (never sent). */
interface Drawn {
  fields: Partial<CaptchaVo>;
  answer: unknown;
}

async function draw(type: CaptchaType): Promise<Drawn> {
  if (type === 'blockPuzzle') {
    const { originalImageBase64, jigsawImageBase64, x } = await createBlockPuzzleImages();
    return { fields: { originalImageBase64, jigsawImageBase64 }, answer: { x, y: SLIDER_Y } };
  }
  if (type === 'clickWord') {
    const { originalImageBase64, wordList, points } = await createClickWordImages();
    return { fields: { originalImageBase64, wordList }, answer: points };
  }
  const { originalImageBase64, code } = await createTextCodeImage();
  return { fields: { originalImageBase64 }, answer: { code } };
}

/** The captchaType of a request: 0011 when missing, 0016 when not one we serve. */
export function requireCaptchaType(value: unknown): CaptchaType {
  if (value === undefined || value === null || value === '') throw new CaptchaError('TYPE_BLANK');
  if (!isCaptchaType(value)) throw new CaptchaError('TYPE_FORMAT');
  return value;
}

const SWEEP_INTERVAL_MS = 60_000;
const g = globalThis as unknown as { __sproutCaptchaSweptAt?: number };

/** Expired rows go at most once a minute per process, on the back of a get. */
async function sweepNow(store: CaptchaStore, now: Date): Promise<void> {
  if (now.getTime() - (g.__sproutCaptchaSweptAt ?? 0) < SWEEP_INTERVAL_MS) return;
  g.__sproutCaptchaSweptAt = now.getTime();
  await store.sweep(now).catch((err) => getLogger().warn({ err }, 'captcha sweep failed'));
}

/**
 * POST /captcha/get: a new challenge of the given type for a client that is
 * neither locked (6202) nor over its per-minute limit (6201). The answer, the
 * secretKey and the fetching client are stored with the token for 120 s.
 */
export async function createChallenge(db: Db, input: { captchaType: unknown; client: CaptchaClient }): Promise<CaptchaVo> {
  const captchaType = requireCaptchaType(input.captchaType);
  const store = captchaStore(db);
  const now = new Date();
  await admitGet(db, store, input.client, now);

  let drawn: Drawn;
  try {
    drawn = await draw(captchaType);
  } catch (err) {
    getLogger().error({ err, captchaType }, 'captcha image generation failed');
    throw new CaptchaError('IMAGE_FAILED');
  }
  const token = newToken();
  const secretKey = newSecretKey();
  await store.saveChallenge({
    token,
    captchaType,
    secretKey,
    answer: drawn.answer,
    clientUid: input.client.clientUid ?? null,
    addressKey: addressKey(input.client.ip),
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000),
  });
  await sweepNow(store, now);
  return captchaVo({ ...drawn.fields, token, secretKey, result: false });
}
