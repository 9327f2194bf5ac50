// Product pictures of the seed store's goods (server/db/seed/store.ts): flat
// illustrations in the style of the picture books, 800 x 800, no photos. The
// picture-book box set shows the real covers of the seed books it holds
// (passed in as PNG data URLs by generate.mjs). Deterministic: no randomness.

import { shade } from '../../../server/providers/story/art/util.mjs';
import { PROPS, group, star, sun } from '../../../server/providers/story/art/props.mjs';

const W = 800;
const INK = '#3b2f2f';
const FONT = `font-family="DejaVu Sans, Noto Sans CJK SC, sans-serif"`;

/** The seed books printed in the box set, in the order they lie in the box. */
export const BOX_SET_BOOKS = ['where-is-pip', 'my-red-ball', 'time-for-bed-bao', 'the-windy-day', 'colors-in-the-garden', 'little-duck-can-swim', 'whats-for-lunch', 'the-little-seed'];

const defs = `<defs>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur in="SourceAlpha" stdDeviation="9"/><feOffset dy="10"/><feComponentTransfer><feFuncA type="linear" slope="0.22"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
  <filter id="soft" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur in="SourceAlpha" stdDeviation="4"/><feOffset dy="4"/><feComponentTransfer><feFuncA type="linear" slope="0.25"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
</defs>`;

function svg(bg, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${W}" viewBox="0 0 ${W} ${W}">${defs}<rect width="${W}" height="${W}" fill="${bg}"/>${body}</svg>`;
}

/** A soft backdrop: a big disc and a floor band, as the teachers' portraits have. */
function backdrop(disc, floor) {
  return `<circle cx="400" cy="370" r="300" fill="${disc}"/><rect x="0" y="640" width="${W}" height="160" fill="${floor}"/><path d="M0 640 H${W}" stroke="${shade(floor, -0.12)}" stroke-width="6"/>`;
}

/** The Sprout English mark: a two-leaf sprout in a circle. */
function sproutMark(x, y, r, color = '#06a77d') {
  return `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#ffffff" stroke="${color}" stroke-width="${r * 0.12}"/><path d="M0 ${r * 0.55} V${-r * 0.05}" stroke="${color}" stroke-width="${r * 0.14}" stroke-linecap="round"/><path d="M0 ${-r * 0.05} C${-r * 0.1} ${-r * 0.5} ${-r * 0.55} ${-r * 0.6} ${-r * 0.62} ${-r * 0.25} C${-r * 0.45} ${-r * 0.02} ${-r * 0.12} ${r * 0.02} 0 ${-r * 0.05}Z" fill="${color}"/><path d="M0 ${-r * 0.12} C${r * 0.12} ${-r * 0.62} ${r * 0.62} ${-r * 0.7} ${r * 0.66} ${-r * 0.32} C${r * 0.5} ${-r * 0.06} ${r * 0.15} ${-r * 0.04} 0 ${-r * 0.12}Z" fill="${shade(color, 0.25)}"/></g>`;
}

// ---------------------------------------------------------------- picture-book box set

/** A cover image standing at (x, y) (its bottom centre), `w` wide, tilted by `deg`. */
function cover(href, x, y, w, deg) {
  return `<g transform="translate(${x} ${y}) rotate(${deg})" filter="url(#soft)"><rect x="${-w / 2 - 4}" y="${-w - 4}" width="${w + 8}" height="${w + 8}" rx="6" fill="#ffffff"/><image x="${-w / 2}" y="${-w}" width="${w}" height="${w}" preserveAspectRatio="xMidYMid slice" href="${href}" xlink:href="${href}"/><rect x="${-w / 2}" y="${-w}" width="10" height="${w}" fill="#000000" opacity="0.12"/></g>`;
}

