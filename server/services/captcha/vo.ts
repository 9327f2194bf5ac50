import 'server-only';

/**
 * AJ-Captcha's CaptchaVO as the reference server serialises it: every field
 * present, unused ones null. The real coordinates are never in it.
 */
export interface CaptchaVo {
  captchaId: null;
  projectCode: null;
  captchaType: string | null;
  captchaOriginalPath: null;
  captchaFontType: null;
  captchaFontSize: null;
  secretKey: string | null;
  originalImageBase64: string | null;
  point: null;
  jigsawImageBase64: string | null;
  wordList: string[] | null;
  pointList: null;
  pointJson: string | null;
  token: string | null;
  result: boolean;
  captchaVerification: null;
  clientUid: null;
  ts: number | null;
  browserInfo: null;
}

export function captchaVo(fields: Partial<CaptchaVo>): CaptchaVo {
  return {
    captchaId: null,
    projectCode: null,
    captchaType: null,
    captchaOriginalPath: null,
    captchaFontType: null,
    captchaFontSize: null,
    secretKey: null,
    originalImageBase64: null,
    point: null,
    jigsawImageBase64: null,
    wordList: null,
    pointList: null,
    pointJson: null,
    token: null,
    result: false,
    captchaVerification: null,
    clientUid: null,
    ts: null,
    browserInfo: null,
    ...fields,
  };
}
