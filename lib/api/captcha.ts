import type { CaptchaType } from '../captcha/client-uid';
import { http } from '../http';

export type { CaptchaType };

/** The protocol's response envelope, as the client receives it. */
export interface CaptchaResponse<T> {
  repCode: string;
  repMsg: string | null;
  repData: T | null;
  success: boolean;
}

/** `repData` of a successful get (other CaptchaVO fields are null and not used here). */
export interface CaptchaChallenge {
  originalImageBase64: string;
  /** blockPuzzle only: the 47 x 155 strip holding the piece. */
  jigsawImageBase64: string | null;
  /** clickWord only: the three characters to click, in order. */
  wordList: string[] | null;
  token: string;
  secretKey: string | null;
}

export interface CheckResult {
  result: boolean;
  token: string;
}

/**
 * POST /api/captcha/get – a new challenge. Resolves with the envelope when
 * repCode is '0000'; any other code rejects with an ApiError whose message is
 * repMsg and whose code is the repCode (6201 means: clear the images).
 */
export const getCaptcha = (input: { captchaType: CaptchaType; clientUid: string; ts?: number }) =>
  http.post<CaptchaResponse<CaptchaChallenge>>('captcha/get', { json: { ts: Date.now(), ...input }, toast: false });

/**
 * POST /api/captcha/check – one attempt at a challenge. Resolves with the
 * envelope (the client treats '0000' as a pass and anything else as a failure).
 */
export const checkCaptcha = (input: { captchaType: CaptchaType; pointJson: string; token: string }) =>
  http.post<CaptchaResponse<CheckResult>>('captcha/check', { json: input, toast: false });
