import 'server-only';

/**
 * The security-verification captcha, compatible with the AJ-Captcha protocol
 * (blockPuzzle, clickWord) plus our textCode variant. Other features only
 * need `consumeCaptchaVerification`.
 */
export { createChallenge } from './challenge';
export { checkChallenge, type CheckInput } from './check';
export { CAPTCHA_TYPES, type CaptchaType } from './constants';
export { addressKey, usableClientUid, type CaptchaClient } from './limits';
export { CaptchaError, REP, type RepName } from './rep-codes';
export { consumeCaptchaVerification } from './verification';
export type { CaptchaVo } from './vo';
