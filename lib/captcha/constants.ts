/** SPEC §4/§9 captcha timings. */
export const CAPTCHA_TIMINGS = {
  /** A pass stays on screen this long before the dialog reports it (1 to 1.5 s). */
  successCloseMs: 1000,
  /** After a failed slider or text check, a new image this much later (0.7 to 1 s). */
  failureRefreshMs: 1000,
  /** The click mode refreshes faster after a failure, as the reference client does. */
  clickFailureRefreshMs: 700,
  /** The click mode checks this long after the third click. */
  clickVerifyDelayMs: 400,
} as const;

/** Clicks the click mode collects before it checks. */
export const CLICK_POINT_COUNT = 3;
/** The slider: handle 50 px wide, bar 40 px high. */
export const SLIDER_HANDLE_WIDTH = 50;
export const SLIDER_BAR_HEIGHT = 40;
