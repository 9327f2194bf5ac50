/**
 * The client address behind proxies (security baseline A4, A7; ASVS5 15.3.4):
 * with TRUST_PROXY only the hops we trust are skipped, from the RIGHT of
 * X-Forwarded-For, so a client that writes its own left-most entries still
 * counts as one address for the per-address code limit and the per-address
 * wrong-password cap.
 */
import { getConfig } from '@/server/config';
import { clientAddress } from '@/server/services/auth/client-network';

import { md5, newIp, newPhone, TEST_PEPPER, withServerEnv } from './helpers/auth';
import { cnMessages, describeApi, envelope, setServerEnv, type EngineSuite } from './helpers/test-app';

// From the second code of the hour from one address on, a send needs a captcha proof (auth-lockout.test.ts);
// the mock redeems any, so only the per-address count can refuse here.
jest.mock('@/server/services/captcha', () => ({ consumeCaptchaVerification: jest.fn(async () => true) }));

const SEND = '/api/user/login/sendMsgCode';
const PWD = '/api/user/login/pwd';

withServerEnv({ PASSWORD_PEPPER: TEST_PEPPER, TRUST_PROXY: '1', LOGIN_FAILURES_PER_HOUR_IP: '12' });

/** What a client behind our one proxy sends: its own made-up entries, then the address our proxy appended. */
const forwarded = (spoofed: string, real: string) => ({ 'x-forwarded-for': `${spoofed}, ${real}` });
const spoof = (i: number) => `203.0.113.${(i % 250) + 1}`;

describe('TRUST_PROXY setting', () => {
  it('reads false, true, a hop count and a proxy list; refuses anything else', () => {
    const cases: Array<[string | undefined, unknown]> = [
      [undefined, 0],
      ['', 0],
      ['false', 0],
      ['0', 0],
      ['true', 1],
      ['1', 1],
      ['2', 2],
      ['10.0.0.0/8, 192.168.1.1', ['10.0.0.0/8', '192.168.1.1']],
      ['loopback', ['loopback']],
    ];
    for (const [value, expected] of cases) {
      const restore = setServerEnv({ TRUST_PROXY: value });
      try {
        expect([value, getConfig().TRUST_PROXY]).toEqual([value, expected]);
      } finally {
        restore();
      }
    }
    const restore = setServerEnv({ TRUST_PROXY: 'yes please' });
    try {
      expect(() => getConfig()).toThrow(/TRUST_PROXY/);
    } finally {
      restore();
    }
  });

  it('takes the address from the right, past the trusted hops only', () => {
    const xff = '1.1.1.1, 2.2.2.2, 3.3.3.3';
    expect(clientAddress('10.0.0.2', xff, 0)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', xff, 1)).toBe('3.3.3.3');
    expect(clientAddress('10.0.0.2', xff, 2)).toBe('2.2.2.2');
    expect(clientAddress('10.0.0.2', xff, 9)).toBe('1.1.1.1'); // fewer entries than hops: the left-most
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    // A list: trusted while the hop is one of ours.
    expect(clientAddress('10.0.0.2', xff, ['10.0.0.0/8'])).toBe('3.3.3.3');
    expect(clientAddress('10.0.0.2', '1.1.1.1, 10.9.9.9', ['10.0.0.0/8'])).toBe('1.1.1.1');
    // A peer that is not one of our proxies is the client, whatever it claims.
    expect(clientAddress('198.51.100.9', xff, ['10.0.0.0/8'])).toBe('198.51.100.9');
  });
});

describeApi('client address behind one trusted proxy', (t: EngineSuite) => {
  const PROXY = '10.20.30.40';

  it('counts a client that rotates its left-most X-Forwarded-For entries as one address for codes (429 at 10/h)', async () => {
    const real = newIp();
    for (let i = 0; i < 10; i++) {
      const res = await t.request(SEND, { json: { phoneNumber: newPhone(), dialCode: '86', captchaVerification: 'ok' }, ip: PROXY, headers: forwarded(spoof(i), real) });
      expect((await envelope(res)).code).toBe(0);
    }
    const refused = await t.request(SEND, { json: { phoneNumber: newPhone(), dialCode: '86', captchaVerification: 'ok' }, ip: PROXY, headers: forwarded(spoof(99), real) });
    expect({ status: refused.status, msg: (await envelope(refused)).msg }).toEqual({ status: 429, msg: cnMessages.Errors.CODE_IP_LIMIT });
    // Another client behind the same proxy is not affected.
    const other = await t.request(SEND, { json: { phoneNumber: newPhone(), dialCode: '86', captchaVerification: 'ok' }, ip: PROXY, headers: forwarded(spoof(1), newIp()) });
    expect((await envelope(other)).code).toBe(0);
  });

  it('counts its wrong passwords against one address (429 at LOGIN_FAILURES_PER_HOUR_IP)', async () => {
    const real = newIp();
    const cap = getConfig().LOGIN_FAILURES_PER_HOUR_IP;
    const statuses: number[] = [];
    for (let i = 0; i <= cap; i++) {
      const res = await t.request(PWD, {
        json: { username: newPhone(), encryptionPwd: md5(`wrong-${i}-Password`) },
        ip: PROXY,
        headers: forwarded(`${spoof(i)}, ${spoof(i + 7)}`, real),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, cap)).toEqual(Array(cap).fill(401));
    expect(statuses[cap]).toBe(429);
  });
});
