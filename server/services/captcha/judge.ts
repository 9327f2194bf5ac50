import 'server-only';

import { CLICK_POINTS, CLICK_TOLERANCE, SLIDER_TOLERANCE, type CaptchaType } from './constants';

/** Thrown when the decrypted pointJson is not the shape its type needs (answered 0001, like upstream's parse errors). */
export class PointFormatError extends Error {
  readonly name = 'PointFormatError';
}

export interface Point {
  x: number;
  y: number;
}

/** A coordinate as upstream reads it: a number (or numeric string), truncated towards zero. */
function coordinate(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  if (!Number.isFinite(n)) throw new PointFormatError('coordinate is not a number');
  return Math.trunc(n);
}

function point(value: unknown): Point {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new PointFormatError('point is not an object');
  const { x, y } = value as Record<string, unknown>;
  return { x: coordinate(x), y: coordinate(y) };
}

function parse(plain: string): unknown {
  try {
    return JSON.parse(plain) as unknown;
  } catch {
    throw new PointFormatError('pointJson is not JSON');
  }
}

/** Normalises a typed code for comparison: trimmed, upper case. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Whether the decrypted pointJson answers the stored challenge:
 * - blockPuzzle `{x, y}`: |x - answer.x| <= 5 and y equal to answer.y (5);
 * - clickWord `[{x, y}, ...]`: the first three points, in order, each within 25 px on both axes;
 * - textCode `{code}`: the same code, ignoring case and surrounding spaces.
 * Throws PointFormatError on a malformed value.
 */
export function judge(type: CaptchaType, answer: unknown, plain: string): boolean {
  const value = parse(plain);
  if (type === 'blockPuzzle') {
    const p = point(value);
    const a = answer as Point;
    return Math.abs(p.x - a.x) <= SLIDER_TOLERANCE && p.y === a.y;
  }
  if (type === 'clickWord') {
    if (!Array.isArray(value)) throw new PointFormatError('pointJson is not an array');
    const expected = answer as Point[];
    if (value.length < CLICK_POINTS) return false;
    return expected.every((a, i) => {
      const p = point(value[i]);
      return Math.abs(p.x - a.x) <= CLICK_TOLERANCE && Math.abs(p.y - a.y) <= CLICK_TOLERANCE;
    });
  }
  if (typeof value !== 'object' || value === null || typeof (value as { code?: unknown }).code !== 'string') {
    throw new PointFormatError('pointJson has no code');
  }
  return normaliseCode((value as { code: string }).code) === (answer as { code: string }).code;
}
