import 'server-only';
import sharp from 'sharp';

import { JIGSAW_WIDTH } from '../constants';

/**
 * Jigsaw piece shapes: a 30 px square body whose sides each carry a knob
 * that sticks out, a notch cut in, or nothing. At most one knob sticks out
 * sideways so the piece fits the 47 px strip. Each shape is rendered once
 * (anti-aliased, by sharp) into an alpha mask and kept in memory.
 */

export type Edge = 'out' | 'in' | 'flat';
export interface PieceShape {
  top: Edge;
  right: Edge;
  bottom: Edge;
  left: Edge;
}

/** An alpha mask JIGSAW_WIDTH wide, `height` tall: 0..255 per pixel, and its outline (1 where drawn white). */
export interface PieceMask {
  shape: PieceShape;
  height: number;
  alpha: Uint8Array;
  edge: Uint8Array;
}

/** Opaque pixels (alpha >= 128) with a transparent 4-neighbour, or on the strip's border, form the outline. */
function outlineOf(alpha: Uint8Array, height: number): Uint8Array {
  const edge = new Uint8Array(alpha.length);
  const inside = (i: number, j: number) => i >= 0 && j >= 0 && i < JIGSAW_WIDTH && j < height && alpha[j * JIGSAW_WIDTH + i] >= 128;
  for (let j = 0; j < height; j++) {
    for (let i = 0; i < JIGSAW_WIDTH; i++) {
      if (inside(i, j) && !(inside(i + 1, j) && inside(i - 1, j) && inside(i, j + 1) && inside(i, j - 1))) edge[j * JIGSAW_WIDTH + i] = 1;
    }
  }
  return edge;
}

const BODY = 30;
const KNOB_R = 6.5;
const KNOB_CHORD = 9;
/** How far an outward knob reaches past the body edge. */
const KNOB_REACH = KNOB_R + Math.sqrt(KNOB_R ** 2 - (KNOB_CHORD / 2) ** 2);
const MARGIN = 1;

const EDGES: Edge[] = ['out', 'in', 'flat'];

/** Every allowed shape: horizontal sides never both stick out; at least two knobs of any kind. */
export const PIECE_SHAPES: PieceShape[] = EDGES.flatMap((top) =>
  EDGES.flatMap((right) =>
    EDGES.flatMap((bottom) =>
      EDGES.map((left) => ({ top, right, bottom, left })).filter(
        (s) => !(s.left === 'out' && s.right === 'out') && [s.top, s.right, s.bottom, s.left].filter((e) => e !== 'flat').length >= 2,
      ),
    ),
  ),
);

function shapeKey(s: PieceShape): string {
  return `${s.top[0]}${s.right[0]}${s.bottom[0]}${s.left[0]}`;
}

/** The SVG path of a piece whose body's top-left corner is at (x, y). */
function piecePath(s: PieceShape, x: number, y: number): string {
  const half = (BODY - KNOB_CHORD) / 2;
  const side = (edge: Edge, dx: number, dy: number) => {
    // dx, dy: unit direction of travel along this side.
    const a = `l${(dx * half).toFixed(2)} ${(dy * half).toFixed(2)}`;
    const b = `l${(dx * half).toFixed(2)} ${(dy * half).toFixed(2)}`;
    const chord = `${(dx * KNOB_CHORD).toFixed(2)} ${(dy * KNOB_CHORD).toFixed(2)}`;
    if (edge === 'flat') return `l${(dx * BODY).toFixed(2)} ${(dy * BODY).toFixed(2)}`;
    // The outline runs clockwise on screen, so a clockwise arc (sweep 1) bulges outwards.
    const sweep = edge === 'out' ? 1 : 0;
    return `${a} a${KNOB_R} ${KNOB_R} 0 1 ${sweep} ${chord} ${b}`;
  };
  return `M${x} ${y} ${side(s.top, 1, 0)} ${side(s.right, 0, 1)} ${side(s.bottom, -1, 0)} ${side(s.left, 0, -1)} Z`;
}

async function renderMask(s: PieceShape): Promise<PieceMask> {
  const left = s.left === 'out' ? KNOB_REACH + MARGIN : s.right === 'out' ? JIGSAW_WIDTH - BODY - KNOB_REACH - MARGIN : (JIGSAW_WIDTH - BODY) / 2;
  const top = (s.top === 'out' ? KNOB_REACH : 0) + MARGIN;
  const height = Math.ceil(top + BODY + (s.bottom === 'out' ? KNOB_REACH : 0) + MARGIN);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${JIGSAW_WIDTH}" height="${height}"><path d="${piecePath(s, left, top)}" fill="#ffffff"/></svg>`;
  const { data } = await sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  const alpha = new Uint8Array(data);
  return { shape: s, height, alpha, edge: outlineOf(alpha, height) };
}

const g = globalThis as unknown as { __sproutCaptchaPieces?: Map<string, Promise<PieceMask>> };
const masks = (g.__sproutCaptchaPieces ??= new Map());

export function getPieceMask(s: PieceShape): Promise<PieceMask> {
  const key = shapeKey(s);
  let mask = masks.get(key);
  if (!mask) {
    mask = renderMask(s);
    masks.set(key, mask);
  }
  return mask;
}
