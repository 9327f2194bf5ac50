// Small deterministic helpers shared by the seed-media generator.
// No dependencies; everything here is pure.

/** FNV-1a 32-bit hash of a string. */
export function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32 seeded PRNG: returns () => float in [0, 1). */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.int = (lo, hi) => Math.floor(lo + (hi - lo + 1) * next());
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  next.chance = (p) => next() < p;
  return next;
}

function clamp(v, lo, hi) {
  return Math.max(lo, Math.min(hi, v));
}

function parseHex(hex) {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
}

function toHex(rgb) {
  return '#' + rgb.map((v) => clamp(Math.round(v), 0, 255).toString(16).padStart(2, '0')).join('');
}

/** Lighten (amt > 0) or darken (amt < 0) a hex colour; amt in [-1, 1]. */
export function shade(hex, amt) {
  const rgb = parseHex(hex);
  return toHex(rgb.map((v) => (amt >= 0 ? v + (255 - v) * amt : v * (1 + amt))));
}

/** Mix two hex colours, t = 0 gives a, t = 1 gives b. */
export function mix(a, b, t) {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
}

/** Round a number for compact SVG output. */
export function n(v) {
  return Math.round(v * 10) / 10;
}

export function escXml(s) {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Split text into whitespace tokens; each token keeps its character range. */
export function tokenize(text) {
  const out = [];
  const re = /\S+/g;
  let m;
  while ((m = re.exec(text))) {
    out.push({ raw: m[0], start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** The word inside a token, without surrounding punctuation/quotes. */
export function bareWord(token) {
  return token.replace(/^[^A-Za-z0-9]+/, '').replace(/[^A-Za-z0-9]+$/, '');
}

/** Lower-case keyword list of a text, with naive singulars added. */
export function keywords(text) {
  const words = text
    .toLowerCase()
    .replace(/[^a-z'\s-]/g, ' ')
    .split(/[\s-]+/)
    .map((w) => w.replace(/'s$/, '').replace(/^'+|'+$/g, ''))
    .filter(Boolean);
  const set = new Set(words);
  for (const w of words) {
    if (w.endsWith('ies') && w.length > 4) set.add(w.slice(0, -3) + 'y');
    else if (w.endsWith('ves') && w.length > 4) set.add(w.slice(0, -3) + 'f');
    else if (/(ches|shes|xes|sses)$/.test(w)) set.add(w.slice(0, -2));
    else if (w.endsWith('s') && !w.endsWith('ss') && w.length > 3) set.add(w.slice(0, -1));
  }
  return set;
}
