import 'server-only';
import sharp from 'sharp';

import { CLICK_POINTS, CLICK_WORDS_DRAWN, IMAGE_HEIGHT, IMAGE_WIDTH } from '../constants';
import { pickDistinct, secureInt, shuffle } from '../random';
import { getBackgrounds } from './backgrounds';
import { hex, hsl, luminance } from './colour';
import { glyphPath, HAN_CHARACTERS, hanGlyph } from './glyphs';
import { meanColour, pickBackground, pngBase64 } from './render';

export interface ClickPoint {
  x: number;
  y: number;
}

export interface ClickWordImages {
  originalImageBase64: string;
  /** The characters to click, in the required order. */
  wordList: string[];
  /** Where each of them is drawn (its centre), in the same order. */
  points: ClickPoint[];
}

/**
 * A click challenge: four distinct characters on a random background, each in
 * its own quarter of the width at a random height, size, angle and colour;
 * three of them, in a random order, are the ones to click, the fourth is a decoy.
 */
export async function createClickWordImages(): Promise<ClickWordImages> {
  const bg = pickBackground(await getBackgrounds());
  const words = pickDistinct(HAN_CHARACTERS, CLICK_WORDS_DRAWN);
  const column = IMAGE_WIDTH / CLICK_WORDS_DRAWN;
  const drawn = words.map((word, i) => ({
    word,
    x: secureInt(Math.ceil(column * i + 22), Math.floor(column * (i + 1) - 22)),
    y: secureInt(26, IMAGE_HEIGHT - 26),
  }));

  let paths = '';
  for (const { word, x, y } of drawn) {
    const dark = luminance(meanColour(bg, x, y, 16)) > 0.5;
    const fill = dark ? hsl(secureInt(0, 359), 0.8, secureInt(18, 30) / 100) : hsl(secureInt(0, 359), 0.85, secureInt(78, 88) / 100);
    const stroke = dark ? '#ffffff' : '#111111';
    const size = secureInt(27, 33);
    paths += glyphPath(hanGlyph(word), {
      cx: x,
      cy: y,
      size,
      degrees: secureInt(-40, 40),
      attrs: `fill="${hex(fill)}" stroke="${stroke}" stroke-opacity="0.75" stroke-width="${(150 / size).toFixed(2)}" paint-order="stroke" stroke-linejoin="round"`,
    });
  }
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}">${paths}</svg>`;
  const image = sharp(bg, { raw: { width: IMAGE_WIDTH, height: IMAGE_HEIGHT, channels: 4 } })
    .composite([{ input: Buffer.from(overlay), top: 0, left: 0 }])
    .removeAlpha();

  const decoy = secureInt(0, CLICK_WORDS_DRAWN - 1);
  const required = shuffle(drawn.filter((_, i) => i !== decoy)).slice(0, CLICK_POINTS);
  return {
    originalImageBase64: await pngBase64(image),
    wordList: required.map((d) => d.word),
    points: required.map(({ x, y }) => ({ x, y })),
  };
}
