import { EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

/**
 * The login dialog's warnings (SPEC §5), checked in the browser before any
 * request. Each check list is in the order the user is told: the first
 * failing entry is the one warning shown. Keys are message keys of the
 * `LoginDialog` namespace.
 */
export type WarningKey =
  | 'needAccount'
  | 'needPassword'
  | 'needPhone'
  | 'needEmail'
  | 'emailFormat'
  | 'needCode'
  | 'getCodeFirst'
  | 'needNewPwd'
  | 'pwdLength'
  | 'pwdTrivial'
  | 'needRepeatPwd'
  | 'pwdMismatch'
  | 'needSetPwd';

export interface Warning<F extends string> {
  field: F;
  key: WarningKey;
}

type Check<F extends string> = readonly [field: F, ok: boolean, key: WarningKey];

function first<F extends string>(checks: ReadonlyArray<Check<F>>): Warning<F> | null {
  const failed = checks.find(([, ok]) => !ok);
  return failed ? { field: failed[0], key: failed[2] } : null;
}

const filled = (value: string) => value.trim().length > 0;
export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());
export const isNewPasswordLength = (value: string) => value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH;

/** Password login: account first, then password. */
export function checkPasswordLogin(form: { account: string; password: string }) {
  return first<'account' | 'password'>([
    ['account', filled(form.account), 'needAccount'],
    ['password', form.password.length > 0, 'needPassword'],
  ]);
}

/** Get code: the phone number or e-mail it goes to (and, for e-mail, a plausible address). */
export function checkCodeTarget(channel: 'phone' | 'email', target: string) {
  if (channel === 'phone') return first<'target'>([['target', filled(target), 'needPhone']]);
  return first<'target'>([
    ['target', filled(target), 'needEmail'],
    ['target', isEmail(target), 'emailFormat'],
  ]);
}

/**
 * Code login: phone (or e-mail, then its format), then the code, which must
 * also have been requested in this view (SPEC §5 "required and must be requested first").
 */
export function checkCodeLogin(channel: 'phone' | 'email', form: { target: string; code: string; codeRequested: boolean }) {
  return (
    checkCodeTarget(channel, form.target) ??
    first<'code'>([
      ['code', filled(form.code), 'needCode'],
      ['code', form.codeRequested, 'getCodeFirst'],
    ])
  );
}

/**
 * Blanks only, or one character repeated ('aaaaaaaa', '８８８８８８８８'): the
 * server refuses these too (it knows their digests), this says why before sending.
 */
export const isTrivialPassword = (value: string) => value.trim() === '' || new Set(value).size === 1;

/** A new password: present, then 8 to 64 characters, then not blank or one repeated character. */
function newPasswordChecks<F extends string>(field: F, value: string, requiredKey: WarningKey): Check<F>[] {
  return [
    [field, value.length > 0, requiredKey],
    [field, isNewPasswordLength(value), 'pwdLength'],
    [field, !isTrivialPassword(value), 'pwdTrivial'],
  ];
}

/** Reset: phone or e-mail, code, new password, repeat password, and the two equal. */
export function checkResetPassword(
  channel: 'phone' | 'email',
  form: { target: string; code: string; codeRequested: boolean; newPwd: string; repeatPwd: string },
) {
  return (
    checkCodeLogin(channel, form) ??
    first<'newPwd' | 'repeatPwd'>([
      ...newPasswordChecks('newPwd' as const, form.newPwd, 'needNewPwd'),
      ['repeatPwd', form.repeatPwd.length > 0, 'needRepeatPwd'],
      ['repeatPwd', form.repeatPwd === form.newPwd, 'pwdMismatch'],
    ])
  );
}

/** Set password (after a code login): required, then 8 to 64 characters. */
export function checkSetPassword(form: { password: string }) {
  return first<'password'>(newPasswordChecks('password' as const, form.password, 'needSetPwd'));
}

/** The phone input keeps digits only, whatever is typed or pasted (SPEC §5). */
export function digitsOnly(value: string, max?: number): string {
  const digits = value.replace(/\D+/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}
