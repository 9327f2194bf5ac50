import 'server-only';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';

import { USER_TOKEN_COOKIE, USER_TOKEN_MAX_AGE } from '@/lib/constants/auth';
import {
  checkEmailCodeSchema,
  checkMsgCodeSchema,
  loginByPasswordSchema,
  logoutSchema,
  sendEmailCodeSchema,
  sendMsgCodeSchema,
  updatePasswordSchema,
  type LoginResponse,
} from '@/lib/schemas/auth';

import { getConfig } from '../config';
import { loginWithCode, loginWithPassword, logout, updatePassword, type AuthContext } from '../services/auth/login';
import { sendEmailCode, sendPhoneCode } from '../services/auth/send-code';
import { createRouter } from './access';
import { ok, type AppContext, type AppEnv } from './context';
import { validateInput } from './validate';

/** Login, registration, codes and passwords under /api/user (login/*, pwd/update, logout). */
export const auth = createRouter();

function authContext<E extends AppEnv>(c: Context<E>): AuthContext {
  return { ip: c.get('clientIp'), locale: c.get('locale'), userAgent: c.req.header('user-agent') };
}

/**
 * The login answers also set the `user_token` cookie (script-readable, like
 * the one the client writes: server rendering and the proxy read it; the API
 * itself only trusts the `token` header). Secure when the site is served
 * over https. A new code-registered account is logged in at once too; the
 * password the dialog then offers is optional.
 */
function loggedIn(c: AppContext, login: LoginResponse) {
  setCookie(c, USER_TOKEN_COOKIE, login.token, {
    path: '/',
    maxAge: USER_TOKEN_MAX_AGE,
    sameSite: 'Lax',
    secure: getConfig().SITE_URL.startsWith('https:'),
  });
  return ok(c, login);
}

// POST /api/user/login/sendMsgCode – texts a code (captcha first outside +86)
auth.public.post('/login/sendMsgCode', validateInput(sendMsgCodeSchema), async (c) =>
  ok(c, await sendPhoneCode(c.get('db'), c.req.valid('json'), authContext(c))),
);

// POST /api/user/login/sendEmailCode – e-mails a code
auth.public.post('/login/sendEmailCode', validateInput(sendEmailCodeSchema), async (c) =>
  ok(c, await sendEmailCode(c.get('db'), c.req.valid('json'), authContext(c))),
);

// POST /api/user/login/checkMsgCode – code login / registration; with newPwd a password reset
auth.public.post('/login/checkMsgCode', validateInput(checkMsgCodeSchema), async (c) => {
  const { msgCode, phoneNumber, dialCode, newPwd, entrance, channelCode, ...consent } = c.req.valid('json');
  const login = await loginWithCode(
    c.get('db'),
    { channel: 'sms', dialCode, phone: phoneNumber, code: msgCode, newPwd, entrance, channelCode, consent },
    authContext(c),
  );
  return loggedIn(c, login);
});

// POST /api/user/login/checkEmailCode – the same by e-mail code
auth.public.post('/login/checkEmailCode', validateInput(checkEmailCodeSchema), async (c) => {
  const { emailCode, email, newPwd, entrance, ...consent } = c.req.valid('json');
  const login = await loginWithCode(c.get('db'), { channel: 'email', email, code: emailCode, newPwd, entrance, consent }, authContext(c));
  return loggedIn(c, login);
});

// POST /api/user/login/pwd – password login with the browser's digest
auth.public.post('/login/pwd', validateInput(loginByPasswordSchema), async (c) =>
  loggedIn(c, await loginWithPassword(c.get('db'), c.req.valid('json'), authContext(c))),
);

// PUT /api/user/pwd/update – first password, or a change with the old one; other sessions end
auth.user.put('/pwd/update', validateInput(updatePasswordSchema), async (c) => {
  const { user } = c.var;
  return ok(c, await updatePassword(c.get('db'), { userId: user.id, sessionId: user.sessionId }, c.req.valid('json'), authContext(c)));
});

// POST /api/user/logout – ends this session
auth.user.post('/logout', validateInput(logoutSchema), async (c) => {
  await logout(c.get('db'), c.var.user.sessionId);
  deleteCookie(c, USER_TOKEN_COOKIE, { path: '/' });
  return ok(c, null);
});
