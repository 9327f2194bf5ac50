import 'server-only';
import type { Sharp } from 'sharp';

import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../constants';
import { secureInt } from '../random';
import type { Background } from './backgrounds';
import type { Rgb } from './colour';

/** PNG as plain Base64, no `data:` prefix (the protocol's image fields). Fast zlib level: the images are small. */
export async function pngBase64(image: Sharp): Promise<string> {
  const png = await image.png({ compressionLevel: 4, adaptiveFiltering: false }).toBuffer();
  return png.toString('base64');
}

/** A private copy of a random background, mirrored half of the time. */
export function pickBackground(list: Background[]): Buffer {
  const source = list[secureInt(0, list.length - 1)].data;
  const out = Buffer.from(source);
  if (secureInt(0, 1) === 0) return out;
  // One RGBA pixel per 32-bit word: reverse each row in place.
  const px = new Uint32Array(out.buffer, out.byteOffset, out.byteLength / 4);
  for (let y = 0; y < IMAGE_HEIGHT; y++) px.subarray(y * IMAGE_WIDTH, (y + 1) * IMAGE_WIDTH).reverse();
  return out;
}

/** The mean colour of the background within a square around (cx, cy). */
export function meanColour(bg: Buffer, cx: number, cy: number, radius: number): Rgb {
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let y = Math.max(0, Math.round(cy - radius)); y < Math.min(IMAGE_HEIGHT, Math.round(cy + radius)); y++) {
    for (let x = Math.max(0, Math.round(cx - radius)); x < Math.min(IMAGE_WIDTH, Math.round(cx + radius)); x++) {
      const p = (y * IMAGE_WIDTH + x) * 4;
      r += bg[p];
      g += bg[p + 1];
      b += bg[p + 2];
      n++;
    }
  }
  return n ? { r: r / n, g: g / n, b: b / n } : { r: 128, g: 128, b: 128 };
}
