import 'server-only';

/** The captcha variants: AJ-Captcha's two, plus our typed text code. */
export const CAPTCHA_TYPES = ['blockPuzzle', 'clickWord', 'textCode'] as const;
export type CaptchaType = (typeof CAPTCHA_TYPES)[number];

export function isCaptchaType(value: unknown): value is CaptchaType {
  return typeof value === 'string' && (CAPTCHA_TYPES as readonly string[]).includes(value);
}

/** Background size of both AJ-Captcha variants; clients scale every coordinate to it. */
export const IMAGE_WIDTH = 310;
export const IMAGE_HEIGHT = 155;
/** The jigsaw strip: full image height, the piece drawn at its real height inside it. */
export const JIGSAW_WIDTH = 47;
/** The slider answer's x lies in [SLIDER_MIN_X, SLIDER_MAX_X] (upstream: rand[0, 310-47-100) + 100). */
export const SLIDER_MIN_X = 100;
export const SLIDER_MAX_X = IMAGE_WIDTH - JIGSAW_WIDTH - 1;
/** The protocol's fixed y of the slider (template height equals image height). */
export const SLIDER_Y = 5;
/** Slider tolerance on x, inclusive (aj.captcha.slip-offset). */
export const SLIDER_TOLERANCE = 5;
/** Characters drawn on the click image, and how many of them the user must click. */
export const CLICK_WORDS_DRAWN = 4;
export const CLICK_POINTS = 3;
/** Per-click tolerance on x and on y, inclusive. */
export const CLICK_TOLERANCE = 25;
/** The text-code image and the code's length range. */
export const TEXT_IMAGE_WIDTH = 310;
export const TEXT_IMAGE_HEIGHT = 100;
export const TEXT_CODE_MIN_LENGTH = 4;
export const TEXT_CODE_MAX_LENGTH = 6;

/** A challenge lives 120 s; a passed check's captchaVerification 180 s, usable once. */
export const CHALLENGE_TTL_SECONDS = 120;
export const VERIFICATION_TTL_SECONDS = 180;
/** Failed checks are counted in windows of this length (upstream's FAIL counter). */
export const FAILURE_WINDOW_SECONDS = 60;
