// Courseware of a live-class course unit (content/courses/<slug>.json): the
// eight slides a teacher shows in class and a student turns through in the
// classroom and preview pages (and downloads as a PDF). 960 x 540 SVG in the
// books' flat style: soft tinted backgrounds, rounded white cards, the book's
// own illustrations. English only (the class is taught by a foreign teacher,
// and the generator machine has no Chinese font).
//
//   1 title      cover, level, title, unit goal
//   2 words      words 1-3 on picture cards (the page where each word appears)
//   3 words      words 4-6
//   4-6 sentence one key sentence each, page illustration above, unit words highlighted
//   7 knowledge  "Let's learn": the first teaching point, quoted examples highlighted
//   8 review     all six words on coloured tiles, "Great job! See you next class."
//
// Pure and deterministic: colours come from hashStr(slug). Pictures are passed in
// as data URIs (PNG: the SVG renderer cannot decode WebP), so the module needs
// no file access; without them a tinted placeholder is drawn (the alt text
// does not depend on the pictures).

import { escXml, shade, mix, n, hashStr, bareWord } from '../../../server/providers/story/art/util.mjs';
import { star } from '../../../server/providers/story/art/props.mjs';

export const SLIDE_W = 960;
export const SLIDE_H = 540;
const W = SLIDE_W;
const H = SLIDE_H;
const FONT = 'DejaVu Sans, sans-serif';
const INK = '#2b2d42';
/** Advance of a character missing from the tables below, in em (about a DejaVu Sans Bold letter). */
const CHAR_EM = 0.62;

// Advance widths of DejaVu Sans, printable ASCII (space to ~), in em: measured once
// from the font as rendered by sharp/librsvg. Used to wrap text and size words so
// that they stay inside their cards (m and w are far wider than the 0.62 em average).
const ASCII_BOLD = [0.348,0.456,0.521,0.838,0.696,1.002,0.872,0.306,0.457,0.457,0.523,0.838,0.38,0.415,0.38,0.365,0.696,0.696,0.696,0.696,0.696,0.696,0.696,0.696,0.696,0.696,0.4,0.4,0.838,0.838,0.838,0.58,1,0.774,0.762,0.733,0.83,0.683,0.683,0.821,0.837,0.372,0.372,0.775,0.637,0.995,0.837,0.85,0.733,0.85,0.77,0.678,0.704,0.812,0.774,1.103,0.771,0.724,0.725,0.457,0.365,0.457,0.838,0.5,0.5,0.675,0.716,0.593,0.716,0.678,0.435,0.716,0.712,0.343,0.343,0.665,0.343,1.042,0.712,0.687,0.716,0.716,0.493,0.595,0.478,0.712,0.652,0.924,0.645,0.652,0.582,0.712,0.365,0.712,0.838];
const ASCII_REGULAR = [0.318,0.401,0.46,0.838,0.637,0.95,0.78,0.275,0.39,0.39,0.5,0.838,0.318,0.361,0.317,0.337,0.637,0.637,0.637,0.637,0.637,0.637,0.637,0.637,0.637,0.637,0.337,0.337,0.838,0.838,0.838,0.531,1,0.711,0.686,0.698,0.77,0.632,0.575,0.775,0.752,0.295,0.295,0.656,0.557,0.863,0.748,0.787,0.603,0.787,0.695,0.635,0.594,0.732,0.684,0.989,0.685,0.611,0.685,0.39,0.337,0.39,0.838,0.5,0.5,0.613,0.635,0.55,0.635,0.615,0.352,0.635,0.634,0.278,0.278,0.579,0.278,0.974,0.634,0.612,0.635,0.635,0.395,0.521,0.392,0.634,0.592,0.818,0.592,0.592,0.525,0.637,0.337,0.637,0.838];
const OTHER = { '\u2018': 0.306, '\u2019': 0.306, '\u201c': 0.521, '\u201d': 0.521, '\u2013': 0.5, '\u2014': 1, '\u2026': 1, '\u00e9': 0.678, '\u00b7': 0.38 };

