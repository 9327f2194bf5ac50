import { readLocal, STORAGE_KEYS, writeLocal } from '@/lib/storage';

export type CaptchaType = 'blockPuzzle' | 'clickWord' | 'textCode';

function uuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The browser's captcha clientUid (SPEC §3): `slider-<uuid>` under the key
 * `slider` and `point-<uuid>` under `point`, sharing one uuid, created once
 * and kept. The slider's id is also used for the text code.
 */
export function captchaClientUid(type: CaptchaType): string {
  let slider = readLocal(STORAGE_KEYS.captchaSliderUid);
  let point = readLocal(STORAGE_KEYS.captchaClickUid);
  if (!slider || !point) {
    const id = uuid();
    if (!slider) {
      slider = `slider-${id}`;
      writeLocal(STORAGE_KEYS.captchaSliderUid, slider);
    }
    if (!point) {
      point = `point-${id}`;
      writeLocal(STORAGE_KEYS.captchaClickUid, point);
    }
  }
  return type === 'clickWord' ? point : slider;
}
