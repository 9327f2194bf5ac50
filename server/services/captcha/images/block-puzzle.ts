import 'server-only';
import sharp from 'sharp';

import { IMAGE_HEIGHT, IMAGE_WIDTH, JIGSAW_WIDTH, SLIDER_MAX_X, SLIDER_MIN_X } from '../constants';
import { pickDistinct, secureInt } from '../random';
import { getBackgrounds } from './backgrounds';
import { getPieceMask, PIECE_SHAPES, type PieceMask } from './jigsaw';
import { pngBase64, pickBackground } from './render';

export interface BlockPuzzleImages {
  originalImageBase64: string;
  jigsawImageBase64: string;
  /** The answer: the left edge of the piece's strip in the background. */
  x: number;
}

/** How dark the hole gets (share of the original brightness kept). */
const HOLE_BRIGHTNESS = 0.42;
/** Minimum distance between the real hole and the decoy. */
const DECOY_GAP = 52;

/** Darkens the piece's area at (x, top) of the background and draws its outline. */
function cutHole(bg: Buffer, mask: PieceMask, x: number, top: number): void {
  for (let j = 0; j < mask.height; j++) {
    for (let i = 0; i < JIGSAW_WIDTH; i++) {
      const a = mask.alpha[j * JIGSAW_WIDTH + i] / 255;
      if (a === 0) continue;
      const p = ((top + j) * IMAGE_WIDTH + x + i) * 4;
      if (mask.edge[j * JIGSAW_WIDTH + i]) {
        for (let c = 0; c < 3; c++) bg[p + c] = Math.round(bg[p + c] * 0.15 + 255 * 0.85);
        continue;
      }
      const keep = 1 - a * (1 - HOLE_BRIGHTNESS);
      for (let c = 0; c < 3; c++) bg[p + c] = Math.round(bg[p + c] * keep);
    }
  }
}

/** The 47 x 155 strip: the background's pixels under the mask, everything else transparent. */
function cutPiece(bg: Buffer, mask: PieceMask, x: number, top: number): Buffer {
  const out = Buffer.alloc(JIGSAW_WIDTH * IMAGE_HEIGHT * 4);
  for (let j = 0; j < mask.height; j++) {
    for (let i = 0; i < JIGSAW_WIDTH; i++) {
      const a = mask.alpha[j * JIGSAW_WIDTH + i];
      if (a === 0) continue;
      const src = ((top + j) * IMAGE_WIDTH + x + i) * 4;
      const dst = ((top + j) * JIGSAW_WIDTH + i) * 4;
      const edge = mask.edge[j * JIGSAW_WIDTH + i] === 1;
      for (let c = 0; c < 3; c++) out[dst + c] = edge ? 255 : bg[src + c];
      out[dst + 3] = edge ? 255 : a;
    }
  }
  return out;
}

function decoyX(x: number): number {
  const candidates: number[] = [];
  for (let cx = 0; cx <= IMAGE_WIDTH - JIGSAW_WIDTH; cx++) if (Math.abs(cx - x) >= DECOY_GAP) candidates.push(cx);
  return candidates[secureInt(0, candidates.length - 1)];
}

/**
 * A slider challenge: a random background with the piece's hole (and one
 * decoy hole of another shape) at a random x in [100, 262], and the strip
 * holding the piece at a random height.
 */
export async function createBlockPuzzleImages(): Promise<BlockPuzzleImages> {
  const bg = pickBackground(await getBackgrounds());
  const [shape, decoyShape] = pickDistinct(PIECE_SHAPES, 2);
  const [mask, decoy] = await Promise.all([getPieceMask(shape), getPieceMask(decoyShape)]);
  const x = secureInt(SLIDER_MIN_X, SLIDER_MAX_X);
  const top = secureInt(4, IMAGE_HEIGHT - mask.height - 4);
  const piece = cutPiece(bg, mask, x, top);
  cutHole(bg, mask, x, top);
  cutHole(bg, decoy, decoyX(x), secureInt(4, IMAGE_HEIGHT - decoy.height - 4));
  const [originalImageBase64, jigsawImageBase64] = await Promise.all([
    pngBase64(sharp(bg, { raw: { width: IMAGE_WIDTH, height: IMAGE_HEIGHT, channels: 4 } }).removeAlpha()),
    pngBase64(sharp(piece, { raw: { width: JIGSAW_WIDTH, height: IMAGE_HEIGHT, channels: 4 } })),
  ]);
  return { originalImageBase64, jigsawImageBase64, x };
}
