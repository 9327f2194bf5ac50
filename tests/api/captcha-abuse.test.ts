/**
 * Captcha tokens against a script (security baseline A5, issue #17): a lock
 * after failed checks also stops tokens fetched before it (6202 on check), and
 * a token only passes for the client that fetched it (its address, and its
 * clientUid when the check names one).
 */
import { captchaCall, check, freshIp, getChallenge, storedChallenge, type GetData } from './helpers/captcha';
import { describeEachEngine, setServerEnv } from './helpers/test-app';

const slider = (x: number) => JSON.stringify({ x, y: 5 });
const LOCKED = { repCode: '6202', repMsg: '接口验证失败数过多，请稍后再试', repData: null, success: false };

describeEachEngine('captcha tokens against a script', (t) => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  async function answerOf(data: GetData): Promise<number> {
    return ((await storedChallenge(t.db, data.token)).answer as { x: number }).x;
  }

  describe('the lock after failed checks covers tokens fetched before it', () => {
    it('refuses a right answer to a prefetched token once the clientUid is locked, with or without clientUid on the check', async () => {
      restore = setServerEnv({ CAPTCHA_FAILURES_BEFORE_LOCK: '2', CAPTCHA_FAILURES_BEFORE_LOCK_IP: '100' });
      const ip = freshIp();
      const clientUid = 'slider-prefetcher';
      const tokens: GetData[] = [];
      for (let i = 0; i < 6; i++) tokens.push(await getChallenge(t, 'blockPuzzle', { ip, clientUid }));
      const answers = await Promise.all(tokens.map(answerOf));

      for (let i = 0; i < 3; i++) {
        expect((await check(t, tokens[i], 'blockPuzzle', slider(answers[i] + 60), { ip, clientUid })).body.repCode).toBe('6111');
      }
      expect((await captchaCall(t, 'get', { captchaType: 'blockPuzzle', clientUid }, { ip })).body).toEqual(LOCKED);

      // The right answers to the prefetched tokens: refused while locked, whatever the check sends.
      expect((await check(t, tokens[3], 'blockPuzzle', slider(answers[3]), { ip, clientUid })).body).toEqual(LOCKED);
      // The reference Vue client sends no clientUid on check: the token remembers who fetched it.
      expect((await check(t, tokens[4], 'blockPuzzle', slider(answers[4]), { ip })).body).toEqual(LOCKED);
      // The refused check burned its token: after the lock it is gone, not waiting to be used.
      expect((await check(t, tokens[3], 'blockPuzzle', slider(answers[3]), { ip, clientUid })).body.repCode).toBe('6202');
      const en = await captchaCall(t, 'check', { captchaType: 'blockPuzzle', token: tokens[5].token, pointJson: 'x', clientUid }, { ip, lang: 'en' });
      expect(en.body).toMatchObject({ repCode: '6202', repMsg: 'Too many failed verifications, please try again later' });
    });

    it('refuses a right answer to a prefetched token once the address is locked, whatever clientUid each token had', async () => {
      restore = setServerEnv({ CAPTCHA_FAILURES_BEFORE_LOCK: '100', CAPTCHA_FAILURES_BEFORE_LOCK_IP: '2' });
      const ip = freshIp();
      const tokens: GetData[] = [];
      for (let i = 0; i < 5; i++) tokens.push(await getChallenge(t, 'blockPuzzle', { ip, clientUid: `slider-rotating-${i}` }));
      const answers = await Promise.all(tokens.map(answerOf));
      for (let i = 0; i < 3; i++) {
        const res = await check(t, tokens[i], 'blockPuzzle', slider(answers[i] - 50), { ip, clientUid: `slider-rotating-${i}` });
        expect(res.body.repCode).toBe('6111');
      }
      expect((await check(t, tokens[3], 'blockPuzzle', slider(answers[3]), { ip, clientUid: 'slider-rotating-3' })).body).toEqual(LOCKED);
      expect((await check(t, tokens[4], 'blockPuzzle', slider(answers[4]), { ip })).body).toEqual(LOCKED);

      // Another address is not locked by this one's failures.
      const elsewhere = freshIp();
      const other = await getChallenge(t, 'blockPuzzle', { ip: elsewhere });
      expect((await check(t, other, 'blockPuzzle', slider(await answerOf(other)), { ip: elsewhere })).body.repCode).toBe('0000');
    });
  });

  describe('a token passes only for the client that fetched it', () => {
    it('fails a right answer checked under another clientUid, and burns the token', async () => {
      const ip = freshIp();
      const data = await getChallenge(t, 'blockPuzzle', { ip, clientUid: 'slider-owner' });
      const x = await answerOf(data);
      expect((await check(t, data, 'blockPuzzle', slider(x), { ip, clientUid: 'slider-thief' })).body).toMatchObject({
        repCode: '6111',
        repData: null,
        success: false,
      });
      expect((await check(t, data, 'blockPuzzle', slider(x), { ip, clientUid: 'slider-owner' })).body.repCode).toBe('6110');
    });

    it('fails a right answer checked from another network', async () => {
      const data = await getChallenge(t, 'blockPuzzle', { ip: freshIp(), clientUid: 'slider-traveller' });
      const x = await answerOf(data);
      const res = await check(t, data, 'blockPuzzle', slider(x), { ip: freshIp(), clientUid: 'slider-traveller' });
      expect(res.body).toMatchObject({ repCode: '6111', success: false });

      const v6 = await getChallenge(t, 'blockPuzzle', { ip: '2001:db8:77:1::5' });
      const other64 = await check(t, v6, 'blockPuzzle', slider(await answerOf(v6)), { ip: '2001:db8:77:2::5' });
      expect(other64.body.repCode).toBe('6111');
    });

    it('passes for the same client: same clientUid or none on the check, same address or same IPv6 /64', async () => {
      const ip = freshIp();
      const named = await getChallenge(t, 'blockPuzzle', { ip, clientUid: 'slider-honest' });
      expect((await check(t, named, 'blockPuzzle', slider(await answerOf(named)), { ip, clientUid: 'slider-honest' })).body.repCode).toBe('0000');
      const unnamed = await getChallenge(t, 'clickWord', { ip, clientUid: 'point-honest' });
      const points = (await storedChallenge(t.db, unnamed.token)).answer as Array<{ x: number; y: number }>;
      expect((await check(t, unnamed, 'clickWord', JSON.stringify(points), { ip })).body.repCode).toBe('0000');
      const v6 = await getChallenge(t, 'blockPuzzle', { ip: '2001:db8:77:3::5' });
      expect((await check(t, v6, 'blockPuzzle', slider(await answerOf(v6)), { ip: '2001:db8:77:3:abcd::9' })).body.repCode).toBe('0000');
    });
  });
});