/** Width of a string in em, DejaVu Sans bold (default) or regular. */
export function textEm(str, bold = true) {
  const table = bold ? ASCII_BOLD : ASCII_REGULAR;
  let w = 0;
  for (const ch of String(str)) {
    const c = ch.codePointAt(0);
    w += c >= 32 && c < 127 ? table[c - 32] : (OTHER[ch] ?? CHAR_EM);
  }
  return w;
}

/** Theme per unit: [main colour, highlight colour for unit words]. */
const THEMES = [
  ['#2a9d8f', '#c2185b'],
  ['#e76f51', '#1d5fa8'],
  ['#4f9dde', '#c1121f'],
  ['#8e7dbe', '#b5520b'],
  ['#06a77d', '#b5179e'],
  ['#ef476f', '#0b6e99'],
  ['#f4a261', '#6a2c91'],
  ['#3a86ff', '#c2185b'],
  ['#e9a23b', '#1d5fa8'],
  ['#90be6d', '#b5179e'],
];

/** Pastel tiles of the review slide (INK text on them is far above AA). */
const TILES = ['#ffd6a5', '#caffbf', '#a0c4ff', '#ffc6ff', '#fdffb6', '#9bf6ff'];
/** Card borders of the word slides. */
const CARD_EDGES = ['#ffb4a2', '#a0c4ff', '#b9e769', '#ffc6ff', '#ffd166', '#9bf6ff'];

// ---------------------------------------------------------------- colour contrast (WCAG 2)

