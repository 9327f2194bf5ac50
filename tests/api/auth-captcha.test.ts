/**
 * sendMsgCode outside mainland China with the real captcha service (A5): a
 * verification from a passed slider unlocks one send; missing, forged,
 * replayed, expired or failed ones are refused; +86 needs none.
 */
import { fakeClock, latestOutbox, newIp, newPhone, TEST_PEPPER, withServerEnv } from './helpers/auth';
import { check, getChallenge, storedChallenge } from './helpers/captcha';
import { cnMessages, describeApi, envelope } from './helpers/test-app';

const SEND = '/api/user/login/sendMsgCode';

withServerEnv({ PASSWORD_PEPPER: TEST_PEPPER });
afterEach(() => jest.useRealTimers());

describeApi('sendMsgCode with the captcha', (t) => {
  /** Solves a slider the way the browser does (the answer read from the server's own record). */
  async function solvedSlider(offset = 0) {
    const ip = newIp();
    const data = await getChallenge(t, 'blockPuzzle', { ip });
    const { x } = (await storedChallenge(t.db, data.token)).answer as { x: number };
    // Checked from where it was fetched: a token passes only for its own client.
    const result = await check(t, data, 'blockPuzzle', JSON.stringify({ x: x + offset, y: 5 }), { ip });
    return { passed: result.body.repCode === '0000', verification: result.captchaVerification };
  }

  async function send(phone: string, captchaVerification?: string) {
    const res = await t.request(SEND, { json: { phoneNumber: phone, dialCode: '852', ...(captchaVerification ? { captchaVerification } : {}) }, ip: newIp() });
    return { status: res.status, body: await envelope(res) };
  }

  const local = () => `6${newPhone().slice(-7)}`;

  it('sends once for a passed slider, and refuses the same verification again', async () => {
    const { passed, verification } = await solvedSlider();
    expect(passed).toBe(true);
    const phone = local();
    expect((await send(phone, verification)).body).toEqual({ code: 0, msg: 'success', data: { sent: true } });
    expect((await latestOutbox(t.db, `+852 ${phone}`)).body).toMatch(/\d{6}/);
    const replay = await send(local(), verification);
    expect([replay.status, replay.body.msg]).toEqual([400, cnMessages.Errors.CAPTCHA_INVALID]);
  });

  it('refuses a missing, forged or failed verification', async () => {
    expect((await send(local())).body.msg).toBe(cnMessages.Errors.CAPTCHA_REQUIRED);
    expect((await send(local(), 'forged---{"x":1,"y":5}')).body.msg).toBe(cnMessages.Errors.CAPTCHA_INVALID);
    const failed = await solvedSlider(40);
    expect(failed.passed).toBe(false);
    expect((await send(local(), failed.verification)).body.msg).toBe(cnMessages.Errors.CAPTCHA_INVALID);
  });

  it('refuses a verification older than 180 s', async () => {
    const clock = fakeClock();
    const { verification } = await solvedSlider();
    clock.advance(181_000);
    expect((await send(local(), verification)).body.msg).toBe(cnMessages.Errors.CAPTCHA_INVALID);
  });

  it('sends to +86 without any captcha', async () => {
    const phone = newPhone();
    const res = await t.request(SEND, { json: { phoneNumber: phone, dialCode: '86' }, ip: newIp() });
    expect((await envelope(res)).code).toBe(0);
  });
});
