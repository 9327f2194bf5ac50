import 'server-only';
import sharp from 'sharp';

import { IMAGE_HEIGHT, IMAGE_WIDTH, JIGSAW_WIDTH, SLIDER_MAX_X, SLIDER_MIN_X } from '../constants';
import { between, decorationRandom, secureInt } from '../random';
import { getBackgrounds } from './backgrounds';
import { decoyShapeOf, randomPieceShape, renderPieceMask, type PieceMask } from './jigsaw';
import { pngBase64, pickBackground } from './render';

export interface BlockPuzzleImages {
  originalImageBase64: string;
  jigsawImageBase64: string;
  /** The answer: the left edge of the piece's strip in the background. */
  x: number;
}

/**
 * Against a script that looks for the hole (issue #17): every challenge has
 * its own piece shape; two decoy holes of nearly the same shape, shaded the
 * same way and filled with the piece's own picture, sit at other places; the
 * holes' edges are soft (feathered) with a faint rim, their shading fades
 * towards one side, and the picture carries
 * fake rim fragments and grain, so the hole's outline is not the strongest
 * edge; the hole sits up to HOLE_JITTER px above or below the piece's height
 * in its strip. A person sees the shaded region and its shape; measured with
 * bench/captcha-solver.mjs (docs/decisions.md).
 */
const DECOYS = 2;
/** Minimum distance between any two holes' strips. */
const HOLE_GAP = 44;
/** Decoys lie here; the answer in [SLIDER_MIN_X, SLIDER_MAX_X]. */
const DECOY_MIN_X = 40;
const HOLE_JITTER = 3;
/** Fake rim fragments drawn over the picture. */
const FRAGMENTS = 60;
/** Extra grain amplitude per challenge (+-). */
const GRAIN = 9;
/** Under this mean luminance a hole is shaded towards LIGHT_VEIL instead of black. */
const DARK_PICTURE = 90;
const LIGHT_VEIL = 215;
/**
 * Across each hole, in a random direction, the shading fades by up to this
 * share towards none, so part of the outline has little contrast.
 */
const SHADE_FADE = 0.4;
/** Radius of the box blur that softens a hole's edge, px. */
const FEATHER = 3;

interface HoleStyle {
  /** Share of the brightness kept inside a hole. */
  keep: number;
  /** Opacity of the light rim. */
  rim: number;
  rand: () => number;
}

function clampByte(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
}

/** Blends white at `a` into the pixel at (x, y). */
function lighten(bg: Buffer, x: number, y: number, a: number): void {
  if (x < 0 || y < 0 || x >= IMAGE_WIDTH || y >= IMAGE_HEIGHT) return;
  const p = (y * IMAGE_WIDTH + x) * 4;
  for (let c = 0; c < 3; c++) bg[p + c] = clampByte(bg[p + c] * (1 - a) + 255 * a);
}

/** Darkens the pixel at (x, y) to `keep` of its brightness. */
function darken(bg: Buffer, x: number, y: number, keep: number): void {
  if (x < 0 || y < 0 || x >= IMAGE_WIDTH || y >= IMAGE_HEIGHT) return;
  const p = (y * IMAGE_WIDTH + x) * 4;
  for (let c = 0; c < 3; c++) bg[p + c] = clampByte(bg[p + c] * keep);
}

/**
 * Fine grain and fragments of rims (straight runs and knob arcs, in the holes'
 * own rim style, some with the holes' shading on one side), so edge detection
 * finds outline-like edges everywhere.
 */
