import 'server-only';

import glyphData from '../../../assets/captcha/glyphs.json';

/** One outline: SVG path data in 1/unitsPerEm em units, y down, origin at the baseline's left end. */
export interface Glyph {
  d: string;
  /** Advance width. */
  w: number;
  /** Bounding box [x1, y1, x2, y2]. */
  box: [number, number, number, number];
}

interface GlyphFile {
  license: string;
  unitsPerEm: number;
  han: Record<string, Glyph>;
  code: Record<string, Glyph>;
}

const data = glyphData as unknown as GlyphFile;

export const GLYPH_UNITS = data.unitsPerEm;
/** The common Chinese characters of the click-word captcha. */
export const HAN_CHARACTERS = Object.keys(data.han);
/** Letters and digits of the text code, none easily confused with another. */
export const CODE_CHARACTERS = Object.keys(data.code);

export function hanGlyph(ch: string): Glyph {
  return data.han[ch];
}

export function codeGlyph(ch: string): Glyph {
  return data.code[ch];
}

/**
 * An SVG <path> drawing `glyph` with its box centre at (cx, cy), `size` px per
 * em, rotated by `degrees` (and optionally skewed), with extra attributes.
 */
export function glyphPath(
  glyph: Glyph,
  { cx, cy, size, degrees, skew = 0, attrs = '' }: { cx: number; cy: number; size: number; degrees: number; skew?: number; attrs?: string },
): string {
  const [x1, y1, x2, y2] = glyph.box;
  const scale = size / GLYPH_UNITS;
  const transform =
    `translate(${cx.toFixed(1)} ${cy.toFixed(1)}) rotate(${degrees.toFixed(1)})` +
    (skew ? ` skewX(${skew.toFixed(1)})` : '') +
    ` scale(${scale.toFixed(4)}) translate(${(-(x1 + x2) / 2).toFixed(1)} ${(-(y1 + y2) / 2).toFixed(1)})`;
  return `<path d="${glyph.d}" transform="${transform}" ${attrs}/>`;
}
