import { configure } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';

import { configureHttp, resetHttpClient } from '@/lib/http';
import { toasts } from '@/lib/notify';

import { server } from '../helpers/msw';
import { MESSAGES } from '../helpers/render';

// The product marks elements for tests with data-test (as the e2e suite does).
configure({ testIdAttribute: 'data-test' });

export const CN = MESSAGES.cn.LoginDialog;
export const EN = MESSAGES.en.LoginDialog;

/** What a successful login answers (the fixed contract of lib/schemas/auth.ts). */
export function loginResponse(overrides: Record<string, unknown> = {}) {
  return {
    token: 'tok-123',
    uid: 7,
    accountNo: 'SE0000007',
    gotoUpdatePwd: false,
    nickName: 'Lily',
    avatarUrl: null,
    phone: '13800000000',
    dialCode: '86',
    email: null,
    cancellationEffectiveAt: null,
    ...overrides,
  };
}

export interface Call {
  method: string;
  path: string;
  body: Record<string, unknown>;
  raw: string;
  token: string | null;
}

/** Every request any test code makes, in order; tests assert that warnings send none. */
export const calls: Call[] = [];

server.events.on('request:start', async ({ request }) => {
  const raw = await request.clone().text();
  let body: Record<string, unknown> = {};
  try {
    body = raw ? JSON.parse(raw) : {};
  } catch {
    body = {};
  }
  calls.push({ method: request.method, path: new URL(request.url).pathname, body, raw, token: request.headers.get('token') });
});

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });

/** Answers every auth endpoint the dialog uses; `login` is what the login calls return. */
export function serveAuth({ login = loginResponse(), checkCode = login }: { login?: object; checkCode?: object } = {}) {
  server.use(
    mock.post('*/api/user/login/sendMsgCode', () => ok({ sent: true })),
    mock.post('*/api/user/login/sendEmailCode', () => ok({ sent: true })),
    mock.post('*/api/user/login/checkMsgCode', () => ok(checkCode)),
    mock.post('*/api/user/login/checkEmailCode', () => ok(checkCode)),
    mock.post('*/api/user/login/pwd', () => ok(login)),
    mock.put('*/api/user/pwd/update', () => ok({ updated: true })),
    mock.post('*/api/user/logout', () => ok(null)),
    mock.post('*/api/user/cancellation/withdraw', () => ok({ status: 'withdrawn' })),
    mock.post('*/api/quickTracking/queryQuickTracking', () => ok({ stored: true })),
  );
}

/** The requests to one path. */
export const callsTo = (suffix: string) => calls.filter((c) => c.path.endsWith(suffix));

export function resetAuthTestState(locale: 'cn' | 'en' = 'cn'): void {
  calls.length = 0;
  toasts.reset();
  resetHttpClient();
  configureHttp({ messages: MESSAGES[locale].Http });
}

export const toastTexts = () => toasts.getState().list.map((t) => `${t.kind}:${t.text}`);

export { LoginPanel } from '@/components/auth/login-panel';