function addClutter(bg: Buffer, style: HoleStyle): void {
  const { rand } = style;
  for (let p = 0; p < bg.length; p += 4) {
    const n = (rand() - 0.5) * 2 * GRAIN;
    for (let c = 0; c < 3; c++) bg[p + c] = clampByte(bg[p + c] + n);
  }
  for (let f = 0; f < FRAGMENTS; f++) {
    let x = between(rand, 0, IMAGE_WIDTH);
    let y = between(rand, 0, IMAGE_HEIGHT);
    let angle = Math.floor(rand() * 4) * (Math.PI / 2);
    const pixels = new Set<number>();
    const shaded = new Set<number>();
    const segments = 1 + Math.floor(rand() * 3);
    for (let s = 0; s < segments; s++) {
      if (rand() < 0.55) {
        // A straight run of a body side.
        const length = between(rand, 6, 26);
        for (let t = 0; t <= length; t += 0.4) {
          const px = Math.round(x + Math.cos(angle) * t);
          const py = Math.round(y + Math.sin(angle) * t);
          pixels.add(py * IMAGE_WIDTH + px);
          shaded.add(Math.round(py + Math.cos(angle)) * IMAGE_WIDTH + Math.round(px - Math.sin(angle)));
        }
        x += Math.cos(angle) * length;
        y += Math.sin(angle) * length;
      } else {
        // A knob: most of a circle of a knob's radius.
        const r = between(rand, 5.5, 7.5);
        const sweep = between(rand, 3.6, 4.9) * (rand() < 0.5 ? 1 : -1);
        const cx = x + Math.cos(angle - Math.PI / 2) * r;
        const cy = y + Math.sin(angle - Math.PI / 2) * r;
        const start = angle + Math.PI / 2;
        for (let t = 0; Math.abs(t) <= Math.abs(sweep); t += 0.05 * Math.sign(sweep)) {
          pixels.add(Math.round(cy + Math.sin(start + t) * r) * IMAGE_WIDTH + Math.round(cx + Math.cos(start + t) * r));
        }
        x = cx + Math.cos(start + sweep) * r;
        y = cy + Math.sin(start + sweep) * r;
      }
      angle += (rand() < 0.5 ? 1 : -1) * (Math.PI / 2);
    }
    const shade = rand() < 0.5;
    for (const k of shaded) if (shade && !pixels.has(k)) darken(bg, k % IMAGE_WIDTH, Math.floor(k / IMAGE_WIDTH), style.keep + between(rand, 0, 0.15));
    const a = style.rim * between(rand, 0.8, 1.25);
    for (const k of pixels) lighten(bg, k % IMAGE_WIDTH, Math.floor(k / IMAGE_WIDTH), a);
  }
}

/** The mask's alpha softened by a box blur of FEATHER px: the hole's shading fades in instead of starting at a sharp edge. */
function feathered(mask: PieceMask): Float32Array {
  const out = new Float32Array(JIGSAW_WIDTH * mask.height);
  const r = FEATHER;
  for (let j = 0; j < mask.height; j++) {
    for (let i = 0; i < JIGSAW_WIDTH; i++) {
      let sum = 0;
      let n = 0;
      for (let dj = -r; dj <= r; dj++) {
        for (let di = -r; di <= r; di++) {
          const ii = i + di;
          const jj = j + dj;
          n++;
          if (ii >= 0 && jj >= 0 && ii < JIGSAW_WIDTH && jj < mask.height) sum += mask.alpha[jj * JIGSAW_WIDTH + ii];
        }
      }
      out[j * JIGSAW_WIDTH + i] = sum / n / 255;
    }
  }
  return out;
}

/** Shades a hole of `mask` at (x, top): shaded inside with soft edges, fading one way, with grain, and a faint light rim. */
function shadeHole(bg: Buffer, mask: PieceMask, x: number, top: number, style: HoleStyle): void {
  const soft = feathered(mask);
  // The veil the hole is shaded towards: dark on a bright picture, light on a dark one, so every hole shows.
  let sum = 0;
  let n = 0;
  for (let j = 0; j < mask.height; j++) {
    for (let i = 0; i < JIGSAW_WIDTH; i++) {
      if (mask.alpha[j * JIGSAW_WIDTH + i] < 128 || top + j < 0 || top + j >= IMAGE_HEIGHT) continue;
      const p = ((top + j) * IMAGE_WIDTH + x + i) * 4;
      sum += 0.299 * bg[p] + 0.587 * bg[p + 1] + 0.114 * bg[p + 2];
      n++;
    }
  }
  const veil = n && sum / n < DARK_PICTURE ? LIGHT_VEIL : 0;
  const direction = style.rand() * 2 * Math.PI;
  const [dx, dy] = [Math.cos(direction) / JIGSAW_WIDTH, Math.sin(direction) / JIGSAW_WIDTH];
  for (let j = 0; j < mask.height; j++) {
    for (let i = 0; i < JIGSAW_WIDTH; i++) {
      const a = soft[j * JIGSAW_WIDTH + i];
      if (a === 0 || top + j < 0 || top + j >= IMAGE_HEIGHT) continue;
      const p = ((top + j) * IMAGE_WIDTH + x + i) * 4;
      const along = Math.max(0, Math.min(1, (i - JIGSAW_WIDTH / 2) * dx + (j - mask.height / 2) * dy + 0.5));
      const full = style.keep + SHADE_FADE * along * (1 - style.keep);
      const keep = 1 - a * (1 - full);
      const noise = (style.rand() - 0.5) * 2 * GRAIN * a;
      for (let c = 0; c < 3; c++) bg[p + c] = clampByte(bg[p + c] * keep + veil * (1 - keep) + noise);
      if (mask.edge[j * JIGSAW_WIDTH + i]) lighten(bg, x + i, top + j, style.rim);
    }
  }
}

