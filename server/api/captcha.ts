import 'server-only';

import { translateError } from '../i18n';
import {
  CaptchaError,
  checkChallenge,
  createChallenge,
  REP,
  usableClientUid,
  type CaptchaClient,
  type CaptchaVo,
} from '../services/captcha';
import { createRouter } from './access';
import type { AppContext } from './context';

/**
 * The AJ-Captcha compatible endpoints. They answer in the protocol's own
 * envelope `{repCode, repMsg, repData, success}` with HTTP 200 for every
 * handled refusal, so the protocol's reference clients work unchanged.
 */
export const captcha = createRouter();

type Body = Record<string, unknown>;

/** The JSON body as an object, or null (a missing or non-object body is the protocol's "captchaVO不能为空"). */
async function readBody(c: AppContext): Promise<Body | null> {
  const body: unknown = await c.req.json().catch(() => null);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : null;
}

function client(c: AppContext, body: Body): CaptchaClient {
  return { ip: c.get('clientIp'), clientUid: usableClientUid(body.clientUid) };
}

function success(c: AppContext, repData: CaptchaVo) {
  return c.json({ repCode: REP.SUCCESS.repCode, repMsg: null, repData, success: true });
}

/** Runs a handler, turning its CaptchaError into the protocol's failure envelope in the caller's language. */
async function answer(c: AppContext, run: (body: Body) => Promise<CaptchaVo>) {
  try {
    const body = await readBody(c);
    if (!body) throw new CaptchaError('BODY_BLANK');
    return success(c, await run(body));
  } catch (err) {
    if (!(err instanceof CaptchaError)) throw err;
    const repMsg = translateError(c.get('locale'), REP[err.rep].message);
    return c.json({ repCode: err.repCode, repMsg, repData: null, success: false });
  }
}

// POST /api/captcha/get – a new challenge: images, token, secretKey
captcha.public.post('/get', (c) => answer(c, (body) => createChallenge(c.get('db'), { captchaType: body.captchaType, client: client(c, body) })));

// POST /api/captcha/check – judge the (encrypted) answer to a challenge, once
captcha.public.post('/check', (c) =>
  answer(c, (body) =>
    checkChallenge(c.get('db'), {
      captchaType: body.captchaType,
      token: body.token,
      pointJson: body.pointJson,
      ts: body.ts,
      client: client(c, body),
    }),
  ),
);
