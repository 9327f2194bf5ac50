import { http } from '../http';
import type {
  CheckEmailCodeInput,
  CheckMsgCodeInput,
  LoginByPasswordInput,
  LoginResponse,
  QuickTrackingInput,
  SendEmailCodeInput,
  SendMsgCodeInput,
  UpdatePasswordInput,
} from '../schemas/auth';

export type { LoginResponse } from '../schemas/auth';

/**
 * The login, code and password calls (SPEC §7). Passwords are passed as the
 * browser's digest (`digestPassword` in lib/auth/digest.ts), never in plain.
 * Everything goes in the JSON body: secrets must not travel in URLs.
 * Failures reject with ApiError (message already translated) and toast
 * unless `toast: false` is passed where offered.
 */

/**
 * POST /api/user/login/sendMsgCode – texts a code. For a dial code other than
 * 86 pass the captcha's `captchaVerification`. `purpose: 'reset'` from the
 * forgot-password view, 'login' from code login (a code only works for its purpose).
 */
export const sendMsgCode = (input: SendMsgCodeInput, options: { toast?: boolean } = {}) =>
  http.post<{ sent: true }>('user/login/sendMsgCode', { json: input, toast: options.toast });

/**
 * POST /api/user/login/sendEmailCode – e-mails a code (English edition). Either
 * send answers CAPTCHA_REQUIRED_CODE when the server wants the captcha first
 * (a second code within the hour, or a busy day): solve it, then send again
 * with its `captchaVerification`.
 */
export const sendEmailCode = (input: SendEmailCodeInput, options: { toast?: boolean } = {}) =>
  http.post<{ sent: true }>('user/login/sendEmailCode', { json: input, toast: options.toast });

/** The envelope code of a send that needs the captcha first (server/errors.ts CAPTCHA_REQUIRED). */
export const CAPTCHA_REQUIRED_CODE = 4106;

/** POST /api/user/login/checkMsgCode – logs in or registers by SMS code; with `newPwd` resets the password. */
export const checkMsgCode = (input: CheckMsgCodeInput, options: { toast?: boolean } = {}) =>
  http.post<LoginResponse>('user/login/checkMsgCode', { json: input, toast: options.toast });

/** POST /api/user/login/checkEmailCode – the same by e-mail code. */
export const checkEmailCode = (input: CheckEmailCodeInput, options: { toast?: boolean } = {}) =>
  http.post<LoginResponse>('user/login/checkEmailCode', { json: input, toast: options.toast });

/** POST /api/user/login/pwd – password login; `username` is a phone number (with `dialCode`) or an e-mail. */
export const loginByPassword = (input: LoginByPasswordInput) =>
  http.post<LoginResponse>('user/login/pwd', { json: input });

/** PUT /api/user/pwd/update – sets the first password (no `oldPwd`) or changes it (`oldPwd` required); ends the other sessions. */
export const updatePassword = (input: UpdatePasswordInput) =>
  http.put<{ updated: true }>('user/pwd/update', { json: input });

/** POST /api/user/logout – ends this session on the server (clear local storage as well: `clearLogin`). */
export const logout = (options: { toast?: boolean } = {}) =>
  http.post<null>('user/logout', { json: {}, toast: options.toast });

/** POST /api/quickTracking/queryQuickTracking – first-visit attribution after login; never toasts. */
export const reportQuickTracking = (input: QuickTrackingInput) =>
  http.post<{ stored: boolean }>('quickTracking/queryQuickTracking', { json: input, toast: false });