function lum(hex) {
  const h = hex.replace('#', '');
  const c = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

/** WCAG contrast ratio of two hex colours. */
export function contrast(a, b) {
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** Darken `fg` until it reaches `min` contrast on `bg`. */
function readable(fg, bg, min = 4.5) {
  let c = fg;
  for (let i = 0; i < 40 && contrast(c, bg) < min; i++) c = shade(c, -0.05);
  return c;
}

export function theme(slug) {
  const h = hashStr(slug);
  const [main, hlBase] = THEMES[h % THEMES.length];
  const bg = mix(main, '#ffffff', 0.87);
  return {
    main,
    bg,
    deco: mix(main, '#ffffff', 0.7),
    deco2: mix(main, '#ffffff', 0.55),
    // headings and labels on the tinted background, the level badge (white text on it)
    dark: readable(main, bg, 4.6),
    // unit words inside white cards
    hl: readable(hlBase, '#ffffff', 4.6),
    tileShift: (h >>> 8) % TILES.length,
  };
}

// ---------------------------------------------------------------- text layout

/** Greedy word wrap of tokens ({ text }) into lines at most `max` em wide. */
function wrapTokens(tokens, max, bold) {
  const space = textEm(' ', bold);
  const lines = [];
  let cur = [];
  let len = 0;
  for (const t of tokens) {
    const w = textEm(t.text, bold);
    const add = (cur.length ? space : 0) + w;
    if (cur.length && len + add > max) {
      lines.push(cur);
      cur = [t];
      len = w;
    } else {
      cur.push(t);
      len += add;
    }
  }
  if (cur.length) lines.push(cur);
  return lines;
}

/** Width of a wrapped line in em. */
const lineEm = (line, bold) => textEm(line.map((t) => t.text).join(' '), bold);

/**
 * Largest font size from `sizes` at which the tokens wrap into at most
 * `maxLines` lines no wider than `width` and no taller than `height`
 * (line height `lh` x size). Falls back to the smallest size.
 */
function fit(tokens, { width, height = Infinity, maxLines = 99, sizes, lh = 1.25, bold = true, balance = false }) {
  const widest = (lines) => Math.max(...lines.map((l) => lineEm(l, bold)));
  for (const fs of sizes) {
    const max = width / fs;
    let lines = wrapTokens(tokens, max, bold);
    if (lines.length <= maxLines && widest(lines) <= max && lines.length * fs * lh <= height) {
      // balanced: the narrowest measure that still gives the same number of lines (no lone last word)
      if (balance) for (let m = max - 0.25; m > 0; m -= 0.25) {
        const tighter = wrapTokens(tokens, m, bold);
        if (tighter.length > lines.length || widest(tighter) > m) break;
        lines = tighter;
      }
      return { fs, lines };
    }
  }
  const fs = sizes[sizes.length - 1];
  const lines = wrapTokens(tokens, width / fs, bold);
  // a single long word: shrink until it fits
  return { fs: Math.min(fs, Math.floor(width / widest(lines))), lines };
}

const plainTokens = (s) => String(s).split(/\s+/).filter(Boolean).map((text) => ({ text }));

/** One line of rich tokens as a <text> with <tspan>s; highlighted parts use `hlFill` (and bold, underline). */
function richLine(line, { x, y, fs, fill, hlFill, anchor = 'middle', weight = 'bold' }) {
  const spans = line
    .map((t, i) => {
      const sp = i ? ' ' : '';
      if (!t.hl) return `<tspan>${escXml(sp + t.text)}</tspan>`;
      const { pre = '', core = t.text, post = '' } = t.parts || {};
      const deco = t.underline === false ? '' : ' text-decoration="underline"';
      return `<tspan>${escXml(sp + pre)}</tspan><tspan fill="${hlFill}"${deco}>${escXml(core)}</tspan><tspan>${escXml(post)}</tspan>`;
    })
    .join('');
  return `<text x="${n(x)}" y="${n(y)}" text-anchor="${anchor}" font-family="${FONT}" font-weight="${weight}" font-size="${fs}" fill="${fill}" xml:space="preserve">${spans}</text>`;
}

function plainLines(lines, { x, y, fs, lh = 1.25, fill, anchor = 'middle', weight = 'bold' }) {
  return lines.map((ln, i) => `<text x="${n(x)}" y="${n(y + i * fs * lh)}" text-anchor="${anchor}" font-family="${FONT}" font-weight="${weight}" font-size="${fs}" fill="${fill}">${escXml(ln.map((t) => t.text).join(' '))}</text>`).join('');
}

// ---------------------------------------------------------------- word matching

/** Possible stems of a lower-case word form (walks, walked, walking, flies, hopped...). */
function stems(w) {
  const out = new Set([w]);
  for (const suf of ['ing', 'ed', 'es', 's', 'd']) {
    if (!w.endsWith(suf)) continue;
    if (suf === 's' && w.endsWith('ss')) continue;
    const s = w.slice(0, -suf.length);
    if (s.length < 3) continue;
    out.add(s);
    out.add(s + 'e');
    if (/([b-df-hj-np-tv-z])\1$/.test(s)) out.add(s.slice(0, -1));
    if (s.endsWith('i')) out.add(s.slice(0, -1) + 'y');
  }
  return out;
}

function sameWord(a, b) {
  a = a.toLowerCase();
  b = b.toLowerCase();
  if (a === b) return true;
  const sa = stems(a);
  for (const s of stems(b)) if (sa.has(s)) return true;
  return false;
}

/** Split a token into leading punctuation, the word, trailing punctuation. */
function parts(token) {
  const core = bareWord(token);
  if (!core) return { pre: token, core: '', post: '' };
  const i = token.indexOf(core);
  return { pre: token.slice(0, i), core, post: token.slice(i + core.length) };
}

/** Tokens of `text`, those belonging to one of `words` (single words or phrases) marked hl. */
export function markWords(text, words) {
  const toks = plainTokens(text).map((t) => ({ ...t, parts: parts(t.text) }));
  const phrases = words.map((w) => String(w).split(/\s+/).filter(Boolean)).filter((p) => p.length);
  for (let i = 0; i < toks.length; i++) {
    for (const p of phrases) {
      if (i + p.length > toks.length) continue;
      if (p.every((w, k) => toks[i + k].parts.core && sameWord(toks[i + k].parts.core, w))) for (let k = 0; k < p.length; k++) toks[i + k].hl = true;
    }
  }
  return toks;
}

/** Tokens of a teaching point, the parts in double quotes marked hl. */
function markQuotes(text) {
  const out = [];
  let inQuote = false;
  for (const raw of plainTokens(text)) {
    const t = raw.text;
    const opens = /^[“"]/.test(t);
    const closes = /[”"][.,!?;:)]*$/.test(t) && (t.length > 1 || inQuote);
    if (opens) inQuote = true;
    out.push({ text: t, hl: inQuote, underline: false, parts: { pre: '', core: t, post: '' } });
    if (closes && (inQuote || opens)) inQuote = false;
  }
  return out;
}

// ---------------------------------------------------------------- drawing helpers

const DEFS = `<defs>
  <filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feGaussianBlur in="SourceAlpha" stdDeviation="6"/><feOffset dy="6"/><feComponentTransfer><feFuncA type="linear" slope="0.18"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
</defs>`;

function frame(bg, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${DEFS.replace('</defs>', defs + '</defs>')}<rect width="${W}" height="${H}" fill="${bg}"/>${body}</svg>`;
}

/** Soft background shapes in the corners. */
function backdrop(t, seed) {
  const flip = seed % 2;
  return `<circle cx="${flip ? 70 : 890}" cy="40" r="150" fill="${t.deco}" opacity="0.55"/><circle cx="${flip ? 900 : 60}" cy="520" r="120" fill="${t.deco}" opacity="0.45"/>`;
}

/** A picture clipped to a rounded rectangle (placeholder when no picture was given). */
function picture(id, href, x, y, w, h, r, t) {
  const clip = `<clipPath id="${id}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${r}"/></clipPath>`;
  const img = href
    ? `<image x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" preserveAspectRatio="xMidYMid slice" href="${href}" xlink:href="${href}" clip-path="url(#${id})"/>`
    : `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${r}" fill="${t.deco}"/>`;
  return { clip, img };
}

/** The Sprout English mark: a two-leaf sprout in a circle. */
function sproutMark(x, y, r, color) {
  return `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#ffffff" stroke="${color}" stroke-width="${n(r * 0.12)}"/><path d="M0 ${n(r * 0.55)} V${n(-r * 0.05)}" stroke="${color}" stroke-width="${n(r * 0.14)}" stroke-linecap="round"/><path d="M0 ${n(-r * 0.05)} C${n(-r * 0.1)} ${n(-r * 0.5)} ${n(-r * 0.55)} ${n(-r * 0.6)} ${n(-r * 0.62)} ${n(-r * 0.25)} C${n(-r * 0.45)} ${n(-r * 0.02)} ${n(-r * 0.12)} ${n(r * 0.02)} 0 ${n(-r * 0.05)}Z" fill="${color}"/><path d="M0 ${n(-r * 0.12)} C${n(r * 0.12)} ${n(-r * 0.62)} ${n(r * 0.62)} ${n(-r * 0.7)} ${n(r * 0.66)} ${n(-r * 0.32)} C${n(r * 0.5)} ${n(-r * 0.06)} ${n(r * 0.15)} ${n(-r * 0.04)} 0 ${n(-r * 0.12)}Z" fill="${shade(color, 0.25)}"/></g>`;
}

/** A rounded label: text on a filled pill. */
function pill(x, y, text, fs, fill, color, anchor = 'start') {
  const w = textEm(text) * fs + fs * 1.3;
  const h = fs * 1.8;
  const x0 = anchor === 'middle' ? x - w / 2 : anchor === 'end' ? x - w : x;
  return `<rect x="${n(x0)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(h / 2)}" fill="${fill}"/><text x="${n(x0 + w / 2)}" y="${n(y + h / 2 + fs * 0.36)}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${fs}" fill="${color}">${escXml(text)}</text>`;
}

/** Slide heading at the top left, with a small icon dot. */
function heading(text, t, { x = 48, y = 74, fs = 36, anchor = 'start' } = {}) {
  return `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="${FONT}" font-weight="bold" font-size="${fs}" fill="${t.dark}">${escXml(text)}</text>`;
}

// ---------------------------------------------------------------- data helpers

/** The page a vocabulary word belongs to: its `page` when valid, else the first page using it, else 1. */
function wordPage(book, v) {
  const ok = (i) => Number.isInteger(i) && i >= 1 && i <= book.pages.length;
  if (ok(v.page)) return v.page;
  const hit = book.pages.findIndex((p) => markWords(p.text, [v.word]).some((t) => t.hl));
  return hit >= 0 ? hit + 1 : 1;
}

function sentencePage(book, s) {
  if (Number.isInteger(s.page) && s.page >= 1 && s.page <= book.pages.length) return s.page;
  const hit = book.pages.findIndex((p) => p.text.includes(s.en));
  return hit >= 0 ? hit + 1 : 1;
}

/** The page numbers whose illustrations the slides show (the caller loads them). */
export function slidePages(book, course) {
  const set = new Set([...course.vocabulary.map((v) => wordPage(book, v)), ...course.sentences.map((s) => sentencePage(book, s))]);
  return [...set].sort((a, b) => a - b);
}

// ---------------------------------------------------------------- slides

function titleSlide(book, course, t, images) {
  const seed = hashStr(book.id);
  const cover = picture('cover', images.cover, 62, 82, 376, 376, 20, t);
  const x = 496;
  const width = W - x - 48;
  let body = backdrop(t, seed);
  body += `<g filter="url(#shadow)"><rect x="50" y="70" width="400" height="400" rx="28" fill="#ffffff"/></g>${cover.img}`;
  let y = 84;
  body += pill(x, y, `Level ${book.level}`, 22, t.dark, '#ffffff');
  y += 40 + 16;
  // one line if it stays big, else two, else three
  const tt = plainTokens(book.title);
  const tbox = { width, lh: 1.15, balance: true };
  let title = fit(tt, { ...tbox, maxLines: 1, sizes: [54, 50, 46] });
  if (title.lines.length > 1 || title.fs < 46) title = fit(tt, { ...tbox, maxLines: 2, sizes: [54, 50, 46, 42, 40] });
  if (title.lines.length > 2 || title.fs < 40) title = fit(tt, { ...tbox, maxLines: 3, sizes: [50, 46, 42, 38, 34] });
  y += title.fs;
  body += plainLines(title.lines, { x, y, fs: title.fs, lh: 1.15, fill: INK, anchor: 'start' });
  y += (title.lines.length - 1) * title.fs * 1.15 + 26;
  body += `<rect x="${x}" y="${n(y)}" width="64" height="6" rx="3" fill="${t.main}"/>`;
  y += 24;
  body += `<text x="${x}" y="${n(y + 18)}" font-family="${FONT}" font-weight="bold" font-size="18" fill="${t.dark}" letter-spacing="1.5">TODAY'S GOAL</text>`;
  y += 30;
  const bottom = 448;
  const goal = fit(plainTokens(course.goal.en), { width, height: bottom - y, sizes: [28, 26, 24, 22, 20, 18], lh: 1.35, bold: false });
  body += plainLines(goal.lines, { x, y: y + goal.fs, fs: goal.fs, lh: 1.35, fill: INK, anchor: 'start', weight: 'normal' });
  body += `${sproutMark(n(W - 48 - textEm('Sprout English') * 22 - 28), 490, 17, t.dark)}<text x="${W - 48}" y="498" text-anchor="end" font-family="${FONT}" font-weight="bold" font-size="22" fill="${t.dark}">Sprout English</text>`;
  const text = `Level ${book.level}. ${book.title}. Today's goal: ${course.goal.en}`;
  return { kind: 'title', svg: frame(t.bg, body, cover.clip), text };
}

function wordsSlide(book, course, t, images, half) {
  const words = course.vocabulary.slice(half * 3, half * 3 + 3);
  const seed = hashStr(book.id) + half;
  let body = backdrop(t, seed) + heading('New words', t);
  body += pill(W - 48, 40, `${half + 1} / 2`, 20, '#ffffff', t.dark, 'end');
  let clips = '';
  const cw = 272;
  const gap = 28;
  const x0 = (W - 3 * cw - 2 * gap) / 2;
  const y0 = 112;
  const ch = 392;
  words.forEach((v, i) => {
    const x = x0 + i * (cw + gap);
    const edge = CARD_EDGES[(half * 3 + i + t.tileShift) % CARD_EDGES.length];
    const page = wordPage(book, v);
    const pic = picture(`w${i}`, images.pages?.[page], x + 14, y0 + 14, cw - 28, 224, 16, t);
    clips += pic.clip;
    body += `<g filter="url(#shadow)"><rect x="${n(x)}" y="${y0}" width="${cw}" height="${ch}" rx="24" fill="#ffffff" stroke="${edge}" stroke-width="6"/></g>${pic.img}`;
    const word = String(v.word);
    const fs = Math.min(54, Math.floor((cw - 40) / textEm(word)));
    body += `<text x="${n(x + cw / 2)}" y="${y0 + 238 + 26 + fs * 0.8}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${fs}" fill="${INK}">${escXml(word)}</text>`;
    if (v.pos) body += pill(x + cw / 2, y0 + ch - 58, String(v.pos), 20, t.bg, readable(t.dark, t.bg, 4.6), 'middle');
  });
  const text = `Words: ${words.map((v) => v.word).join(', ')}`;
  return { kind: 'words', svg: frame(t.bg, body, clips), text };
}

function sentenceSlide(book, course, t, images, k) {
  const s = course.sentences[k];
  const tokens = markWords(s.en, course.vocabulary.map((v) => v.word));
  const cardX = 40;
  const cardW = W - 2 * cardX;
  // big type; two lines when that keeps it large, so the picture stays large too
  const box = { width: cardW - 56, balance: true };
  const two = fit(tokens, { ...box, maxLines: 2, sizes: [50, 46, 42] });
  const { fs, lines } = two.lines.length <= 2 && two.fs >= 42 ? two : fit(tokens, { ...box, maxLines: 3, sizes: [50, 46, 42, 38, 34, 30, 28, 26] });
  const lh = 1.25;
  const cardH = lines.length * fs * lh + 44;
  const cardY = H - 24 - cardH;
  const imgH = Math.min(360, cardY - 18 - 24);
  const imgW = imgH * 1.5;
  const imgX = (W - imgW) / 2;
  const imgY = Math.max(24, (cardY - 18 - imgH) / 2 + 6);
  const page = sentencePage(book, s);
  const pic = picture('pic', images.pages?.[page], imgX, imgY, imgW, imgH, 22, t);
  let body = backdrop(t, hashStr(book.id) + k);
  body += `<g filter="url(#shadow)"><rect x="${n(imgX - 8)}" y="${n(imgY - 8)}" width="${n(imgW + 16)}" height="${n(imgH + 16)}" rx="28" fill="#ffffff"/></g>${pic.img}`;
  body += pill(24, 24, `Read ${k + 1} / 3`, 20, t.dark, '#ffffff');
  body += `<g filter="url(#shadow)"><rect x="${cardX}" y="${n(cardY)}" width="${cardW}" height="${n(cardH)}" rx="26" fill="#ffffff"/></g>`;
  const top = cardY + 22 + fs * 0.92;
  lines.forEach((ln, i) => {
    body += richLine(ln, { x: W / 2, y: top + i * fs * lh, fs, fill: INK, hlFill: t.hl });
  });
  const hl = [...new Set(tokens.filter((x) => x.hl).map((x) => x.parts.core))];
  const text = `Sentence ${k + 1}: ${s.en}${hl.length ? ` (words: ${hl.join(', ')})` : ''}`;
  return { kind: 'sentence', svg: frame(t.bg, body, pic.clip), text };
}

function knowledgeSlide(book, course, t) {
  const point = course.knowledge[0];
  let body = backdrop(t, hashStr(book.id) + 7);
  // a light bulb before the heading
  body += `<g transform="translate(70 62)"><circle r="22" fill="#ffd166" stroke="${shade('#ffd166', -0.35)}" stroke-width="3"/><rect x="-9" y="18" width="18" height="14" rx="4" fill="${t.dark}"/><path d="M-7 4 l7 -10 l7 10" stroke="#b5520b" stroke-width="3" fill="none" stroke-linecap="round"/></g>`;
  body += heading("Let's learn", t, { x: 108, y: 76, fs: 38 });
  const cx = 48;
  const cy = 118;
  const cw = W - 96;
  const ch = 372;
  body += `<g filter="url(#shadow)"><rect x="${cx}" y="${cy}" width="${cw}" height="${ch}" rx="28" fill="#ffffff"/></g><rect x="${cx}" y="${cy + 28}" width="12" height="${ch - 56}" rx="6" fill="${t.main}"/>`;
  const tokens = markQuotes(point.en);
  const lh = 1.4;
  const { fs, lines } = fit(tokens, { width: cw - 100, height: ch - 70, sizes: [40, 38, 36, 34, 32, 30, 28, 26, 24, 22, 20], lh });
  const blockH = (lines.length - 1) * fs * lh + fs;
  const top = cy + (ch - blockH) / 2 + fs * 0.8;
  lines.forEach((ln, i) => {
    body += richLine(ln, { x: cx + 52, y: top + i * fs * lh, fs, fill: INK, hlFill: t.hl, anchor: 'start', weight: 'bold' });
  });
  body += star(W - 80, 70, 1.1, '#ffd166') + star(W - 130, 96, 0.6, t.deco2);
  return { kind: 'knowledge', svg: frame(t.bg, body), text: `Let's learn: ${point.en}` };
}

function reviewSlide(book, course, t) {
  let body = backdrop(t, hashStr(book.id) + 8);
  body += heading('Review time', t, { x: W / 2, y: 76, fs: 40, anchor: 'middle' });
  body += star(W / 2 - 180, 62, 0.9, '#ffd166') + star(W / 2 + 180, 62, 0.9, '#ffd166');
  const tw = 270;
  const th = 138;
  const gap = 27;
  const x0 = (W - 3 * tw - 2 * gap) / 2;
  const y0 = 118;
  course.vocabulary.slice(0, 6).forEach((v, i) => {
    const col = i % 3;
    const row = Math.floor(i / 3);
    const x = x0 + col * (tw + gap);
    const y = y0 + row * (th + 24);
    const fill = TILES[(i + t.tileShift) % TILES.length];
    const word = String(v.word);
    const fs = Math.min(50, Math.floor((tw - 44) / textEm(word)));
    body += `<g filter="url(#shadow)"><rect x="${n(x)}" y="${y}" width="${tw}" height="${th}" rx="24" fill="${fill}" stroke="${shade(fill, -0.18)}" stroke-width="4"/></g>`;
    body += `<circle cx="${n(x + 26)}" cy="${y + 26}" r="15" fill="#ffffff"/><text x="${n(x + 26)}" y="${y + 32}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="17" fill="${INK}">${i + 1}</text>`;
    body += `<text x="${n(x + tw / 2)}" y="${n(y + th / 2 + fs * 0.36 + 6)}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${fs}" fill="${INK}">${escXml(word)}</text>`;
  });
  body += `<text x="${W / 2}" y="488" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="32" fill="${t.dark}">Great job! See you next class.</text>`;
  body += sproutMark(W / 2 - 318, 478, 20, t.dark) + sproutMark(W / 2 + 318, 478, 20, t.dark);
  const text = `Review time: ${course.vocabulary.map((v) => v.word).join(', ')}. Great job! See you next class.`;
  return { kind: 'review', svg: frame(t.bg, body), text };
}

/**
 * The eight slides of a course unit: [{ kind, svg, text }].
 * `images` (optional): { cover: dataUri, pages: { [pageIndex]: dataUri } } (PNG data URIs).
 */
export function coursewareSlides(book, course, images = {}) {
  const t = theme(book.id);
  return [
    titleSlide(book, course, t, images),
    wordsSlide(book, course, t, images, 0),
    wordsSlide(book, course, t, images, 1),
    sentenceSlide(book, course, t, images, 0),
    sentenceSlide(book, course, t, images, 1),
    sentenceSlide(book, course, t, images, 2),
    knowledgeSlide(book, course, t),
    reviewSlide(book, course, t),
  ];
}

/** Why a course file cannot be made into slides (null when it can). */
export function courseProblem(course, book) {
  if (!course || typeof course !== 'object') return 'not an object';
  if (!book) return `no book ${JSON.stringify(course.book)}`;
  if (typeof course.goal?.en !== 'string' || !course.goal.en.trim()) return 'goal.en missing';
  if (!Array.isArray(course.vocabulary) || course.vocabulary.length !== 6) return 'vocabulary must have 6 entries';
  if (course.vocabulary.some((v) => typeof v?.word !== 'string' || !v.word.trim())) return 'vocabulary entry without word';
  if (!Array.isArray(course.sentences) || course.sentences.length !== 3) return 'sentences must have 3 entries';
  if (course.sentences.some((s) => typeof s?.en !== 'string' || !s.en.trim())) return 'sentence without en';
  if (!Array.isArray(course.knowledge) || !course.knowledge.length || typeof course.knowledge[0]?.en !== 'string') return 'knowledge missing';
  return null;
}
