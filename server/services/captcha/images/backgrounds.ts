import 'server-only';
import sharp from 'sharp';

import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../constants';
import { decorationRandom } from '../random';
import { THEMES, type Rand, type Theme } from './scenery';

/**
 * The captcha backgrounds: the scenery themes, two seeds each, rendered once
 * per process by sharp and kept as raw pixels, so no image file ships and no
 * two installs share a picture.
 */

const W = IMAGE_WIDTH;
const H = IMAGE_HEIGHT;
export const THEME_NAMES = Object.keys(THEMES) as Theme[];

const SEEDS_PER_THEME = 2;

/** The SVG document of one theme for one seed. */
export function backgroundSvg(theme: Theme, seed: number): string {
  const body = THEMES[theme](decorationRandom(seed));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

/** A rendered background: raw RGBA pixels, W x H. */
export interface Background {
  theme: Theme;
  data: Buffer;
}

/** Fine grain over the flat fills, so the picture has texture at pixel level. */
function addGrain(data: Buffer, rand: Rand): void {
  for (let i = 0; i < data.length; i += 4) {
    const n = Math.round((rand() - 0.5) * 10);
    data[i] = Math.max(0, Math.min(255, data[i] + n));
    data[i + 1] = Math.max(0, Math.min(255, data[i + 1] + n));
    data[i + 2] = Math.max(0, Math.min(255, data[i + 2] + n));
  }
}

async function render(theme: Theme, seed: number): Promise<Background> {
  const { data } = await sharp(Buffer.from(backgroundSvg(theme, seed)))
    .resize(W, H, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  addGrain(data, decorationRandom(seed ^ 0x5eed));
  return { theme, data };
}

const g = globalThis as unknown as { __sproutCaptchaBackgrounds?: Promise<Background[]> };

/** Every background of this process, rendered on first use and kept in memory (about 3 MB). */
export function getBackgrounds(): Promise<Background[]> {
  g.__sproutCaptchaBackgrounds ??= (async () => {
    const seed = decorationRandom();
    const list: Background[] = [];
    for (const theme of THEME_NAMES) {
      for (let i = 0; i < SEEDS_PER_THEME; i++) list.push(await render(theme, Math.floor(seed() * 2 ** 32)));
    }
    return list;
  })().catch((err) => {
    g.__sproutCaptchaBackgrounds = undefined;
    throw err;
  });
  return g.__sproutCaptchaBackgrounds;
}