/** Copies the piece's picture into a decoy's place, where both shapes are opaque, so the decoy holds what the piece shows. */
function pastePiece(bg: Buffer, piece: Buffer, mask: PieceMask, pieceTop: number, decoy: PieceMask, x: number, top: number): void {
  for (let j = 0; j < decoy.height; j++) {
    const sy = pieceTop + j;
    if (sy < 0 || sy >= IMAGE_HEIGHT || top + j < 0 || top + j >= IMAGE_HEIGHT) continue;
    for (let i = 0; i < JIGSAW_WIDTH; i++) {
      if (decoy.alpha[j * JIGSAW_WIDTH + i] === 0 || j >= mask.height) continue;
      if (mask.alpha[j * JIGSAW_WIDTH + i] !== 255 || mask.edge[j * JIGSAW_WIDTH + i]) continue;
      const src = (sy * JIGSAW_WIDTH + i) * 4;
      const dst = ((top + j) * IMAGE_WIDTH + x + i) * 4;
      for (let c = 0; c < 3; c++) bg[dst + c] = piece[src + c];
    }
  }
}

/** The 47 x 155 strip: the background's pixels under the mask, a white rim, everything else transparent. */
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

/** Places for the decoys: inside [DECOY_MIN_X, 263], at least HOLE_GAP from the answer and from each other. */
function decoyPlaces(x: number): number[] {
  const taken = [x];
  for (let d = 0; d < DECOYS; d++) {
    const free: number[] = [];
    for (let cx = DECOY_MIN_X; cx <= IMAGE_WIDTH - JIGSAW_WIDTH; cx++) if (taken.every((t) => Math.abs(cx - t) >= HOLE_GAP)) free.push(cx);
    if (!free.length) break;
    taken.push(free[secureInt(0, free.length - 1)]);
  }
  return taken.slice(1);
}

/**
 * A slider challenge: a random background, the piece's hole at a random x in
 * [100, 262] and two decoy holes, and the strip holding the piece at a random
 * height.
 */
export async function createBlockPuzzleImages(): Promise<BlockPuzzleImages> {
  const bg = pickBackground(await getBackgrounds());
  const style: HoleStyle = { keep: secureInt(45, 62) / 100, rim: secureInt(9, 13) / 100, rand: decorationRandom() };
  addClutter(bg, style);

  const shape = randomPieceShape();
  const [mask, ...decoys] = await Promise.all([
    renderPieceMask(shape),
    ...Array.from({ length: DECOYS }, () => renderPieceMask(decoyShapeOf(shape))),
  ]);
  const x = secureInt(SLIDER_MIN_X, SLIDER_MAX_X);
  const top = secureInt(4, IMAGE_HEIGHT - mask.height - 4);
  const piece = cutPiece(bg, mask, x, top);

  const holeTop = Math.min(IMAGE_HEIGHT - mask.height, Math.max(0, top + secureInt(-HOLE_JITTER, HOLE_JITTER)));
  shadeHole(bg, mask, x, holeTop, style);
  decoyPlaces(x).forEach((dx, d) => {
    const decoy = decoys[d];
    const dTop = secureInt(4, IMAGE_HEIGHT - decoy.height - 4);
    pastePiece(bg, piece, mask, top, decoy, dx, dTop);
    shadeHole(bg, decoy, dx, dTop, style);
  });

  const [originalImageBase64, jigsawImageBase64] = await Promise.all([
    pngBase64(sharp(bg, { raw: { width: IMAGE_WIDTH, height: IMAGE_HEIGHT, channels: 4 } }).removeAlpha()),
    pngBase64(sharp(piece, { raw: { width: JIGSAW_WIDTH, height: IMAGE_HEIGHT, channels: 4 } })),
  ]);
  return { originalImageBase64, jigsawImageBase64, x };
}
