import { z } from 'zod';

import { flagField } from './paging';
import { acceptSpecNames } from './spec-names';

/**
 * Wire formats of the login, code and password endpoints (SPEC §7), shared by
 * the API's validation and the browser's calls. Inputs may arrive in the JSON
 * body or in the query string, so every scalar accepts its string form too.
 * Unknown fields are dropped, never stored; the spec's names for a field are
 * accepted beside ours (acceptSpecNames).
 */

/** A string, or a number as a body may carry it (`dialCode: 86`), as a trimmed string. */
const text = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().max(max));

/** Dialling code without '+': '86', '852', '1'. */
export const dialCodeSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim().replace(/^\+/, ''))
  .pipe(z.string().regex(/^[1-9]\d{0,3}$/));

/** Digits only (the dialog strips everything else). */
export const phoneNumberSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{4,15}$/));

export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .transform((v) => v.toLowerCase())
  .pipe(z.email());

/** A code as sent by SMS or e-mail: six digits. */
export const codeSchema = text(6).pipe(z.string().regex(/^\d{6}$/));

/**
 * The password as the server sees it: the browser's crypto-js MD5 digest, in
 * lower-case hex. The server treats it as the secret itself.
 */
export const passwordDigestSchema = z.string().regex(/^[0-9a-f]{32}$/);

/** Which action a code is for; omitted means either (spec clients send none). */
export const codePurposeSchema = z.enum(['login', 'reset']);
export type CodePurpose = z.infer<typeof codePurposeSchema>;

const entrance = text(64).optional();
const channelCode = text(32).optional();

/** A mainland (86) mobile number has 11 digits and starts with 1. */
function refineMainlandMobile(value: { dialCode: string; phoneNumber: string }, ctx: z.RefinementCtx) {
  if (value.dialCode === '86' && !/^1\d{10}$/.test(value.phoneNumber)) {
    ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'invalid' });
  }
}

/** POST /api/user/login/sendMsgCode (the spec's sign-in helper names the number `phone`). */
const sendMsgCodeFields = z
  .object({
    phoneNumber: phoneNumberSchema,
    dialCode: dialCodeSchema.default('86'),
    captchaVerification: z.string().max(2048).optional(),
    /** Our addition: binds the code to one action (see docs/decisions.md). */
    purpose: codePurposeSchema.optional(),
  })
  .superRefine(refineMainlandMobile);
export const sendMsgCodeSchema = acceptSpecNames({ phone: 'phoneNumber' }, sendMsgCodeFields);
export type SendMsgCodeInput = z.input<typeof sendMsgCodeFields>;

/** POST /api/user/login/sendEmailCode */
export const sendEmailCodeSchema = z.object({
  email: emailSchema,
  /** Our addition: the captcha's proof, needed for a second code within the hour (see docs/security.md). */
  captchaVerification: z.string().max(2048).optional(),
  purpose: codePurposeSchema.optional(),
});
export type SendEmailCodeInput = z.input<typeof sendEmailCodeSchema>;

/**
 * The answers of the sign-up step, needed only when the code creates an
 * account (the server then answers 4113 or 4114 without them): the version of
 * the user agreement and privacy policy agreed to, whether the learner is
 * under 14, and if so that the person signing up is the guardian and consents.
 */
const signUpConsentFields = {
  agreementVersion: text(16).optional(),
  learnerUnder14: flagField.optional(),
  guardianConsent: flagField.optional(),
};
export type SignUpConsent = { agreementVersion: string; learnerUnder14: boolean; guardianConsent: boolean };

/** POST /api/user/login/checkMsgCode: log in or register; with `newPwd`, reset the password. */
export const checkMsgCodeSchema = z
  .object({
    msgCode: codeSchema,
    phoneNumber: phoneNumberSchema,
    dialCode: dialCodeSchema.default('86'),
    channelCode,
    entrance,
    newPwd: passwordDigestSchema.optional(),
    ...signUpConsentFields,
  })
  .superRefine(refineMainlandMobile);
export type CheckMsgCodeInput = z.input<typeof checkMsgCodeSchema>;

/** POST /api/user/login/checkEmailCode (the spec's e-mail helper sends the code as `msgCode`). */
const checkEmailCodeFields = z.object({
  emailCode: codeSchema,
  email: emailSchema,
  entrance,
  newPwd: passwordDigestSchema.optional(),
  ...signUpConsentFields,
});
export const checkEmailCodeSchema = acceptSpecNames({ msgCode: 'emailCode' }, checkEmailCodeFields);
export type CheckEmailCodeInput = z.input<typeof checkEmailCodeFields>;

/** POST /api/user/login/pwd: `username` is a phone number (with `dialCode`, default 86) or an e-mail address. */
export const loginByPasswordSchema = z.object({
  username: z.union([z.string(), z.number()]).transform((v) => String(v).trim()).pipe(z.string().min(1).max(254)),
  encryptionPwd: passwordDigestSchema,
  dialCode: dialCodeSchema.default('86'),
  entrance,
  channelCode,
});
export type LoginByPasswordInput = z.input<typeof loginByPasswordSchema>;

/** PUT /api/user/pwd/update: the first password needs no old one; a change does. */
export const updatePasswordSchema = z.object({
  newPwd: passwordDigestSchema,
  oldPwd: passwordDigestSchema.optional(),
});
export type UpdatePasswordInput = z.input<typeof updatePasswordSchema>;

/** POST /api/user/logout takes nothing. */
export const logoutSchema = z.object({});

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** POST /api/quickTracking/queryQuickTracking: first-visit attribution (type 2). */
export const quickTrackingSchema = z.object({
  type: z.coerce.number().pipe(z.literal(2)),
  first_visit_time: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
      .optional(),
  ),
  first_referrer_host: z.preprocess(emptyToUndefined, z.string().max(255).optional()),
  first_referter_path: z.preprocess(emptyToUndefined, z.string().max(2000).optional()),
});
export type QuickTrackingInput = z.input<typeof quickTrackingSchema>;

/**
 * What every successful login, registration or reset returns (fixed contract).
 * `gotoUpdatePwd` is true on the code login that created the account: the
 * login is complete, and the dialog offers to set a password (optional; the
 * profile offers it again while the account has none).
 */
export interface LoginResponse {
  token: string;
  /** The spec's stored user_info has `id` beside `uid`: the same number. */
  id: number;
  uid: number;
  accountNo: string;
  gotoUpdatePwd: boolean;
  nickName: string;
  avatarUrl: string | null;
  phone: string | null;
  dialCode: string | null;
  email: string | null;
  /** Set while the account's cancellation is pending: when it closes (ISO). Logging in does not withdraw it. */
  cancellationEffectiveAt: string | null;
}
