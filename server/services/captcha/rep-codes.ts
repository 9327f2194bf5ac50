import 'server-only';

/**
 * The AJ-Captcha answers we give (RepCodeEnum), each with its message key
 * under `Errors` in messages/*.json: the protocol's Chinese texts verbatim
 * for Chinese callers, English equivalents for English ones.
 */
export const REP = {
  SUCCESS: { repCode: '0000', message: 'CAPTCHA_REP_SUCCESS' },
  ERROR: { repCode: '0001', message: 'CAPTCHA_REP_ERROR' },
  BODY_BLANK: { repCode: '0011', message: 'CAPTCHA_REP_BODY_BLANK' },
  TYPE_BLANK: { repCode: '0011', message: 'CAPTCHA_REP_TYPE_BLANK' },
  TOKEN_BLANK: { repCode: '0011', message: 'CAPTCHA_REP_TOKEN_BLANK' },
  POINT_BLANK: { repCode: '0011', message: 'CAPTCHA_REP_POINT_BLANK' },
  TYPE_FORMAT: { repCode: '0016', message: 'CAPTCHA_REP_TYPE_FORMAT' },
  INVALID: { repCode: '6110', message: 'CAPTCHA_REP_INVALID' },
  COORDINATE_ERROR: { repCode: '6111', message: 'CAPTCHA_REP_COORDINATE_ERROR' },
  IMAGE_FAILED: { repCode: '6112', message: 'CAPTCHA_REP_IMAGE_FAILED' },
  GET_LIMIT: { repCode: '6201', message: 'CAPTCHA_REP_GET_LIMIT' },
  LOCKED: { repCode: '6202', message: 'CAPTCHA_REP_LOCKED' },
  CHECK_LIMIT: { repCode: '6204', message: 'CAPTCHA_REP_CHECK_LIMIT' },
} as const;

export type RepName = keyof typeof REP;

/** A refusal in the protocol's terms; the router turns it into `{repCode, repMsg, repData: null, success: false}`. */
export class CaptchaError extends Error {
  readonly name = 'CaptchaError';
  constructor(readonly rep: Exclude<RepName, 'SUCCESS'>) {
    super(rep);
  }

  get repCode(): string {
    return REP[this.rep].repCode;
  }
}
