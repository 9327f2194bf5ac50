/**
 * Captcha rate limits, per client address and per clientUid: 6201 when get
 * is over its per-minute limit, 6204 when check is, 6202 once too many
 * checks failed (new challenges locked for a while). Messages follow the
 * caller's language.
 */
import { eq } from 'drizzle-orm';

import { captchaFailures } from '@/server/db/schema';
import { addressKey } from '@/server/services/captcha';

import { captchaCall, check, freshIp, getChallenge, storedChallenge } from './helpers/captcha';
import { describeApi, setServerEnv } from './helpers/test-app';

const slider = (x: number) => JSON.stringify({ x, y: 5 });

describe('captcha client address key', () => {
  it('keeps IPv4 addresses and groups IPv6 by /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});

describeApi('captcha limits', (t) => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  it('answers 6201 after the per-clientUid get limit, and other clients still get challenges', async () => {
    restore = setServerEnv({ CAPTCHA_GET_PER_MINUTE: '3', CAPTCHA_GET_PER_MINUTE_IP: '100' });
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await getChallenge(t, 'blockPuzzle', { ip, clientUid: 'slider-limit-a' });
    const over = await captchaCall(t, 'get', { captchaType: 'blockPuzzle', clientUid: 'slider-limit-a' }, { ip });
    expect(over.status).toBe(200);
    expect(over.body).toEqual({ repCode: '6201', repMsg: 'get接口请求次数超限，请稍后再试!', repData: null, success: false });
    // Same clientUid from another address is the same client.
    expect((await captchaCall(t, 'get', { captchaType: 'clickWord', clientUid: 'slider-limit-a' })).body.repCode).toBe('6201');
    // Another clientUid on the same address is fine.
    await getChallenge(t, 'blockPuzzle', { ip, clientUid: 'slider-limit-b' });
  });

  it('answers 6201 after the per-address get limit, whatever clientUid is sent', async () => {
    restore = setServerEnv({ CAPTCHA_GET_PER_MINUTE: '100', CAPTCHA_GET_PER_MINUTE_IP: '4' });
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await getChallenge(t, 'textCode', { ip, clientUid: `slider-rotating-${i}` });
    const over = await captchaCall(t, 'get', { captchaType: 'textCode', clientUid: 'slider-rotating-new' }, { ip, lang: 'en' });
    expect(over.body).toEqual({
      repCode: '6201',
      repMsg: 'Too many verification requests, please try again later!',
      repData: null,
      success: false,
    });
    await getChallenge(t, 'textCode');
  });

  it('answers 6204 after the check limit, before looking at the token', async () => {
    restore = setServerEnv({ CAPTCHA_CHECK_PER_MINUTE: '2', CAPTCHA_CHECK_PER_MINUTE_IP: '100' });
    const ip = freshIp();
    const clientUid = 'slider-check-limit';
    const data = await getChallenge(t, 'blockPuzzle', { ip, clientUid });
    const bogus = { captchaType: 'blockPuzzle', token: 'a'.repeat(32), pointJson: 'x', clientUid };
    expect((await captchaCall(t, 'check', bogus, { ip })).body.repCode).toBe('6110');
    expect((await captchaCall(t, 'check', bogus, { ip })).body.repCode).toBe('6110');
    const { x } = (await storedChallenge(t.db, data.token)).answer as { x: number };
    const over = await check(t, data, 'blockPuzzle', slider(x), { ip, clientUid });
    expect(over.body).toEqual({ repCode: '6204', repMsg: 'check接口请求次数超限，请稍后再试!', repData: null, success: false });
    // Refused by the limit, the token was never read: it still passes for another client.
    expect((await check(t, data, 'blockPuzzle', slider(x))).body.repCode).toBe('0000');
  });

  it('answers 6202 on get once a client failed more checks than allowed within a minute', async () => {
    restore = setServerEnv({ CAPTCHA_FAILURES_BEFORE_LOCK: '2', CAPTCHA_FAILURES_BEFORE_LOCK_IP: '100', CAPTCHA_LOCK_SECONDS: '300' });
    const clientUid = 'slider-fails';
    for (let i = 0; i < 3; i++) {
      const ip = freshIp();
      const data = await getChallenge(t, 'blockPuzzle', { ip, clientUid });
      const { x } = (await storedChallenge(t.db, data.token)).answer as { x: number };
      expect((await check(t, data, 'blockPuzzle', slider(x + 60), { ip, clientUid })).body.repCode).toBe('6111');
    }
    const locked = await captchaCall(t, 'get', { captchaType: 'blockPuzzle', clientUid }, { ip: freshIp() });
    expect(locked.body).toEqual({ repCode: '6202', repMsg: '接口验证失败数过多，请稍后再试', repData: null, success: false });
    const [row] = await t.db.select().from(captchaFailures).where(eq(captchaFailures.clientKey, `uid:${clientUid}`));
    expect(row.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(290_000);
    // The lock ends: once it has passed, get works again.
    await t.db.update(captchaFailures).set({ lockedUntil: new Date(Date.now() - 1) }).where(eq(captchaFailures.clientKey, `uid:${clientUid}`));
    await getChallenge(t, 'blockPuzzle', { clientUid });
  });

  it('locks a client address after its own, higher number of failures; 6110 never counts', async () => {
    restore = setServerEnv({ CAPTCHA_FAILURES_BEFORE_LOCK: '100', CAPTCHA_FAILURES_BEFORE_LOCK_IP: '2' });
    const ip = freshIp();
    for (let i = 0; i < 4; i++) {
      const expired = await captchaCall(t, 'check', { captchaType: 'blockPuzzle', token: 'b'.repeat(32), pointJson: 'x' }, { ip });
      expect(expired.body.repCode).toBe('6110');
    }
    await getChallenge(t, 'blockPuzzle', { ip });
    for (let i = 0; i < 3; i++) {
      const data = await getChallenge(t, 'clickWord', { ip, clientUid: `point-${i}` });
      const res = await check(t, data, 'clickWord', JSON.stringify([{ x: 0, y: 0 }]), { ip, clientUid: `point-${i}` });
      expect(res.body.repCode).toBe('6111');
    }
    const locked = await captchaCall(t, 'get', { captchaType: 'clickWord', clientUid: 'point-new' }, { ip, lang: 'en' });
    expect(locked.body).toMatchObject({ repCode: '6202', repMsg: 'Too many failed verifications, please try again later' });
  });
});