/** The box with three covers standing in it, the rest of the set behind. */
export function boxSetSvg(covers) {
  const box = '#2a9d8f';
  const fan = [
    [covers[3], 250, 430, 230, -14],
    [covers[5], 550, 430, 230, 14],
    [covers[0], 400, 410, 250, 0],
  ]
    .map((c) => cover(...c))
    .join('');
  const body = `${backdrop('#d8f3ec', '#f1e3c8')}
  ${fan}
  <g filter="url(#shadow)">
    <path d="M150 420 L650 420 L690 470 L110 470Z" fill="${shade(box, -0.2)}"/>
    <rect x="110" y="470" width="580" height="230" rx="10" fill="${box}"/>
    <rect x="110" y="470" width="580" height="34" fill="${shade(box, -0.12)}"/>
    ${sproutMark(205, 600, 58)}
    <text x="290" y="590" ${FONT} font-size="40" font-weight="bold" fill="#ffffff">Sprout English</text>
    <text x="292" y="636" ${FONT} font-size="26" fill="#e8fff8">Picture books · A–C</text>
    <g fill="#ffe066">${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${300 + i * 44}" y="660" width="30" height="12" rx="6" opacity="${0.55 + (i % 2) * 0.45}"/>`).join('')}</g>
  </g>
  ${star(700, 170, 0.9)}${star(110, 250, 0.6, '#ffd6a5')}`;
  return svg('#eefaf6', body);
}

/** All eight books laid out on a table, two rows of four. */
export function boxSetBooksSvg(covers) {
  const w = 160;
  const items = covers
    .slice(0, 8)
    .map((href, i) => {
      const col = i % 4;
      const row = Math.floor(i / 4);
      const x = 130 + col * 180;
      const y = 330 + row * 250;
      const deg = [-3, 2, -1, 3, 2, -2, 3, -3][i];
      return cover(href, x, y, w, deg);
    })
    .join('');
  const body = `<rect x="0" y="0" width="${W}" height="${W}" fill="#fdf0d5"/>
  ${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `<path d="M0 ${90 * i + 20} H${W}" stroke="#f3dfb8" stroke-width="3"/>`).join('')}
  ${items}
  ${sproutMark(400, 720, 44)}`;
  return svg('#fdf0d5', body);
}

// ---------------------------------------------------------------- headset

function headset(color, cup) {
  return `<g filter="url(#shadow)">
    <path d="M215 450 C215 170 585 170 585 450" fill="none" stroke="${shade(color, -0.25)}" stroke-width="46" stroke-linecap="round"/>
    <path d="M215 450 C215 170 585 170 585 450" fill="none" stroke="${color}" stroke-width="30" stroke-linecap="round"/>
    <path d="M300 236 C360 208 440 208 500 236" fill="none" stroke="#ffffff" stroke-width="22" stroke-linecap="round" opacity="0.85"/>
    <rect x="178" y="380" width="86" height="190" rx="40" fill="${shade(color, -0.15)}"/>
    <rect x="536" y="380" width="86" height="190" rx="40" fill="${shade(color, -0.15)}"/>
    <rect x="150" y="395" width="70" height="160" rx="34" fill="${cup}"/>
    <rect x="580" y="395" width="70" height="160" rx="34" fill="${cup}"/>
    <circle cx="221" cy="475" r="26" fill="#ffffff" opacity="0.9"/><path d="M209 475 a12 12 0 0 1 24 0" stroke="${color}" stroke-width="6" fill="none"/>
    <circle cx="579" cy="475" r="26" fill="#ffffff" opacity="0.9"/><path d="M567 475 a12 12 0 0 1 24 0" stroke="${color}" stroke-width="6" fill="none"/>
    <path d="M200 540 C220 640 320 660 380 640" fill="none" stroke="#3d405b" stroke-width="12" stroke-linecap="round"/>
    <rect x="372" y="618" width="56" height="40" rx="18" fill="#3d405b"/><circle cx="400" cy="638" r="10" fill="#8d99ae"/>
  </g>`;
}

/** The headset, front view. */
export function headsetSvg() {
  const body = `${backdrop('#dff1fd', '#e9e4f5')}${headset('#4f9dde', '#ffd166')}${star(660, 160, 0.7)}${star(140, 180, 0.5, '#ffafcc')}`;
  return svg('#f3f9ff', body);
}

/** What makes it right for children: volume limit, soft cups, a microphone. */
export function headsetFeaturesSvg() {
  const badge = (x, y, color, inner) => `<g transform="translate(${x} ${y})" filter="url(#soft)"><circle r="78" fill="#ffffff"/><circle r="68" fill="${color}"/>${inner}</g>`;
  const body = `<rect width="${W}" height="${W}" fill="#fff6dc"/>
  <g transform="translate(400 300) scale(0.62) translate(-400 -420)">${headset('#ef476f', '#ffe5ec')}</g>
  ${badge(180, 620, '#06a77d', `<text y="6" text-anchor="middle" ${FONT} font-size="38" font-weight="bold" fill="#ffffff">85</text><text y="40" text-anchor="middle" ${FONT} font-size="22" fill="#ffffff">dB</text>`)}
  ${badge(400, 620, '#4f9dde', `<rect x="-14" y="-36" width="28" height="48" rx="14" fill="#ffffff"/><path d="M-26 0 a26 26 0 0 0 52 0 M0 26 V40 M-16 40 H16" stroke="#ffffff" stroke-width="6" fill="none" stroke-linecap="round"/>`)}
  ${badge(620, 620, '#f4a261', `<path d="M-34 14 C-34 -40 34 -40 34 14" stroke="#ffffff" stroke-width="12" fill="none" stroke-linecap="round"/><path d="M-48 -4 l14 18 l14 -18 M48 -4 l-14 18 l-14 -18" stroke="#ffffff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`)}`;
  return svg('#fff6dc', body);
}

// ---------------------------------------------------------------- flash cards

const CARD_WORDS = [
  ['apple', (x, y) => PROPS.apple.draw(x, y, 1.3, {})],
  ['sun', (x, y) => sun(x, y - 50, 0.8)],
  ['star', (x, y) => star(x, y - 20, 4)],
  ['cake', (x, y) => PROPS.cake.draw(x, y, 1.1, {})],
  ['ball', (x, y) => PROPS.ball.draw(x, y, 1.3, { pal: {} })],
];

function card(word, draw, x, y, deg, color) {
  return `<g transform="translate(${x} ${y}) rotate(${deg})" filter="url(#soft)"><rect x="-110" y="-150" width="220" height="300" rx="18" fill="#ffffff" stroke="${color}" stroke-width="10"/><rect x="-92" y="-132" width="184" height="190" rx="10" fill="${shade(color, 0.8)}"/>${draw(0, 10)}<text y="112" text-anchor="middle" ${FONT} font-size="44" font-weight="bold" fill="${INK}">${word}</text></g>`;
}

/** Picture-word cards: two behind, three in front. */
export function flashCardsSvg() {
  const colors = ['#ef476f', '#f4a261', '#06a77d', '#4f9dde', '#8e7dbe'];
  const place = [
    [160, 500, -7],
    [270, 215, -5],
    [530, 215, 6],
    [400, 520, 0],
    [640, 500, 7],
  ];
  const order = [1, 2, 0, 4, 3];
  const fan = order.map((i) => card(CARD_WORDS[i][0], CARD_WORDS[i][1], ...place[i], colors[i])).join('');
  return svg('#fdeff4', `${backdrop('#fac3c9', '#f6e7d7')}${fan}`);
}

/** The tin the cards come in, with the front and the back of a card. */
export function flashCardsTinSvg() {
  const tin = '#8e7dbe';
  const body = `${backdrop('#ede7f6', '#f4efe6')}
  <g filter="url(#shadow)">
    <rect x="110" y="330" width="330" height="330" rx="22" fill="${tin}"/>
    <rect x="110" y="330" width="330" height="60" rx="22" fill="${shade(tin, -0.15)}"/>
    ${['#ef476f', '#f4a261', '#06a77d', '#4f9dde'].map((c, i) => `<rect x="${140 + i * 72}" y="${260 + (i % 2) * 20}" width="60" height="110" rx="8" fill="#ffffff" stroke="${c}" stroke-width="6"/>`).join('')}
    ${sproutMark(275, 520, 62)}
    <text x="275" y="630" text-anchor="middle" ${FONT} font-size="36" font-weight="bold" fill="#ffffff">120</text>
  </g>
  ${card('cake', CARD_WORDS[3][1], 590, 330, 6, '#f4a261')}
  <g transform="translate(590 560) rotate(-5)" filter="url(#soft)"><rect x="-110" y="-100" width="220" height="200" rx="18" fill="#ffffff" stroke="#06a77d" stroke-width="10"/><text y="-22" text-anchor="middle" ${FONT} font-size="40" font-weight="bold" fill="${INK}">cake</text><text y="24" text-anchor="middle" ${FONT} font-size="26" fill="#6c757d">/keɪk/</text><text y="66" text-anchor="middle" ${FONT} font-size="34" fill="${INK}">蛋糕</text></g>`;
  return svg('#f7f3fc', body);
}

// ---------------------------------------------------------------- reading log

/** The notebook's cover. */
export function readingLogSvg() {
  const c = '#f4a261';
  const body = `${backdrop('#fce8d0', '#e8f4fd')}
  <g filter="url(#shadow)" transform="rotate(-4 400 420)">
    <rect x="190" y="130" width="420" height="560" rx="22" fill="${c}"/>
    <rect x="190" y="130" width="48" height="560" rx="14" fill="${shade(c, -0.2)}"/>
    <rect x="560" y="130" width="22" height="560" fill="#264653" opacity="0.85"/>
    <rect x="285" y="200" width="250" height="120" rx="14" fill="#ffffff"/>
    <path d="M310 245 H510 M310 285 H450" stroke="#e9c46a" stroke-width="12" stroke-linecap="round"/>
    ${sproutMark(410, 470, 92)}
    ${star(320, 620, 0.7)}${star(410, 630, 0.7)}${star(500, 620, 0.7)}
  </g>
  ${group(660, 700, 1.1, PROPS.pencil.draw(0, 0, 1, {}))}`;
  return svg('#fff8ef', body);
}

/** An open spread: a row per book read, with stars. */
export function readingLogPagesSvg() {
  const row = (y, filled) =>
    `<rect x="${0}" y="${y}" width="60" height="60" rx="8" fill="${['#ffd6a5', '#caffbf', '#a0c4ff', '#ffc6ff', '#fdffb6'][(y / 90) % 5 | 0]}"/><path d="M80 ${y + 20} H170 M80 ${y + 44} H140" stroke="#c9c3b8" stroke-width="8" stroke-linecap="round"/>${[0, 1, 2]
      .map((i) => star(204 + i * 32, y + 32, 0.7, i < filled ? '#ffd166' : '#e9ecef'))
      .join('')}`;
  const page = (x, stars) => `<g transform="translate(${x} 170)">${stars.map((s, i) => row(i * 90, s)).join('')}</g>`;
  const body = `${backdrop('#e9f5db', '#f5efe6')}
  <g filter="url(#shadow)">
    <path d="M60 150 Q230 120 400 150 Q570 120 740 150 V660 Q570 630 400 660 Q230 630 60 660Z" fill="#ffffff"/>
    <path d="M400 150 V660" stroke="#e0d9cc" stroke-width="6"/>
    ${page(90, [3, 2, 3, 1, 2])}${page(430, [3, 3, 2, 0, 0])}
  </g>
  ${group(650, 740, 1, PROPS.pencil.draw(0, 0, 1, {}))}`;
  return svg('#f6fbef', body);
}

/** Every goods picture: [item slug, file name, svg builder (gets the box-set covers)]. */
export const STORE_PICTURES = [
  ['picture-book-box-set', 'box.webp', (covers) => boxSetSvg(covers)],
  ['picture-book-box-set', 'books.webp', (covers) => boxSetBooksSvg(covers)],
  ['kids-headset', 'headset.webp', () => headsetSvg()],
  ['kids-headset', 'features.webp', () => headsetFeaturesSvg()],
  ['flash-cards', 'cards.webp', () => flashCardsSvg()],
  ['flash-cards', 'tin.webp', () => flashCardsTinSvg()],
  ['reading-log', 'cover.webp', () => readingLogSvg()],
  ['reading-log', 'pages.webp', () => readingLogPagesSvg()],
];
