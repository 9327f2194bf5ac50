import 'server-only';
import sharp from 'sharp';

import { TEXT_CODE_MAX_LENGTH, TEXT_CODE_MIN_LENGTH, TEXT_IMAGE_HEIGHT, TEXT_IMAGE_WIDTH } from '../constants';
import { between, decorationRandom, secureInt } from '../random';
import { hex, hsl } from './colour';
import { CODE_CHARACTERS, codeGlyph, glyphPath } from './glyphs';
import { pngBase64 } from './render';

export interface TextCodeImage {
  originalImageBase64: string;
  /** The code shown, upper case. */
  code: string;
}

const W = TEXT_IMAGE_WIDTH;
const H = TEXT_IMAGE_HEIGHT;

/**
 * A typed-code challenge: 4 to 6 letters and digits, each rotated, skewed,
 * sized and coloured at random, over a pale noisy background, crossed by
 * curves in the text's colours.
 */
export async function createTextCodeImage(): Promise<TextCodeImage> {
  const length = secureInt(TEXT_CODE_MIN_LENGTH, TEXT_CODE_MAX_LENGTH);
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_CHARACTERS[secureInt(0, CODE_CHARACTERS.length - 1)];

  const rand = decorationRandom();
  const hue = secureInt(0, 359);
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hex(hsl(hue, 0.6, 0.93))}"/><stop offset="1" stop-color="${hex(hsl(hue + 60, 0.6, 0.88))}"/></linearGradient></defs>`;
  svg += `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  for (let i = 0; i < 90; i++) {
    svg += `<circle cx="${(rand() * W).toFixed(1)}" cy="${(rand() * H).toFixed(1)}" r="${between(rand, 0.6, 1.8).toFixed(1)}" fill="${hex(hsl(rand() * 360, 0.5, 0.55))}" opacity="0.55"/>`;
  }
  for (let i = 0; i < 4; i++) {
    svg += `<path d="M${between(rand, -10, 40).toFixed(1)} ${between(rand, 0, H).toFixed(1)} C${between(rand, 60, 130).toFixed(1)} ${between(rand, -20, H + 20).toFixed(1)} ${between(rand, 170, 250).toFixed(1)} ${between(rand, -20, H + 20).toFixed(1)} ${between(rand, 270, 320).toFixed(1)} ${between(rand, 0, H).toFixed(1)}" stroke="${hex(hsl(rand() * 360, 0.4, 0.7))}" stroke-width="${between(rand, 1, 2.5).toFixed(1)}" fill="none"/>`;
  }

  // Characters stay clear of the client's refresh button in the top-right corner.
  const start = 16;
  const span = W - start - 50;
  const step = span / length;
  // Longer codes get smaller characters, so neighbours touch without hiding each other.
  const largest = Math.min(56, Math.round(step * 1.2));
  const colours: string[] = [];
  for (let i = 0; i < length; i++) {
    const colour = hex(hsl(secureInt(0, 359), 0.75, secureInt(22, 36) / 100));
    colours.push(colour);
    svg += glyphPath(codeGlyph(code[i]), {
      cx: start + step * (i + 0.5) + secureInt(-4, 4),
      cy: H / 2 + secureInt(-10, 10),
      size: secureInt(largest - 8, largest),
      degrees: secureInt(-25, 25),
      skew: secureInt(-14, 14),
      attrs: `fill="${colour}"`,
    });
  }
  for (let i = 0; i < 2; i++) {
    const y0 = between(rand, H * 0.3, H * 0.7);
    svg += `<path d="M8 ${y0.toFixed(1)} C${between(rand, 70, 120).toFixed(1)} ${between(rand, 10, H - 10).toFixed(1)} ${between(rand, 180, 240).toFixed(1)} ${between(rand, 10, H - 10).toFixed(1)} ${W - 8} ${between(rand, H * 0.3, H * 0.7).toFixed(1)}" stroke="${colours[i % colours.length]}" stroke-width="${between(rand, 1.8, 2.8).toFixed(1)}" fill="none" stroke-linecap="round"/>`;
  }
  svg += '</svg>';
  return { originalImageBase64: await pngBase64(sharp(Buffer.from(svg)).removeAlpha()), code };
}
