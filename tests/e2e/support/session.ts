import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

import { LEGAL_DOCUMENTS_VERSION } from '../../../lib/constants/legal';

export interface Login {
  token: string;
  uid: number;
  nickName: string;
  [key: string]: unknown;
}

/** The six-digit code of the newest message to `destination` ('+86 137…' or an e-mail), as /dev/outbox shows it. */
export async function readCode(request: APIRequestContext, destination: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const html = await (await request.get(`/dev/outbox?to=${encodeURIComponent(destination)}`)).text();
        code = /data-test="outbox-code"[^>]*>(\d{6})</.exec(html)?.[1] ?? null;
        return code;
      },
      { message: `a code to ${destination} in /dev/outbox` },
    )
    .not.toBeNull();
  return code!;
}

/** The answers of the sign-up step for an adult learner, which a code that creates an account needs. */
export const ADULT_SIGN_UP = { agreementVersion: LEGAL_DOCUMENTS_VERSION, learnerUnder14: false } as const;

/** Registers (or logs in) a phone number by SMS code, as the login dialog does. */
export async function loginByCode(request: APIRequestContext, phone: string): Promise<Login> {
  const send = async () =>
    (await (await request.post('/api/user/login/sendMsgCode', { data: { phoneNumber: phone, dialCode: '86', purpose: 'login' } })).json()).code;
  let code = await send();
  // The same number logged in twice within the e2e server's resend interval (1 s) gets 4291: wait it out.
  for (let i = 0; code === 4291 && i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    code = await send();
  }
  expect(code).toBe(0);
  const msgCode = await readCode(request, `+86 ${phone}`);
  const res = await request.post('/api/user/login/checkMsgCode', {
    // A new number is an adult's sign-up with today's documents (the dialog's sign-up step sends the same).
    data: { msgCode, phoneNumber: phone, dialCode: '86', ...ADULT_SIGN_UP },
  });
  const body = await res.json();
  expect(body.code).toBe(0);
  return body.data as Login;
}

/** What the browser keeps after a login (lib/storage saveLogin): the cookie and local storage. */
export async function keepLogin(context: BrowserContext, baseURL: string | undefined, login: Login) {
  await context.addCookies([{ name: 'user_token', value: login.token, url: baseURL ?? 'http://127.0.0.1:3210' }]);
  await context.addInitScript((l) => {
    if (sessionStorage.getItem('e2e-login-seeded')) return;
    sessionStorage.setItem('e2e-login-seeded', '1');
    localStorage.setItem('user_token', l.token);
    localStorage.setItem('user_info', JSON.stringify(l));
  }, login);
}
