import 'server-only';
import sharp from 'sharp';

import { JIGSAW_WIDTH } from '../constants';
import { secureInt } from '../random';

/**
 * Jigsaw piece shapes, new for every challenge: a square body of 27 to 31 px
 * whose sides each carry a knob that sticks out, a notch cut in, or nothing;
 * each knob has its own radius, width and place along its side. At most one
 * knob sticks out sideways so the piece fits the 47 px strip. Each shape is
 * rendered (anti-aliased, by sharp) into an alpha mask.
 */

export type EdgeKind = 'out' | 'in' | 'flat';

export interface Side {
  kind: EdgeKind;
  /** Knob radius and chord (the width of its neck), px. */
  radius: number;
  chord: number;
  /** Where the knob's neck is centred along the side, as a share of the side from its start (0.5 = middle). */
  at: number;
}

export interface PieceShape {
  body: number;
  top: Side;
  right: Side;
  bottom: Side;
  left: Side;
}

/** An alpha mask JIGSAW_WIDTH wide, `height` tall: 0..255 per pixel, and its outline (1 on the rim). */
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

const MARGIN = 1;
const KINDS: EdgeKind[] = ['out', 'in', 'flat'];

/** How far an outward knob reaches past the body edge. */
function reach(side: Side): number {
  return side.kind === 'out' ? side.radius + Math.sqrt(side.radius ** 2 - (side.chord / 2) ** 2) : 0;
}

function randomSide(kind: EdgeKind): Side {
  return { kind, radius: secureInt(55, 75) / 10, chord: secureInt(80, 100) / 10, at: secureInt(38, 62) / 100 };
}

/** How deep a notch cuts into the body. */
function depth(side: Side): number {
  return side.kind === 'in' ? side.radius + Math.sqrt(side.radius ** 2 - (side.chord / 2) ** 2) : 0;
}

/**
 * Horizontal sides never both stick out (the strip is 47 px), opposite notches
 * leave at least 5 px of body between them, and the piece has at least two
 * knobs of any kind.
 */
function allowed(s: PieceShape): boolean {
  const sides = [s.top, s.right, s.bottom, s.left];
  if (s.left.kind === 'out' && s.right.kind === 'out') return false;
  if (depth(s.left) + depth(s.right) > s.body - 5 || depth(s.top) + depth(s.bottom) > s.body - 5) return false;
  return sides.filter((e) => e.kind !== 'flat').length >= 2;
}

/** A random piece: random side kinds, knob sizes and knob places, random body size. */
export function randomPieceShape(): PieceShape {
  for (;;) {
    const s: PieceShape = {
      body: secureInt(27, 31),
      top: randomSide(KINDS[secureInt(0, 2)]),
      right: randomSide(KINDS[secureInt(0, 2)]),
      bottom: randomSide(KINDS[secureInt(0, 2)]),
      left: randomSide(KINDS[secureInt(0, 2)]),
    };
    if (allowed(s)) return s;
  }
}

/**
 * A decoy's shape: the piece's own, with one or two sides of another kind
 * (a knob where the piece has a notch, a flat side where it has a knob, ...),
 * so the holes look alike to a program but a person sees which one fits.
 */
export function decoyShapeOf(piece: PieceShape): PieceShape {
  const names = ['top', 'right', 'bottom', 'left'] as const;
  for (;;) {
    const s: PieceShape = { ...piece, body: piece.body + secureInt(-1, 1) };
    const changes = secureInt(1, 2);
    const order = [...names].sort(() => secureInt(0, 1) * 2 - 1);
    for (const name of order.slice(0, changes)) {
      const others = KINDS.filter((k) => k !== piece[name].kind);
      s[name] = randomSide(others[secureInt(0, others.length - 1)]);
    }
    if (allowed(s)) return s;
  }
}

/** The SVG path of a piece whose body's top-left corner is at (x, y), drawn clockwise. */
function piecePath(s: PieceShape, x: number, y: number): string {
  const side = (e: Side, dx: number, dy: number) => {
    if (e.kind === 'flat') return `l${(dx * s.body).toFixed(2)} ${(dy * s.body).toFixed(2)}`;
    const before = s.body * e.at - e.chord / 2;
    const after = s.body - before - e.chord;
    const chord = `${(dx * e.chord).toFixed(2)} ${(dy * e.chord).toFixed(2)}`;
    // Clockwise on screen: a clockwise arc (sweep 1) bulges outwards.
    const sweep = e.kind === 'out' ? 1 : 0;
    return `l${(dx * before).toFixed(2)} ${(dy * before).toFixed(2)} a${e.radius} ${e.radius} 0 1 ${sweep} ${chord} l${(dx * after).toFixed(2)} ${(dy * after).toFixed(2)}`;
  };
  return `M${x} ${y} ${side(s.top, 1, 0)} ${side(s.right, 0, 1)} ${side(s.bottom, -1, 0)} ${side(s.left, 0, -1)} Z`;
}

/** Renders a shape into its mask. */
export async function renderPieceMask(s: PieceShape): Promise<PieceMask> {
  const free = JIGSAW_WIDTH - s.body - reach(s.left) - reach(s.right) - 2 * MARGIN;
  const left = MARGIN + reach(s.left) + free / 2;
  const top = reach(s.top) + MARGIN;
  const height = Math.ceil(top + s.body + reach(s.bottom) + MARGIN);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${JIGSAW_WIDTH}" height="${height}"><path d="${piecePath(s, left, top)}" fill="#ffffff"/></svg>`;
  const { data } = await sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  const alpha = new Uint8Array(data);
  return { shape: s, height, alpha, edge: outlineOf(alpha, height) };
}
