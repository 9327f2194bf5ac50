/** SPEC §9: a new code may be requested 60 s after the last one; the link counts down every second. */
export const CODE_RESEND_SECONDS = 60;

/**
 * New passwords are checked in the browser before they are digested, since the
 * server only ever sees the digest (issue 3: at least 8, at most 64 characters).
 * The letters-plus-digits pattern of SPEC §5 stays a hint: the spec does not apply it.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** Password inputs accept more than the maximum, so that too long is told rather than silently cut. */
export const PASSWORD_INPUT_MAX = 128;

/** E.164 allows at most 15 digits in a full number. */
export const PHONE_MAX_LENGTH = 15;
export const EMAIL_MAX_LENGTH = 254;
export const CODE_MAX_LENGTH = 6;

/** A plain shape check; the server decides what it accepts. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * SPEC §7: every login call names its entrance, one fixed brand string per
 * edition, and a fixed numeric channel code.
 */
export const LOGIN_ENTRANCE = { cn: 'sprout-cn', en: 'sprout-en' } as const;
export const LOGIN_CHANNEL_CODE = '1';

/** The entrance of the edition a next-intl locale ('zh-CN' | 'en') belongs to. */
export function loginEntrance(intlLocale: string): string {
  return intlLocale.toLowerCase().startsWith('en') ? LOGIN_ENTRANCE.en : LOGIN_ENTRANCE.cn;
}
