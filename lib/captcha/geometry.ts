/** Every coordinate goes to the server in the 310 x 155 space of the original image, whatever size it is shown at. */
export const CAPTCHA_IMAGE_WIDTH = 310;
export const CAPTCHA_IMAGE_HEIGHT = 155;
/** The text-code image. */
export const TEXT_CODE_IMAGE_HEIGHT = 100;
/** The jigsaw strip's width in image space. */
export const JIGSAW_WIDTH = 47;
/** The slider's y is a protocol constant. */
export const SLIDER_Y = 5.0;

/** A shown width, or the base width when the element has not been laid out (0, e.g. in tests). */
function shown(size: number | undefined, base: number): number {
  return size && size > 0 ? size : base;
}

/** The slider's pointJson value: x scaled to 310 (not rounded: it may be fractional), y fixed at 5. */
export function sliderPoint(moveLeft: number, imageWidth?: number): { x: number; y: number } {
  return { x: (moveLeft * CAPTCHA_IMAGE_WIDTH) / shown(imageWidth, CAPTCHA_IMAGE_WIDTH), y: SLIDER_Y };
}

/** A click on the image, scaled to 310 x 155 and rounded. */
export function clickPoint(offsetX: number, offsetY: number, imageWidth?: number, imageHeight?: number): { x: number; y: number } {
  return {
    x: Math.round((offsetX * CAPTCHA_IMAGE_WIDTH) / shown(imageWidth, CAPTCHA_IMAGE_WIDTH)),
    y: Math.round((offsetY * CAPTCHA_IMAGE_HEIGHT) / shown(imageHeight, CAPTCHA_IMAGE_HEIGHT)),
  };
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
