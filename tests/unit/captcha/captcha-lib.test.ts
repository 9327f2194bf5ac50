import { captchaEncrypt, captchaVerificationOf, encryptIfKeyed } from '@/lib/captcha/aes';
import { captchaClientUid } from '@/lib/captcha/client-uid';
import { clickPoint, sliderPoint } from '@/lib/captcha/geometry';
import { STORAGE_KEYS } from '@/lib/storage';

const KEY = 'XwKsGlMcdPMEhR1B';

describe('captcha client AES (the protocol test vectors)', () => {
  test.each([
    ['{"x":156,"y":5}', 'jPDOfu6x1ysLPdMzs56+UA=='],
    ['[{"x":40,"y":60},{"x":120,"y":90},{"x":200,"y":45}]', '3u/2fdznAF86GT5LvacgcqQv5HItdTWqECe7/QuoQM4E2/PymtC0ByTmvTWX2pUdO53/frpyPXx3g8r9nxKCiw=='],
  ])('%s', (plain, cipher) => {
    expect(captchaEncrypt(plain, KEY)).toBe(cipher);
  });

  test('captchaVerification is AES(token---pointJson), plain without a key', () => {
    expect(captchaVerificationOf('71dd26999e314f9abb0c635336976635', '{"x":156,"y":5}', KEY)).toBe(
      'G9SZygOxPyG0IeLT0t3AYuAvIWVTh9WAN5L7dAQCf8XDH4WP7HCVvU4Ay+aUwIm6tH5tYuGSg0d62stK9A+PUA==',
    );
    expect(captchaVerificationOf('abc', '{"x":1,"y":5}', null)).toBe('abc---{"x":1,"y":5}');
    expect(encryptIfKeyed('{"x":1,"y":5}', '')).toBe('{"x":1,"y":5}');
  });
});

describe('captcha coordinates', () => {
  test('the slider scales x to 310 without rounding and keeps y at 5', () => {
    expect(JSON.stringify(sliderPoint(123, 330))).toBe('{"x":115.54545454545455,"y":5}');
    expect(sliderPoint(150, 310)).toEqual({ x: 150, y: 5 });
    expect(sliderPoint(150, 0)).toEqual({ x: 150, y: 5 });
  });

  test('clicks scale to 310 x 155 and round', () => {
    expect(clickPoint(100, 50, 620, 310)).toEqual({ x: 50, y: 25 });
    expect(clickPoint(33, 17, 300, 150)).toEqual({ x: 34, y: 18 });
    expect(clickPoint(40, 60)).toEqual({ x: 40, y: 60 });
  });
});

describe('captcha clientUid', () => {
  test('creates slider-<uuid> and point-<uuid> once, sharing the uuid, and keeps them', () => {
    const slider = captchaClientUid('blockPuzzle');
    expect(slider).toMatch(/^slider-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const point = captchaClientUid('clickWord');
    expect(point).toBe(slider.replace('slider-', 'point-'));
    expect(captchaClientUid('textCode')).toBe(slider);
    expect(captchaClientUid('blockPuzzle')).toBe(slider);
    expect(window.localStorage.getItem(STORAGE_KEYS.captchaSliderUid)).toBe(slider);
  });

  test('keeps an existing id and only adds the missing one', () => {
    window.localStorage.setItem('slider', 'slider-kept');
    expect(captchaClientUid('blockPuzzle')).toBe('slider-kept');
    expect(captchaClientUid('clickWord')).toMatch(/^point-[0-9a-f-]{36}$/);
  });
});
