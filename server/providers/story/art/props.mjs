// Props for the procedural illustrations. Each prop is drawn with its base
// (where it touches the ground) at (x, y), scaled by s. ctx carries the
// palette, the season and the time of day so props can adapt.

import { shade, n } from './util.mjs';

const INK = '#3b2f2f';
const ol = (c) => shade(c, -0.38);
const g = (x, y, s, body) => `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s * 100) / 100})">${body}</g>`;

function treeRound(x, y, s, ctx) {
  const leaf = ctx.season === 'autumn' ? ctx.r.pick(['#e76f51', '#f4a261', '#e9c46a']) : ctx.season === 'winter' ? '#e8f1f2' : ctx.pal.tree;
  const trunk = '#8a5a3b';
  let blossoms = '';
  if (ctx.season === 'spring') {
    for (let i = 0; i < 7; i++) blossoms += `<circle cx="${n(ctx.r.range(-60, 60))}" cy="${n(ctx.r.range(-250, -150))}" r="7" fill="#ffc8dd"/>`;
  }
  if (ctx.fruit) {
    for (let i = 0; i < 6; i++) blossoms += `<circle cx="${n(ctx.r.range(-60, 60))}" cy="${n(ctx.r.range(-240, -150))}" r="11" fill="${ctx.fruit}" stroke="${ol(ctx.fruit)}" stroke-width="2"/>`;
  }
  return g(x, y, s, `<ellipse cx="0" cy="2" rx="60" ry="10" fill="#000" opacity="0.1"/><path d="M-14 0 L-10 -140 L10 -140 L14 0Z" fill="${trunk}" stroke="${ol(trunk)}" stroke-width="3"/><circle cx="-48" cy="-165" r="52" fill="${shade(leaf, -0.08)}"/><circle cx="48" cy="-170" r="50" fill="${shade(leaf, -0.08)}"/><circle cx="0" cy="-205" r="64" fill="${leaf}" stroke="${ol(leaf)}" stroke-width="3"/><circle cx="-22" cy="-225" r="18" fill="${shade(leaf, 0.2)}" opacity="0.6"/>${blossoms}`);
}

function treePine(x, y, s, ctx) {
  const c = ctx.pal.pine || '#2d6a4f';
  const snow = ctx.season === 'winter';
  const tier = (w, y0, h) => `<path d="M${-w} ${y0} L0 ${y0 - h} L${w} ${y0}Z" fill="${c}" stroke="${ol(c)}" stroke-width="3" stroke-linejoin="round"/>` + (snow ? `<path d="M${-w * 0.45} ${y0 - h * 0.55} L0 ${y0 - h} L${w * 0.45} ${y0 - h * 0.55} q${-w * 0.2} 10 ${-w * 0.45} 0 q${-w * 0.25} 10 ${-w * 0.45} 0z" fill="#fff"/>` : '');
  return g(x, y, s, `<rect x="-9" y="-30" width="18" height="30" fill="#7f5539"/>${tier(62, -26, 90)}${tier(50, -86, 80)}${tier(38, -140, 72)}`);
}

function bush(x, y, s, ctx) {
  const c = shade(ctx.pal.tree, -0.05);
  let berries = '';
  if (ctx.season !== 'winter') for (let i = 0; i < 4; i++) berries += `<circle cx="${n(ctx.r.range(-40, 40))}" cy="${n(ctx.r.range(-50, -16))}" r="5" fill="${ctx.pal.flower}"/>`;
  return g(x, y, s, `<circle cx="-30" cy="-24" r="28" fill="${c}"/><circle cx="28" cy="-26" r="30" fill="${c}"/><circle cx="0" cy="-42" r="34" fill="${shade(c, 0.08)}" stroke="${ol(c)}" stroke-width="3"/>${berries}`);
}

function flower(x, y, s, ctx, color) {
  const c = color || ctx.r.pick(['#ff70a6', '#ffd670', '#ff9770', '#e0aaff', '#70d6ff']);
  let petals = '';
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2;
    petals += `<circle cx="${n(Math.cos(a) * 13)}" cy="${n(-70 + Math.sin(a) * 13)}" r="11" fill="${c}"/>`;
  }
  return g(x, y, s, `<path d="M0 0 Q-6 -35 0 -66" stroke="#4f772d" stroke-width="5" fill="none"/><path d="M-2 -30 q-22 -12 -26 4 q14 6 26 -4z" fill="#6a994e"/>${petals}<circle cx="0" cy="-70" r="9" fill="#ffd23f" stroke="#e09f3e" stroke-width="2"/>`);
}

function flowers(x, y, s, ctx) {
  let out = '';
  for (let i = 0; i < 5; i++) out += flower(x + (i - 2) * 34 * s, y + (i % 2) * 8 * s, s * ctx.r.range(0.6, 0.9), ctx);
  return out;
}

function house(x, y, s, ctx) {
  const wall = ctx.pal.house || '#ffd6a5';
  const roof = ctx.pal.roof || '#e76f51';
  const night = ctx.time === 'night';
  const win = night ? '#ffe066' : '#bde0fe';
  return g(x, y, s, `<rect x="-110" y="-170" width="220" height="170" fill="${wall}" stroke="${ol(wall)}" stroke-width="4"/><path d="M-135 -165 L0 -275 L135 -165Z" fill="${roof}" stroke="${ol(roof)}" stroke-width="4" stroke-linejoin="round"/><rect x="60" y="-260" width="28" height="60" fill="${shade(roof, -0.2)}"/><rect x="-28" y="-95" width="56" height="95" rx="8" fill="#9c6644" stroke="#6f4518" stroke-width="3"/><circle cx="16" cy="-48" r="4" fill="#ffd23f"/><rect x="-92" y="-135" width="50" height="46" rx="4" fill="${win}" stroke="#fff" stroke-width="5"/><rect x="42" y="-135" width="50" height="46" rx="4" fill="${win}" stroke="#fff" stroke-width="5"/><path d="M-67 -135 v46 M67 -135 v46" stroke="#fff" stroke-width="3"/>` + (ctx.season === 'winter' ? `<path d="M-135 -165 L0 -275 L135 -165 L110 -165 L0 -250 L-110 -165Z" fill="#fff"/>` : ''));
}

function school(x, y, s) {
  const wall = '#f6bd60';
  return g(x, y, s, `<rect x="-170" y="-180" width="340" height="180" fill="${wall}" stroke="${ol(wall)}" stroke-width="4"/><path d="M-60 -180 L0 -250 L60 -180Z" fill="#e76f51" stroke="${ol('#e76f51')}" stroke-width="4"/><circle cx="0" cy="-205" r="18" fill="#fff" stroke="#555" stroke-width="3"/><path d="M0 -205 v-11 M0 -205 h8" stroke="#333" stroke-width="3"/><rect x="-30" y="-90" width="60" height="90" fill="#84a59d"/><path d="M0 -90 v90" stroke="#52796f" stroke-width="3"/>${[-140, -90, 50, 100].map((wx) => `<rect x="${wx}" y="-150" width="40" height="40" fill="#bde0fe" stroke="#fff" stroke-width="4"/>`).join('')}<path d="M170 -180 v-110" stroke="#777" stroke-width="5"/><path d="M170 -290 h50 v30 h-50z" fill="#e63946"/>`);
}

function sun(x, y, s) {
  let rays = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    rays += `<path d="M${n(Math.cos(a) * 70)} ${n(Math.sin(a) * 70)} L${n(Math.cos(a) * 95)} ${n(Math.sin(a) * 95)}" />`;
  }
  return g(x, y, s, `<circle r="100" fill="#fff3b0" opacity="0.5"/><g stroke="#ffb703" stroke-width="9" stroke-linecap="round">${rays}</g><circle r="58" fill="#ffd23f" stroke="#f4a300" stroke-width="4"/>`);
}

function moon(x, y, s, ctx, full) {
  if (full) return g(x, y, s, `<circle r="110" fill="#fffbe6" opacity="0.15"/><circle r="62" fill="#fff3c4" stroke="#e9d8a6" stroke-width="3"/><circle cx="-18" cy="-12" r="10" fill="#f1e3b0"/><circle cx="20" cy="16" r="14" fill="#f1e3b0"/><circle cx="12" cy="-24" r="6" fill="#f1e3b0"/>`);
  return g(x, y, s, `<circle r="100" fill="#fffbe6" opacity="0.12"/><path d="M10 -58 a58 58 0 1 0 40 100 a46 46 0 1 1 -40 -100z" fill="#fff3c4" stroke="#e9d8a6" stroke-width="3"/>`);
}

function star(x, y, s, color = '#ffe066') {
  return g(x, y, s, `<path d="M0 -20 L5.9 -8.1 L19 -6.2 L9.5 3.1 L11.8 16.2 L0 10 L-11.8 16.2 L-9.5 3.1 L-19 -6.2 L-5.9 -8.1Z" fill="${color}"/>`);
}

function cloud(x, y, s, ctx, color) {
  const c = color || (ctx.weather === 'rain' || ctx.weather === 'storm' ? '#b8c0cc' : ctx.weather === 'cloudy' ? '#dfe3ea' : '#ffffff');
  return g(x, y, s, `<g fill="${c}" opacity="0.95"><circle cx="-50" cy="0" r="34"/><circle cx="0" cy="-20" r="48"/><circle cx="52" cy="0" r="32"/><rect x="-84" y="0" width="168" height="32" rx="16"/></g>`);
}

function rainbow(x, y, s) {
  const cols = ['#ff595e', '#ff924c', '#ffca3a', '#8ac926', '#1982c4', '#6a4c93'];
  return g(x, y, s, cols.map((c, i) => `<path d="M${-300 + i * 16} 0 a${300 - i * 16} ${300 - i * 16} 0 0 1 ${(300 - i * 16) * 2} 0" stroke="${c}" stroke-width="16" fill="none" opacity="0.85"/>`).join(''));
}

function kite(x, y, s, ctx) {
  const c = ctx.pal.accent || '#ff595e';
  return g(x, y, s, `<path d="M0 -60 L40 0 L0 70 L-40 0Z" fill="${c}" stroke="${ol(c)}" stroke-width="3"/><path d="M0 -60 V70 M-40 0 H40" stroke="#fff" stroke-width="3"/><path d="M0 70 q-20 30 0 50 q20 20 0 50 q-20 30 0 60" stroke="#555" stroke-width="2.5" fill="none"/><path d="M-8 120 l16 8 M-8 170 l16 8" stroke="#ffca3a" stroke-width="6"/>`);
}

function balloon(x, y, s, ctx, color) {
  const c = color || ctx.r.pick(['#ff595e', '#ffca3a', '#8ac926', '#1982c4', '#ff70a6']);
  return g(x, y, s, `<path d="M0 0 q-10 40 6 90" stroke="#777" stroke-width="2" fill="none"/><ellipse cx="0" cy="-40" rx="32" ry="40" fill="${c}" stroke="${ol(c)}" stroke-width="3"/><path d="M-6 0 h12 l-6 -8z" fill="${ol(c)}"/><ellipse cx="-11" cy="-56" rx="7" ry="12" fill="#fff" opacity="0.4"/>`);
}

function balloons(x, y, s, ctx) {
  return balloon(x - 30 * s, y + 10 * s, s, ctx, '#ff595e') + balloon(x + 30 * s, y + 20 * s, s, ctx, '#1982c4') + balloon(x, y - 20 * s, s, ctx, '#ffca3a');
}

function ball(x, y, s, ctx) {
  const c = ctx.pal.accent || '#e63946';
  return g(x, y, s, `<ellipse cx="0" cy="2" rx="30" ry="6" fill="#000" opacity="0.12"/><circle cx="0" cy="-30" r="30" fill="${c}" stroke="${ol(c)}" stroke-width="3"/><path d="M-30 -30 q30 14 60 0" stroke="#fff" stroke-width="6" fill="none"/><path d="M0 -60 q-14 30 0 60" stroke="#fff" stroke-width="6" fill="none"/>`);
}

function book(x, y, s, ctx) {
  const c = ctx.pal.accent || '#3a86ff';
  return g(x, y, s, `<path d="M-44 -10 L0 0 L44 -10 L44 -60 L0 -50 L-44 -60Z" fill="#fff" stroke="#bbb" stroke-width="3"/><path d="M0 0 V-50" stroke="#ccc" stroke-width="2"/><path d="M-36 -44 l28 6 M-36 -32 l28 6 M8 -38 l28 -6 M8 -26 l28 -6" stroke="#aab" stroke-width="3"/><path d="M-48 -6 L0 4 L48 -6" stroke="${c}" stroke-width="6" fill="none"/>`);
}

function books(x, y, s) {
  const cols = ['#ef476f', '#ffd166', '#06d6a0', '#118ab2'];
  return g(x, y, s, cols.map((c, i) => `<rect x="-50" y="${-22 - i * 22}" width="${100 - i * 8}" height="20" rx="3" fill="${c}" stroke="${ol(c)}" stroke-width="2" transform="rotate(${(i % 2 ? 3 : -2)} 0 ${-12 - i * 22})"/>`).join(''));
}

function apple(x, y, s, ctx, color = '#e63946') {
  return g(x, y, s, `<circle cx="-12" cy="-26" r="24" fill="${color}"/><circle cx="12" cy="-26" r="24" fill="${color}" stroke="${ol(color)}" stroke-width="2"/><path d="M0 -46 q2 -14 8 -18" stroke="#6f4518" stroke-width="4" fill="none"/><path d="M6 -56 q16 -12 22 2 q-14 8 -22 -2z" fill="#6a994e"/><ellipse cx="-14" cy="-34" rx="6" ry="9" fill="#fff" opacity="0.35"/>`);
}

function apples(x, y, s, ctx) {
  return apple(x - 36 * s, y, s * 0.8, ctx) + apple(x + 36 * s, y, s * 0.8, ctx, '#8ac926') + apple(x, y + 6 * s, s * 0.9, ctx, '#ff924c');
}

function cake(x, y, s) {
  return g(x, y, s, `<rect x="-70" y="-70" width="140" height="70" rx="10" fill="#ffc8dd" stroke="#d4849f" stroke-width="3"/><path d="M-70 -50 q17 16 35 0 q17 16 35 0 q17 16 35 0 q17 16 35 0" stroke="#fff" stroke-width="10" fill="none"/><rect x="-45" y="-130" width="90" height="60" rx="8" fill="#cdb4db" stroke="#9d7fb1" stroke-width="3"/>${[-25, 0, 25].map((cx) => `<rect x="${cx - 4}" y="-158" width="8" height="28" fill="#8ecae6"/><path d="M${cx} -172 q8 8 0 14 q-8 -6 0 -14z" fill="#ffb703"/>`).join('')}<circle cx="-20" cy="-100" r="6" fill="#e63946"/><circle cx="22" cy="-96" r="6" fill="#e63946"/>`);
}

function bread(x, y, s) {
  return g(x, y, s, `<path d="M-60 0 v-40 q0 -30 30 -30 h60 q30 0 30 30 v40z" fill="#e9b872" stroke="#a86b32" stroke-width="3"/><path d="M-30 -58 l14 14 M0 -60 l14 14 M30 -58 l14 14" stroke="#a86b32" stroke-width="4" stroke-linecap="round"/>`);
}

function bowl(x, y, s, ctx, food = '#f4a261') {
  return g(x, y, s, `<ellipse cx="0" cy="-44" rx="60" ry="14" fill="${food}"/><path d="M-60 -44 q0 44 60 44 q60 0 60 -44z" fill="#fff" stroke="#9aa5b1" stroke-width="3"/><path d="M-40 -24 h80" stroke="#8ecae6" stroke-width="6"/><path d="M-10 -70 q10 -12 0 -24 M14 -70 q10 -12 0 -24" stroke="#ccc" stroke-width="4" fill="none" opacity="0.7"/>`);
}

function dumplings(x, y, s) {
  let d = '';
  [-40, 0, 40, -20, 20].forEach((dx, i) => {
    const dy = i < 3 ? -22 : -44;
    d += `<path d="M${dx - 24} ${dy} q24 -34 48 0 q-24 10 -48 0z" fill="#fdf6e3" stroke="#d8c9a9" stroke-width="2.5"/><path d="M${dx - 10} ${dy - 14} l4 8 M${dx} ${dy - 17} v8 M${dx + 10} ${dy - 14} l-4 8" stroke="#d8c9a9" stroke-width="2"/>`;
  });
  return g(x, y, s, `<ellipse cx="0" cy="-8" rx="80" ry="16" fill="#fff" stroke="#9aa5b1" stroke-width="3"/><ellipse cx="0" cy="-10" rx="70" ry="10" fill="#e0fbfc"/>${d}`);
}

function mooncake(x, y, s) {
  return g(x, y, s, `<ellipse cx="0" cy="-8" rx="70" ry="14" fill="#fff" stroke="#9aa5b1" stroke-width="3"/><rect x="-44" y="-58" width="88" height="46" rx="14" fill="#d4a373" stroke="#9c6644" stroke-width="3"/><ellipse cx="0" cy="-58" rx="44" ry="12" fill="#e6b98a" stroke="#9c6644" stroke-width="3"/><circle cx="0" cy="-58" r="7" fill="none" stroke="#9c6644" stroke-width="2"/>`);
}

function icecream(x, y, s) {
  return g(x, y, s, `<path d="M-22 -50 L0 0 L22 -50Z" fill="#e9b872" stroke="#a86b32" stroke-width="3"/><path d="M-14 -44 l20 20 M4 -48 l10 10" stroke="#a86b32" stroke-width="2"/><circle cx="0" cy="-62" r="24" fill="#ffc8dd" stroke="#d4849f" stroke-width="3"/><circle cx="0" cy="-88" r="18" fill="#bde0fe" stroke="#82a9cc" stroke-width="3"/><circle cx="4" cy="-106" r="6" fill="#e63946"/>`);
}

function cup(x, y, s) {
  return g(x, y, s, `<path d="M-26 -52 h52 l-6 52 h-40z" fill="#fff" stroke="#9aa5b1" stroke-width="3"/><path d="M26 -42 q18 0 14 16 q-4 10 -16 8" stroke="#9aa5b1" stroke-width="5" fill="none"/><ellipse cx="0" cy="-52" rx="26" ry="6" fill="#f2cc8f"/>`);
}

function carrot(x, y, s) {
  return g(x, y, s, `<path d="M-14 -60 q14 -6 28 0 l-14 60z" fill="#f77f00" stroke="#c05f00" stroke-width="3" stroke-linejoin="round"/><path d="M0 -60 q-14 -20 -8 -30 M0 -60 q0 -24 8 -32 M0 -60 q12 -18 20 -20" stroke="#55a630" stroke-width="6" fill="none" stroke-linecap="round"/>`);
}

function pumpkin(x, y, s) {
  return g(x, y, s, `<ellipse cx="-26" cy="-38" rx="30" ry="38" fill="#f3722c"/><ellipse cx="26" cy="-38" rx="30" ry="38" fill="#f3722c"/><ellipse cx="0" cy="-38" rx="30" ry="40" fill="#f8961e" stroke="#c05f00" stroke-width="3"/><path d="M0 -76 q2 -14 10 -20" stroke="#55a630" stroke-width="7" fill="none" stroke-linecap="round"/>`);
}

function sprout(x, y, s) {
  return g(x, y, s, `<path d="M-34 -50 h68 l-8 50 h-52z" fill="#d98c5f" stroke="#9c5a36" stroke-width="3"/><rect x="-38" y="-58" width="76" height="12" rx="4" fill="#c97b50"/><path d="M0 -58 v-40" stroke="#4f772d" stroke-width="5"/><path d="M0 -88 q-30 -20 -34 0 q18 10 34 0z M0 -94 q30 -22 34 -2 q-18 10 -34 2z" fill="#80b918" stroke="#4f772d" stroke-width="2"/>`);
}

/** A flower pot of bare soil: something is planted, nothing has come up yet. */
function pot(x, y, s) {
  return g(x, y, s, `<path d="M-34 -50 h68 l-8 50 h-52z" fill="#d98c5f" stroke="#9c5a36" stroke-width="3"/><rect x="-38" y="-58" width="76" height="12" rx="4" fill="#c97b50"/><ellipse cx="0" cy="-58" rx="32" ry="7" fill="#5e3b24"/><path d="M-16 -60 l4 -2 M6 -61 l5 -1 M18 -59 l3 -2" stroke="#3d2616" stroke-width="3" stroke-linecap="round"/>`);
}

/** A watering can tipped forward, water drops falling from its spout. */
function wateringCan(x, y, s) {
  const drops = [[88, -8], [96, 18], [84, 40], [100, 58]].map(([dx, dy]) => `<path d="M${dx} ${dy - 10} q-7 11 0 14 q7 -3 0 -14z" fill="#4cc9f0" stroke="#168aad" stroke-width="1.5"/>`).join('');
  return g(x, y, s, `<g transform="rotate(16)"><path d="M-46 -74 q0 -34 34 -34 q34 0 34 34" stroke="#2a9d8f" stroke-width="8" fill="none"/><path d="M18 -36 l58 -30 l6 10 l-56 34z" fill="#2a9d8f" stroke="#1d6f65" stroke-width="3" stroke-linejoin="round"/><ellipse cx="82" cy="-62" rx="9" ry="14" fill="#2a9d8f" stroke="#1d6f65" stroke-width="3" transform="rotate(-30 82 -62)"/><rect x="-50" y="-76" width="76" height="76" rx="12" fill="#52b69a" stroke="#1d6f65" stroke-width="3"/><path d="M-42 -50 h60" stroke="#99d98c" stroke-width="6" stroke-linecap="round"/></g>${drops}`);
}

/** A lunch box with a handle and a clasp. */
function lunchbox(x, y, s, ctx) {
  const c = ctx.pal.accent || '#3a86ff';
  return g(x, y, s, `<path d="M-24 -62 v-14 q0 -8 8 -8 h32 q8 0 8 8 v14" stroke="#6c757d" stroke-width="7" fill="none"/><rect x="-56" y="-64" width="112" height="64" rx="12" fill="${c}" stroke="${ol(c)}" stroke-width="3"/><path d="M-56 -40 h112" stroke="${ol(c)}" stroke-width="3"/><rect x="-10" y="-46" width="20" height="14" rx="3" fill="#ffd166" stroke="#e0a800" stroke-width="2"/>`);
}

function seeds(x, y, s) {
  return g(x, y, s, `<ellipse cx="0" cy="-6" rx="60" ry="12" fill="#9c6644"/>${[-30, -10, 12, 30].map((dx) => `<ellipse cx="${dx}" cy="-10" rx="6" ry="4" fill="#ffe8a3" stroke="#b08968" stroke-width="1.5"/>`).join('')}`);
}

function umbrella(x, y, s, ctx) {
  const c = ctx.pal.accent || '#ff595e';
  return g(x, y, s, `<path d="M0 0 v-150" stroke="#555" stroke-width="5"/><path d="M0 0 q0 14 -14 12" stroke="#555" stroke-width="5" fill="none"/><path d="M-100 -140 q100 -110 200 0 q-25 -16 -50 0 q-25 -16 -50 0 q-25 -16 -50 0 q-25 -16 -50 0z" fill="${c}" stroke="${ol(c)}" stroke-width="3" stroke-linejoin="round"/>`);
}

function boat(x, y, s, ctx) {
  const c = ctx.pal.accent || '#e63946';
  return g(x, y, s, `<path d="M-110 -40 h220 l-40 50 h-140z" fill="${c}" stroke="${ol(c)}" stroke-width="4" stroke-linejoin="round"/><path d="M0 -40 v-150" stroke="#6f4518" stroke-width="6"/><path d="M6 -185 l90 125 h-90z" fill="#fff" stroke="#ccc" stroke-width="3"/><path d="M-6 -170 l-70 110 h70z" fill="#ffd166" stroke="#e0a800" stroke-width="3"/>`);
}

function dragonboat(x, y, s) {
  return g(x, y, s, `<path d="M-170 -30 h320 q40 0 50 -60 l20 10 q-10 80 -70 90 h-300z" fill="#e63946" stroke="#9d0208" stroke-width="4"/><path d="M200 -90 q30 -20 40 4 q-16 2 -20 16z" fill="#2a9d8f"/><circle cx="214" cy="-88" r="4" fill="#fff"/><path d="M-150 -14 h300" stroke="#ffd166" stroke-width="6" stroke-dasharray="16 10"/>`);
}

function rocket(x, y, s) {
  return g(x, y, s, `<path d="M0 -220 q50 50 40 150 h-80 q-10 -100 40 -150z" fill="#f1f1f1" stroke="#9aa5b1" stroke-width="4"/><circle cx="0" cy="-140" r="20" fill="#8ecae6" stroke="#457b9d" stroke-width="5"/><path d="M-40 -110 l-30 50 l30 0z M40 -110 l30 50 l-30 0z" fill="#e63946" stroke="#9d0208" stroke-width="3"/><path d="M-22 -70 q22 70 44 0z" fill="#ffb703"/><path d="M-12 -66 q12 40 24 0z" fill="#fb5607"/>`);
}

function planet(x, y, s, ctx, color) {
  const c = color || ctx.r.pick(['#f4a261', '#90be6d', '#cdb4db', '#4cc9f0']);
  return g(x, y, s, `<circle r="50" fill="${c}" stroke="${ol(c)}" stroke-width="3"/><ellipse rx="86" ry="16" fill="none" stroke="${shade(c, 0.35)}" stroke-width="8" transform="rotate(-18)"/><circle cx="-16" cy="-14" r="9" fill="${shade(c, -0.12)}"/><circle cx="18" cy="12" r="6" fill="${shade(c, -0.12)}"/>`);
}

function gift(x, y, s, ctx) {
  const c = ctx.pal.accent || '#8338ec';
  return g(x, y, s, `<rect x="-44" y="-76" width="88" height="76" rx="6" fill="${c}" stroke="${ol(c)}" stroke-width="3"/><rect x="-50" y="-90" width="100" height="20" rx="5" fill="${shade(c, 0.15)}" stroke="${ol(c)}" stroke-width="3"/><path d="M0 -90 v90" stroke="#ffd166" stroke-width="12"/><path d="M0 -90 q-30 -30 -36 -8 q8 10 36 8z M0 -90 q30 -30 36 -8 q-8 10 -36 8z" fill="#ffd166" stroke="#e0a800" stroke-width="2"/>`);
}

function bed(x, y, s, ctx) {
  const c = ctx.pal.accent || '#4361ee';
  return g(x, y, s, `<rect x="-170" y="-150" width="20" height="150" rx="6" fill="#9c6644"/><rect x="150" y="-100" width="20" height="100" rx="6" fill="#9c6644"/><rect x="-150" y="-90" width="300" height="50" fill="#fff" stroke="#ccc" stroke-width="3"/><rect x="-140" y="-118" width="70" height="32" rx="14" fill="#fff" stroke="#ddd" stroke-width="3"/><path d="M-60 -96 h210 v56 h-210z" fill="${c}" stroke="${ol(c)}" stroke-width="3"/><path d="M-40 -80 h20 M0 -70 h20 M40 -84 h20 M80 -66 h20" stroke="${shade(c, 0.4)}" stroke-width="6" stroke-linecap="round"/>`);
}

function lamp(x, y, s, ctx) {
  const on = ctx.time === 'night' && !ctx.lightsOut;
  return g(x, y, s, `${on ? '<circle cx="0" cy="-150" r="90" fill="#ffe066" opacity="0.25"/>' : ''}<rect x="-30" y="-70" width="60" height="70" rx="6" fill="#b08968"/><path d="M0 -70 v-60" stroke="#555" stroke-width="5"/><path d="M-40 -130 h80 l-18 -50 h-44z" fill="${on ? '#ffe066' : '#f1faee'}" stroke="#b5a26b" stroke-width="3"/>`);
}

function table(x, y, s) {
  return g(x, y, s, `<rect x="-130" y="-100" width="260" height="18" rx="6" fill="#b08968" stroke="#7f5539" stroke-width="3"/><rect x="-118" y="-84" width="14" height="84" fill="#9c6644"/><rect x="104" y="-84" width="14" height="84" fill="#9c6644"/>`);
}

function drum(x, y, s) {
  return g(x, y, s, `<rect x="-44" y="-70" width="88" height="70" fill="#e63946" stroke="#9d0208" stroke-width="3"/><ellipse cx="0" cy="-70" rx="44" ry="12" fill="#f1faee" stroke="#9aa5b1" stroke-width="3"/><path d="M-44 -60 l22 50 l22 -50 l22 50 l22 -50" stroke="#ffd166" stroke-width="4" fill="none"/><path d="M-20 -84 l-30 -34 M20 -84 l30 -34" stroke="#9c6644" stroke-width="6" stroke-linecap="round"/>`);
}

function guitar(x, y, s) {
  return g(x, y, s, `<path d="M0 -170 v-50" stroke="#6f4518" stroke-width="14"/><rect x="-10" y="-236" width="20" height="20" rx="4" fill="#6f4518"/><circle cx="0" cy="-60" r="40" fill="#f4a261" stroke="#bc6c25" stroke-width="3"/><circle cx="0" cy="-120" r="30" fill="#f4a261" stroke="#bc6c25" stroke-width="3"/><circle cx="0" cy="-80" r="12" fill="#6f4518"/><path d="M-4 -230 v200 M4 -230 v200" stroke="#ddd" stroke-width="1.5"/>`);
}

function piano(x, y, s) {
  let keys = '';
  for (let i = 0; i < 10; i++) keys += `<rect x="${-100 + i * 20}" y="-110" width="20" height="40" fill="#fff" stroke="#999" stroke-width="1.5"/>`;
  for (const i of [0, 1, 3, 4, 5, 7, 8]) keys += `<rect x="${-86 + i * 20}" y="-110" width="11" height="24" fill="#222"/>`;
  return g(x, y, s, `<rect x="-110" y="-200" width="220" height="130" rx="8" fill="#3d2c2e"/>${keys}<rect x="-104" y="-70" width="12" height="70" fill="#3d2c2e"/><rect x="92" y="-70" width="12" height="70" fill="#3d2c2e"/>`);
}

function notes(x, y, s) {
  return g(x, y, s, `<g fill="#6a4c93"><path d="M0 0 v-60 l30 -10 v56" stroke="#6a4c93" stroke-width="5" fill="none"/><ellipse cx="-6" cy="0" rx="10" ry="7"/><ellipse cx="24" cy="-14" rx="10" ry="7"/><path d="M70 -30 v-50 q14 10 20 24" stroke="#6a4c93" stroke-width="5" fill="none"/><ellipse cx="64" cy="-30" rx="10" ry="7"/></g>`);
}

function bike(x, y, s, ctx) {
  const c = ctx.pal.accent || '#3a86ff';
  return g(x, y, s, `<circle cx="-60" cy="-40" r="38" fill="none" stroke="#333" stroke-width="7"/><circle cx="60" cy="-40" r="38" fill="none" stroke="#333" stroke-width="7"/><path d="M-60 -40 L-10 -40 L30 -100 L-30 -100Z M-10 -40 L-30 -110 M30 -100 L60 -40 M30 -100 l-6 -24 h22" stroke="${c}" stroke-width="7" fill="none" stroke-linejoin="round"/><rect x="-48" y="-118" width="36" height="10" rx="5" fill="#333"/>`);
}

function car(x, y, s, ctx) {
  const c = ctx.pal.accent || '#ef476f';
  return g(x, y, s, `<path d="M-120 -30 v-40 q0 -14 14 -14 h40 l30 -40 h90 l36 40 h20 q10 0 10 14 v40z" fill="${c}" stroke="${ol(c)}" stroke-width="4" stroke-linejoin="round"/><path d="M-56 -84 l22 -32 h36 v32z M12 -84 v-32 h40 l28 32z" fill="#bde0fe"/><circle cx="-70" cy="-24" r="26" fill="#333"/><circle cx="70" cy="-24" r="26" fill="#333"/><circle cx="-70" cy="-24" r="10" fill="#ccc"/><circle cx="70" cy="-24" r="10" fill="#ccc"/>`);
}

function bus(x, y, s) {
  return g(x, y, s, `<rect x="-180" y="-170" width="360" height="140" rx="20" fill="#ffca3a" stroke="#c99700" stroke-width="4"/>${[-150, -90, -30, 30, 90].map((wx) => `<rect x="${wx}" y="-150" width="48" height="46" rx="6" fill="#bde0fe"/>`).join('')}<rect x="140" y="-150" width="30" height="100" rx="5" fill="#8ecae6"/><path d="M-180 -80 h360" stroke="#e63946" stroke-width="8"/><circle cx="-110" cy="-28" r="28" fill="#333"/><circle cx="110" cy="-28" r="28" fill="#333"/><circle cx="-110" cy="-28" r="10" fill="#ccc"/><circle cx="110" cy="-28" r="10" fill="#ccc"/>`);
}

function train(x, y, s) {
  return g(x, y, s, `<rect x="-40" y="-150" width="110" height="110" rx="8" fill="#e63946" stroke="#9d0208" stroke-width="4"/><rect x="-160" y="-110" width="130" height="70" rx="8" fill="#3a86ff" stroke="#1d4e89" stroke-width="4"/><rect x="-30" y="-138" width="50" height="40" fill="#bde0fe"/><rect x="70" y="-110" width="70" height="70" rx="10" fill="#e63946" stroke="#9d0208" stroke-width="4"/><rect x="90" y="-150" width="22" height="40" fill="#333"/>${[-130, -70, 0, 60, 120].map((wx) => `<circle cx="${wx}" cy="-30" r="20" fill="#333"/>`).join('')}<circle cx="110" cy="-170" r="14" fill="#ddd" opacity="0.8"/><circle cx="130" cy="-196" r="18" fill="#eee" opacity="0.7"/>`);
}

function plane(x, y, s) {
  return g(x, y, s, `<path d="M-100 0 q0 -24 40 -24 h110 q40 0 50 24 q-10 14 -50 14 h-110 q-40 0 -40 -14z" fill="#f1faee" stroke="#9aa5b1" stroke-width="3"/><path d="M-10 -4 l-40 -60 h24 l50 60z M-10 4 l-30 40 h24 l40 -40z M-90 -10 l-20 -40 h16 l24 30z" fill="#457b9d"/><circle cx="10" cy="-6" r="5" fill="#8ecae6"/><circle cx="30" cy="-6" r="5" fill="#8ecae6"/><circle cx="50" cy="-6" r="5" fill="#8ecae6"/>`);
}

function snowman(x, y, s) {
  return g(x, y, s, `<ellipse cx="0" cy="2" rx="66" ry="12" fill="#000" opacity="0.08"/><circle cx="0" cy="-56" r="58" fill="#fff" stroke="#c9d6df" stroke-width="3"/><circle cx="0" cy="-150" r="42" fill="#fff" stroke="#c9d6df" stroke-width="3"/><circle cx="-14" cy="-158" r="5" fill="${INK}"/><circle cx="14" cy="-158" r="5" fill="${INK}"/><path d="M0 -148 l30 8 l-30 6z" fill="#f77f00"/><path d="M-40 -116 q40 20 80 0 l0 14 q-40 18 -80 0z" fill="#e63946"/><path d="M22 -110 l10 40 l14 -4 l-8 -36z" fill="#e63946"/><circle cx="0" cy="-70" r="5" fill="${INK}"/><circle cx="0" cy="-46" r="5" fill="${INK}"/><path d="M-56 -80 l-50 -40 M56 -80 l50 -40" stroke="#7f5539" stroke-width="6" stroke-linecap="round"/><rect x="-30" y="-212" width="60" height="34" fill="#333"/><rect x="-44" y="-182" width="88" height="10" fill="#333"/>`);
}

function sandcastle(x, y, s) {
  const c = '#e9c46a';
  return g(x, y, s, `<rect x="-90" y="-80" width="180" height="80" fill="${c}" stroke="#bc8a2a" stroke-width="3"/><rect x="-110" y="-130" width="56" height="130" fill="${c}" stroke="#bc8a2a" stroke-width="3"/><rect x="54" y="-130" width="56" height="130" fill="${c}" stroke="#bc8a2a" stroke-width="3"/><path d="M-110 -130 v-14 h14 v14 h14 v-14 h14 v14 h14 v-14 M54 -130 v-14 h14 v14 h14 v-14 h14 v14 h14 v-14" stroke="#bc8a2a" stroke-width="3" fill="${c}"/><path d="M-16 0 v-40 q16 -20 32 0 v40z" fill="#bc8a2a"/><path d="M82 -144 v-40 l26 10 l-26 10" stroke="#555" stroke-width="3" fill="#ff595e"/>`);
}

function shell(x, y, s) {
  return g(x, y, s, `<path d="M-30 0 q-6 -44 30 -50 q36 6 30 50z" fill="#ffc8dd" stroke="#d4849f" stroke-width="3"/><path d="M0 -48 v46 M-16 -40 l8 38 M16 -40 l-8 38" stroke="#d4849f" stroke-width="2.5"/>`);
}

function bucket(x, y, s) {
  return g(x, y, s, `<path d="M-34 -60 h68 l-8 60 h-52z" fill="#4cc9f0" stroke="#277da1" stroke-width="3"/><path d="M-34 -60 q34 -50 68 0" stroke="#277da1" stroke-width="4" fill="none"/><path d="M50 0 l20 -80" stroke="#f77f00" stroke-width="6"/><path d="M62 -80 q8 -30 20 0z" fill="#f77f00"/>`);
}

function egg(x, y, s) {
  return g(x, y, s, `<ellipse cx="0" cy="-34" rx="26" ry="34" fill="#fff8e7" stroke="#d8c9a9" stroke-width="3"/><path d="M-22 -40 l10 -8 l10 8 l10 -8 l10 8" stroke="#ffb4a2" stroke-width="4" fill="none"/>`);
}

function nest(x, y, s) {
  return g(x, y, s, `<ellipse cx="-18" cy="-36" rx="16" ry="20" fill="#bde0fe" stroke="#8ab6d6" stroke-width="2"/><ellipse cx="16" cy="-38" rx="16" ry="20" fill="#bde0fe" stroke="#8ab6d6" stroke-width="2"/><path d="M-70 -34 q70 60 140 0 q-70 20 -140 0z" fill="#9c6644" stroke="#6f4518" stroke-width="3"/><path d="M-60 -26 q60 30 120 0" stroke="#6f4518" stroke-width="2" fill="none"/>`);
}

function tent(x, y, s, ctx) {
  const c = ctx.pal.accent || '#f4a261';
  return g(x, y, s, `<path d="M-140 0 L0 -180 L140 0Z" fill="${c}" stroke="${ol(c)}" stroke-width="4" stroke-linejoin="round"/><path d="M0 -180 L-40 0 h80z" fill="${shade(c, -0.3)}"/><path d="M0 -180 v-20" stroke="#555" stroke-width="4"/>`);
}

function campfire(x, y, s) {
  return g(x, y, s, `<circle cx="0" cy="-50" r="80" fill="#ffb703" opacity="0.18"/><path d="M-50 -4 l100 -20 M-50 -24 l100 20" stroke="#7f5539" stroke-width="14" stroke-linecap="round"/><path d="M-30 -14 q-10 -50 20 -90 q0 40 20 50 q10 -20 4 -36 q30 30 16 76z" fill="#fb8500"/><path d="M-12 -16 q-4 -30 12 -50 q4 24 14 30 q4 14 -4 20z" fill="#ffd166"/>`);
}

function telescope(x, y, s) {
  return g(x, y, s, `<path d="M0 -80 L-40 0 M0 -80 L40 0 M0 -80 V0" stroke="#555" stroke-width="6"/><rect x="-70" y="-130" width="140" height="34" rx="10" fill="#3a86ff" stroke="#1d4e89" stroke-width="3" transform="rotate(-28 0 -100)"/><rect x="50" y="-160" width="30" height="44" rx="6" fill="#1d4e89" transform="rotate(-28 0 -100)"/>`);
}

function map(x, y, s) {
  return g(x, y, s, `<path d="M-60 -70 l40 10 l40 -10 l40 10 v60 l-40 -10 l-40 10 l-40 -10z" fill="#fefae0" stroke="#bc8a2a" stroke-width="3" stroke-linejoin="round"/><path d="M-40 -40 q20 -20 40 0 t40 -10" stroke="#e63946" stroke-width="4" stroke-dasharray="8 6" fill="none"/><path d="M34 -56 l10 10 M44 -56 l-10 10" stroke="#e63946" stroke-width="4"/>`);
}

function easel(x, y, s) {
  return g(x, y, s, `<path d="M-50 0 L0 -200 L50 0 M0 -200 V0" stroke="#9c6644" stroke-width="8"/><rect x="-70" y="-180" width="140" height="110" fill="#fff" stroke="#ccc" stroke-width="3"/><circle cx="-20" cy="-130" r="22" fill="#ffd23f"/><path d="M-60 -80 q30 -30 60 0 t60 0" fill="#8ac926" stroke="#8ac926" stroke-width="4"/><path d="M20 -150 q10 -10 20 0" stroke="#1982c4" stroke-width="4" fill="none"/>`);
}

function paints(x, y, s) {
  const cs = ['#ff595e', '#ffca3a', '#8ac926', '#1982c4', '#6a4c93'];
  return g(x, y, s, `<ellipse cx="0" cy="-16" rx="70" ry="26" fill="#f1e3c8" stroke="#b08968" stroke-width="3"/>${cs.map((c, i) => `<circle cx="${-44 + i * 22}" cy="-18" r="9" fill="${c}"/>`).join('')}<path d="M40 -30 l40 -60" stroke="#9c6644" stroke-width="6" stroke-linecap="round"/><path d="M80 -90 l6 -12" stroke="#ff595e" stroke-width="8" stroke-linecap="round"/>`);
}

function lantern(x, y, s) {
  return g(x, y, s, `<path d="M0 -150 v-30" stroke="#7f5539" stroke-width="3"/><ellipse cx="0" cy="-100" rx="46" ry="50" fill="#e63946" stroke="#9d0208" stroke-width="3"/><path d="M-20 -146 q-16 46 0 92 M20 -146 q16 46 0 92" stroke="#9d0208" stroke-width="2" fill="none"/><rect x="-20" y="-156" width="40" height="12" fill="#ffd166"/><rect x="-20" y="-54" width="40" height="12" fill="#ffd166"/><path d="M0 -42 v30 M-6 -42 v24 M6 -42 v24" stroke="#ffd166" stroke-width="3"/><circle cx="0" cy="-100" r="60" fill="#ffb703" opacity="0.15"/>`);
}

function lanterns(x, y, s) {
  return lantern(x - 90 * s, y, s * 0.8) + lantern(x, y - 30 * s, s) + lantern(x + 90 * s, y, s * 0.8);
}

function redEnvelope(x, y, s) {
  return g(x, y, s, `<rect x="-30" y="-80" width="60" height="80" rx="6" fill="#d00000" stroke="#9d0208" stroke-width="3"/><path d="M-30 -70 q30 24 60 0" stroke="#9d0208" stroke-width="3" fill="none"/><circle cx="0" cy="-54" r="10" fill="#ffd166"/>`);
}

function firework(x, y, s, ctx) {
  const c = ctx.r.pick(['#ffd166', '#ff70a6', '#70d6ff', '#e9ff70']);
  let rays = '';
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    rays += `<path d="M${n(Math.cos(a) * 16)} ${n(Math.sin(a) * 16)} L${n(Math.cos(a) * 56)} ${n(Math.sin(a) * 56)}"/><circle cx="${n(Math.cos(a) * 64)}" cy="${n(Math.sin(a) * 64)}" r="4"/>`;
  }
  return g(x, y, s, `<g stroke="${c}" fill="${c}" stroke-width="5" stroke-linecap="round">${rays}</g>`);
}

function leaves(x, y, s, ctx) {
  let out = '';
  for (let i = 0; i < 7; i++) {
    const c = ctx.r.pick(['#e76f51', '#f4a261', '#e9c46a', '#bc6c25']);
    const lx = ctx.r.range(-90, 90);
    const ly = ctx.r.range(-24, 0);
    out += `<path d="M${n(lx)} ${n(ly)} q12 -16 24 0 q-12 16 -24 0z" fill="${c}" transform="rotate(${n(ctx.r.range(-40, 40))} ${n(lx)} ${n(ly)})"/>`;
  }
  return g(x, y, s, out);
}

function mushroom(x, y, s) {
  return g(x, y, s, `<rect x="-14" y="-50" width="28" height="50" rx="10" fill="#fefae0" stroke="#d8c9a9" stroke-width="3"/><path d="M-56 -46 q56 -80 112 0z" fill="#e63946" stroke="#9d0208" stroke-width="3"/><circle cx="-20" cy="-66" r="8" fill="#fff"/><circle cx="16" cy="-74" r="10" fill="#fff"/><circle cx="36" cy="-54" r="6" fill="#fff"/>`);
}

function rock(x, y, s) {
  return g(x, y, s, `<path d="M-60 0 q-6 -50 40 -56 q50 -6 70 30 q10 26 -6 26z" fill="#adb5bd" stroke="#6c757d" stroke-width="3"/><path d="M-20 -40 q20 -8 30 4" stroke="#ced4da" stroke-width="5" fill="none"/>`);
}

function fence(x, y, s) {
  let p = '';
  for (let i = -4; i <= 4; i++) p += `<path d="M${i * 40 - 12} 0 v-70 l12 -14 l12 14 v70z" fill="#fefae0" stroke="#b5a26b" stroke-width="3"/>`;
  return g(x, y, s, `<rect x="-180" y="-56" width="360" height="12" fill="#e9dcc0"/><rect x="-180" y="-26" width="360" height="12" fill="#e9dcc0"/>${p}`);
}

function barn(x, y, s) {
  return g(x, y, s, `<rect x="-120" y="-150" width="240" height="150" fill="#c1121f" stroke="#780000" stroke-width="4"/><path d="M-140 -140 L-80 -220 h160 L140 -140z" fill="#780000"/><rect x="-50" y="-100" width="100" height="100" fill="#fff" opacity="0.9"/><path d="M-50 -100 l100 100 M50 -100 l-100 100" stroke="#c1121f" stroke-width="8"/><rect x="-24" y="-190" width="48" height="34" fill="#fff"/>`);
}

function clock(x, y, s) {
  return g(x, y, s, `<circle cx="0" cy="-60" r="50" fill="#fff" stroke="#555" stroke-width="6"/><path d="M0 -60 v-34 M0 -60 l24 10" stroke="#333" stroke-width="5" stroke-linecap="round"/>${[0, 1, 2, 3].map((i) => `<circle cx="${n(Math.cos((i * Math.PI) / 2) * 38)}" cy="${n(-60 + Math.sin((i * Math.PI) / 2) * 38)}" r="4" fill="#333"/>`).join('')}`);
}

function letter(x, y, s) {
  return g(x, y, s, `<rect x="-50" y="-70" width="100" height="66" rx="4" fill="#fff" stroke="#9aa5b1" stroke-width="3"/><path d="M-50 -70 l50 36 l50 -36" stroke="#9aa5b1" stroke-width="3" fill="none"/><path d="M-12 -30 q12 -14 12 0 q0 -14 12 0 q0 10 -12 18 q-12 -8 -12 -18z" fill="#e63946"/>`);
}

function backpack(x, y, s, ctx) {
  const c = ctx.pal.accent || '#3a86ff';
  return g(x, y, s, `<path d="M-30 -90 q0 -26 30 -26 q30 0 30 26" stroke="${ol(c)}" stroke-width="8" fill="none"/><rect x="-50" y="-100" width="100" height="100" rx="24" fill="${c}" stroke="${ol(c)}" stroke-width="3"/><rect x="-34" y="-50" width="68" height="40" rx="10" fill="${shade(c, 0.2)}"/>`);
}

function pencil(x, y, s) {
  return g(x, y, s, `<g transform="rotate(-30)"><rect x="-70" y="-12" width="110" height="24" fill="#ffca3a" stroke="#c99700" stroke-width="2"/><path d="M40 -12 l30 12 l-30 12z" fill="#f1d3a1"/><path d="M60 -4 l10 4 l-10 4z" fill="#333"/><rect x="-86" y="-12" width="16" height="24" fill="#ff70a6"/></g>`);
}

function blackboard(x, y, s) {
  return g(x, y, s, `<rect x="-200" y="-130" width="400" height="220" rx="8" fill="#2f5d50" stroke="#8d6e63" stroke-width="12"/><path d="M-160 -80 q20 -30 40 0 M-100 -90 v40 M-80 -70 h40 M-60 -90 v40" stroke="#fff" stroke-width="4" fill="none" opacity="0.8"/><text x="40" y="-40" font-family="DejaVu Sans" font-size="46" fill="#fff" opacity="0.85">A B C</text>`);
}

function bookshelf(x, y, s) {
  const cs = ['#ef476f', '#ffd166', '#06d6a0', '#118ab2', '#8338ec', '#fb5607'];
  let b = '';
  for (let row = 0; row < 3; row++) for (let i = 0; i < 7; i++) b += `<rect x="${-90 + i * 25}" y="${-200 + row * 66 - (i % 3) * 6}" width="20" height="${50 + (i % 3) * 6}" fill="${cs[(i + row) % 6]}"/>`;
  return g(x, y, s, `<rect x="-100" y="-220" width="200" height="220" fill="#9c6644" stroke="#6f4518" stroke-width="4"/>${b}<path d="M-100 -150 h200 M-100 -84 h200 M-100 -18 h200" stroke="#6f4518" stroke-width="6"/>`);
}

function trophy(x, y, s) {
  return g(x, y, s, `<rect x="-40" y="-24" width="80" height="24" fill="#7f5539"/><path d="M-10 -24 v-30 h20 v30z" fill="#ffb703"/><path d="M-44 -130 h88 q0 76 -44 76 q-44 0 -44 -76z" fill="#ffd166" stroke="#e09f3e" stroke-width="3"/><path d="M-44 -120 q-30 0 -22 30 q8 18 28 14 M44 -120 q30 0 22 30 q-8 18 -28 14" stroke="#e09f3e" stroke-width="6" fill="none"/>${star(0, -96, 0.9, '#fff3b0')}`);
}

function goal(x, y, s) {
  let net = '';
  for (let i = 1; i < 8; i++) net += `<path d="M${-150 + i * 37.5} -160 v160"/>`;
  for (let i = 1; i < 4; i++) net += `<path d="M-150 ${-i * 40} h300"/>`;
  return g(x, y, s, `<g stroke="#fff" stroke-width="2" opacity="0.7">${net}</g><path d="M-150 0 v-160 h300 v160" stroke="#fff" stroke-width="10" fill="none"/>`);
}

function pond(x, y, s) {
  return g(x, y, s, `<ellipse cx="0" cy="0" rx="220" ry="50" fill="#48cae4" stroke="#0096c7" stroke-width="4"/><ellipse cx="-40" cy="-6" rx="120" ry="20" fill="#90e0ef" opacity="0.6"/><ellipse cx="110" cy="8" rx="34" ry="12" fill="#52b788"/><path d="M110 8 l30 -6" stroke="#48cae4" stroke-width="4"/><circle cx="100" cy="0" r="8" fill="#ffafcc"/>`);
}

function bridge(x, y, s) {
  return g(x, y, s, `<path d="M-180 0 q180 -130 360 0" stroke="#9c6644" stroke-width="22" fill="none"/><path d="M-150 -22 v-40 M-90 -64 v-40 M0 -82 v-40 M90 -64 v-40 M150 -22 v-40" stroke="#7f5539" stroke-width="8"/><path d="M-150 -62 q150 -120 300 0" stroke="#7f5539" stroke-width="6" fill="none"/>`);
}

function mountain(x, y, s, ctx) {
  const c = ctx.pal.far || '#8d99ae';
  return g(x, y, s, `<path d="M-260 0 L-60 -300 L40 -160 L120 -240 L300 0z" fill="${c}"/><path d="M-60 -300 L-100 -240 L-70 -250 L-50 -230 L-20 -250z M120 -240 L96 -204 L120 -212 L140 -200z" fill="#fff"/>`);
}

function stars(ctx, count, W, H) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = ctx.r.range(20, W - 20);
    const y = ctx.r.range(20, H * 0.5);
    out += ctx.r.chance(0.25) ? star(x, y, ctx.r.range(0.35, 0.7), '#fff3b0') : `<circle cx="${n(x)}" cy="${n(y)}" r="${n(ctx.r.range(1.5, 3.5))}" fill="#fff" opacity="${n(ctx.r.range(0.5, 1))}"/>`;
  }
  return out;
}

function fireflies(x, y, s, ctx) {
  let out = '';
  for (let i = 0; i < 12; i++) {
    const fx = ctx.r.range(-220, 220);
    const fy = ctx.r.range(-260, -40);
    out += `<circle cx="${n(fx)}" cy="${n(fy)}" r="14" fill="#f9f871" opacity="0.25"/><circle cx="${n(fx)}" cy="${n(fy)}" r="5" fill="#f9f871"/>`;
  }
  return g(x, y, s, out);
}

function jar(x, y, s) {
  return g(x, y, s, `<rect x="-34" y="-90" width="68" height="90" rx="16" fill="#caf0f8" opacity="0.6" stroke="#90e0ef" stroke-width="3"/><rect x="-30" y="-102" width="60" height="14" rx="4" fill="#9c6644"/><circle cx="-10" cy="-50" r="5" fill="#f9f871"/><circle cx="12" cy="-30" r="5" fill="#f9f871"/><circle cx="6" cy="-66" r="5" fill="#f9f871"/>`);
}

function hat(x, y, s, ctx) {
  const c = ctx.pal.accent || '#6a4c93';
  return g(x, y, s, `<ellipse cx="0" cy="-8" rx="60" ry="12" fill="${c}" stroke="${ol(c)}" stroke-width="3"/><path d="M-34 -10 q0 -50 34 -50 q34 0 34 50z" fill="${c}" stroke="${ol(c)}" stroke-width="3"/><path d="M-34 -20 h68" stroke="#ffd166" stroke-width="8"/>`);
}

function scarf(x, y, s) {
  return g(x, y, s, `<path d="M-60 -20 q60 20 120 0 v18 q-60 20 -120 0z" fill="#e63946"/><path d="M30 -4 l10 50 h20 l-10 -50z" fill="#e63946"/><path d="M40 46 v10 M46 46 v10 M52 46 v10" stroke="#e63946" stroke-width="3"/>`);
}

function puzzle(x, y, s) {
  return g(x, y, s, `<path d="M-40 -80 h30 q0 -16 10 -16 q10 0 10 16 h30 v30 q16 0 16 10 q0 10 -16 10 v30 h-80z" fill="#06d6a0" stroke="#048a66" stroke-width="3"/>`);
}

function blocks(x, y, s) {
  return g(x, y, s, `<rect x="-70" y="-46" width="46" height="46" fill="#ef476f" stroke="#a3324d" stroke-width="3"/><rect x="-20" y="-46" width="46" height="46" fill="#ffd166" stroke="#c99a3c" stroke-width="3"/><rect x="-46" y="-94" width="46" height="46" fill="#118ab2" stroke="#0b5a75" stroke-width="3"/><text x="-23" y="-60" font-family="DejaVu Sans" font-weight="bold" font-size="30" fill="#fff" text-anchor="middle">A</text><path d="M30 0 l30 -52 l30 52z" fill="#06d6a0" stroke="#048a66" stroke-width="3"/>`);
}

function seaweed(x, y, s) {
  return g(x, y, s, `<path d="M0 0 q-20 -40 0 -80 q20 -40 0 -80 q-14 -30 0 -50" stroke="#2a9d8f" stroke-width="14" fill="none" stroke-linecap="round"/><path d="M30 0 q16 -40 0 -70 q-16 -30 4 -60" stroke="#52b788" stroke-width="11" fill="none" stroke-linecap="round"/>`);
}

function coral(x, y, s) {
  return g(x, y, s, `<path d="M0 0 v-60 M0 -40 l-30 -30 v-20 M0 -50 l26 -24 v-26 M-30 -70 l-14 -10" stroke="#ff8fab" stroke-width="14" fill="none" stroke-linecap="round"/>`);
}

function bubbles(x, y, s, ctx) {
  let out = '';
  for (let i = 0; i < 9; i++) out += `<circle cx="${n(ctx.r.range(-60, 60))}" cy="${n(ctx.r.range(-300, 0))}" r="${n(ctx.r.range(5, 14))}" fill="none" stroke="#fff" stroke-width="3" opacity="0.7"/>`;
  return g(x, y, s, out);
}

function magnifier(x, y, s) {
  return g(x, y, s, `<path d="M20 -20 l50 50" stroke="#7f5539" stroke-width="16" stroke-linecap="round"/><circle cx="0" cy="-40" r="40" fill="#caf0f8" opacity="0.7" stroke="#555" stroke-width="8"/>`);
}

function sign(x, y, s) {
  return g(x, y, s, `<path d="M0 0 v-120" stroke="#7f5539" stroke-width="10"/><path d="M-60 -130 h110 l20 20 l-20 20 h-110z" fill="#e9c46a" stroke="#bc8a2a" stroke-width="3"/>`);
}

function shoes(x, y, s) {
  return g(x, y, s, `<path d="M-60 0 v-30 q0 -10 14 -10 q10 16 30 10 l14 14 v16z M10 0 v-30 q0 -10 14 -10 q10 16 30 10 l14 14 v16z" fill="#ef476f" stroke="#a3324d" stroke-width="3"/><path d="M-60 0 h58 M10 0 h58" stroke="#fff" stroke-width="6"/>`);
}

function medal(x, y, s) {
  return g(x, y, s, `<path d="M-20 -100 l20 50 l20 -50" stroke="#1982c4" stroke-width="12" fill="none"/><circle cx="0" cy="-36" r="26" fill="#ffd166" stroke="#e09f3e" stroke-width="4"/>${star(0, -36, 0.8, '#fff3b0')}`);
}

function windowProp(x, y, s, ctx) {
  const night = ctx.time === 'night';
  const sky = night ? '#1d3557' : ctx.time === 'sunset' ? '#ffb4a2' : '#a2d2ff';
  const rain = ctx.weather === 'rain' || ctx.weather === 'storm' ? `<path d="M-60 -200 l-8 20 M-20 -220 l-8 20 M20 -190 l-8 20 M50 -230 l-8 20 M-40 -150 l-8 20 M40 -140 l-8 20" stroke="#fff" stroke-width="3" opacity="0.8"/>` : '';
  const snow = ctx.weather === 'snow' ? `<g fill="#fff">${[[-50, -200], [-10, -230], [30, -180], [60, -220], [-30, -150], [40, -140]].map(([a, b]) => `<circle cx="${a}" cy="${b}" r="5"/>`).join('')}</g>` : '';
  const body = night ? `<path d="M30 -220 a22 22 0 1 0 16 36 a18 18 0 1 1 -16 -36z" fill="#fff3c4"/><circle cx="-40" cy="-210" r="3" fill="#fff"/><circle cx="-10" cy="-170" r="2.5" fill="#fff"/><circle cx="50" cy="-140" r="2.5" fill="#fff"/>` : `<circle cx="36" cy="-200" r="20" fill="#ffd23f"/><g fill="#fff"><circle cx="-40" cy="-160" r="18"/><circle cx="-18" cy="-168" r="22"/><circle cx="4" cy="-158" r="16"/></g>`;
  return g(x, y, s, `<rect x="-100" y="-260" width="200" height="180" rx="10" fill="${sky}" stroke="#fff" stroke-width="12"/>${body}${rain}${snow}<path d="M0 -260 v180 M-100 -170 h200" stroke="#fff" stroke-width="8"/><path d="M-120 -270 q20 100 0 200 h-20 v-200z M120 -270 q-20 100 0 200 h20 v-200z" fill="${ctx.pal.accent || '#e76f51'}" opacity="0.85"/>`);
}

function frame(x, y, s) {
  return g(x, y, s, `<rect x="-60" y="-80" width="120" height="90" fill="#fff" stroke="#9c6644" stroke-width="8"/><path d="M-50 0 l30 -40 l20 20 l20 -30 l30 50z" fill="#95d5b2"/><circle cx="28" cy="-54" r="10" fill="#ffd23f"/>`);
}

function lighthouse(x, y, s, ctx) {
  const night = ctx.time === 'night' && !ctx.lightsOut;
  const beam = night ? `<path d="M0 -330 L-420 -400 L-420 -250Z M0 -330 L420 -380 L420 -270Z" fill="#fff3b0" opacity="0.35"/>` : '';
  return g(x, y, s, `${beam}<path d="M-70 0 L-40 -300 L40 -300 L70 0Z" fill="#ffffff" stroke="#9aa5b1" stroke-width="4"/><path d="M-62 -70 L62 -70 L56 -130 L-56 -130Z M-50 -190 L50 -190 L45 -245 L-45 -245Z" fill="#e63946"/><rect x="-50" y="-310" width="100" height="14" fill="#264653"/><rect x="-32" y="-360" width="64" height="50" fill="${night ? '#ffe066' : ctx.lightsOut ? '#415a77' : '#caf0f8'}" stroke="#264653" stroke-width="5"/><path d="M-40 -360 L0 -395 L40 -360Z" fill="#e63946" stroke="#9d0208" stroke-width="3"/><rect x="-16" y="-50" width="32" height="50" rx="14" fill="#264653"/><path d="M-110 0 q20 -40 60 -30 q40 -20 70 0 q40 -14 80 30z" fill="#6c757d"/>`);
}

function chair(x, y, s) {
  return g(x, y, s, `<rect x="-40" y="-170" width="12" height="170" fill="#9c6644"/><rect x="30" y="-80" width="12" height="80" fill="#9c6644"/><rect x="-44" y="-92" width="90" height="16" rx="4" fill="#b08968"/><rect x="-40" y="-170" width="12" height="80" fill="#9c6644"/>`);
}

/** Registry: name -> {draw, place: 'sky' | 'ground' | 'small' | 'held' | 'wall' | 'back', scale} */
export const PROPS = {
  tree: { draw: treeRound, place: 'back', scale: 1 },
  pine: { draw: treePine, place: 'back', scale: 1 },
  bush: { draw: bush, place: 'ground', scale: 0.9 },
  flower: { draw: flowers, place: 'ground', scale: 1 },
  house: { draw: house, place: 'back', scale: 0.9 },
  school: { draw: school, place: 'back', scale: 0.9 },
  barn: { draw: barn, place: 'back', scale: 0.9 },
  mountain: { draw: mountain, place: 'back', scale: 1 },
  kite: { draw: kite, place: 'sky', scale: 0.8 },
  balloon: { draw: balloons, place: 'sky', scale: 0.9 },
  ball: { draw: ball, place: 'small', scale: 1 },
  book: { draw: book, place: 'held', scale: 0.8 },
  books: { draw: books, place: 'small', scale: 0.9 },
  apple: { draw: apples, place: 'small', scale: 1 },
  cake: { draw: cake, place: 'small', scale: 0.9 },
  bread: { draw: bread, place: 'small', scale: 0.8 },
  bowl: { draw: bowl, place: 'small', scale: 0.8 },
  dumpling: { draw: dumplings, place: 'small', scale: 0.85 },
  mooncake: { draw: mooncake, place: 'small', scale: 0.9 },
  icecream: { draw: icecream, place: 'held', scale: 0.7 },
  cup: { draw: cup, place: 'held', scale: 0.8 },
  carrot: { draw: carrot, place: 'held', scale: 0.8 },
  pumpkin: { draw: pumpkin, place: 'small', scale: 1 },
  sprout: { draw: sprout, place: 'small', scale: 1 },
  seed: { draw: seeds, place: 'small', scale: 1 },
  pot: { draw: pot, place: 'small', scale: 1 },
  wateringcan: { draw: wateringCan, place: 'held', scale: 0.8 },
  lunchbox: { draw: lunchbox, place: 'small', scale: 0.8 },
  umbrella: { draw: umbrella, place: 'umbrella', scale: 1 },
  boat: { draw: boat, place: 'water', scale: 0.9 },
  dragonboat: { draw: dragonboat, place: 'water', scale: 0.9 },
  rocket: { draw: rocket, place: 'ground', scale: 1 },
  planet: { draw: planet, place: 'sky', scale: 1 },
  gift: { draw: gift, place: 'small', scale: 0.9 },
  bed: { draw: bed, place: 'ground', scale: 1.3 },
  lamp: { draw: lamp, place: 'ground', scale: 1 },
  table: { draw: table, place: 'ground', scale: 1 },
  drum: { draw: drum, place: 'small', scale: 1 },
  guitar: { draw: guitar, place: 'small', scale: 0.8 },
  piano: { draw: piano, place: 'ground', scale: 1 },
  note: { draw: notes, place: 'sky', scale: 1 },
  bike: { draw: bike, place: 'ground', scale: 0.9 },
  car: { draw: car, place: 'ground', scale: 0.8 },
  bus: { draw: bus, place: 'back', scale: 0.9 },
  train: { draw: train, place: 'back', scale: 0.9 },
  plane: { draw: plane, place: 'sky', scale: 0.8 },
  snowman: { draw: snowman, place: 'ground', scale: 0.9 },
  sandcastle: { draw: sandcastle, place: 'ground', scale: 0.8 },
  shell: { draw: shell, place: 'small', scale: 0.8 },
  bucket: { draw: bucket, place: 'small', scale: 0.9 },
  egg: { draw: egg, place: 'small', scale: 0.9 },
  nest: { draw: nest, place: 'small', scale: 1 },
  tent: { draw: tent, place: 'back', scale: 1 },
  campfire: { draw: campfire, place: 'small', scale: 1 },
  telescope: { draw: telescope, place: 'ground', scale: 1 },
  map: { draw: map, place: 'held', scale: 0.8 },
  easel: { draw: easel, place: 'ground', scale: 1 },
  paint: { draw: paints, place: 'small', scale: 0.9 },
  lantern: { draw: lanterns, place: 'sky', scale: 0.8 },
  redenvelope: { draw: redEnvelope, place: 'held', scale: 0.8 },
  firework: { draw: firework, place: 'sky', scale: 1.1 },
  leaf: { draw: leaves, place: 'small', scale: 1 },
  mushroom: { draw: mushroom, place: 'small', scale: 0.9 },
  rock: { draw: rock, place: 'small', scale: 1 },
  fence: { draw: fence, place: 'back', scale: 1 },
  clock: { draw: clock, place: 'wall', scale: 1 },
  letter: { draw: letter, place: 'held', scale: 0.8 },
  backpack: { draw: backpack, place: 'small', scale: 0.9 },
  pencil: { draw: pencil, place: 'held', scale: 0.7 },
  blackboard: { draw: blackboard, place: 'wall', scale: 1 },
  bookshelf: { draw: bookshelf, place: 'ground', scale: 1 },
  trophy: { draw: trophy, place: 'small', scale: 0.9 },
  medal: { draw: medal, place: 'held', scale: 0.9 },
  goal: { draw: goal, place: 'back', scale: 1 },
  pond: { draw: pond, place: 'pond', scale: 1 },
  bridge: { draw: bridge, place: 'back', scale: 1 },
  firefly: { draw: fireflies, place: 'air', scale: 1 },
  jar: { draw: jar, place: 'held', scale: 0.8 },
  hat: { draw: hat, place: 'small', scale: 0.8 },
  scarf: { draw: scarf, place: 'small', scale: 0.8 },
  puzzle: { draw: puzzle, place: 'small', scale: 0.9 },
  block: { draw: blocks, place: 'small', scale: 1 },
  seaweed: { draw: seaweed, place: 'back', scale: 1 },
  coral: { draw: coral, place: 'small', scale: 1 },
  bubble: { draw: bubbles, place: 'air', scale: 1 },
  magnifier: { draw: magnifier, place: 'held', scale: 0.8 },
  sign: { draw: sign, place: 'small', scale: 1 },
  shoe: { draw: shoes, place: 'small', scale: 0.8 },
  window: { draw: windowProp, place: 'wall', scale: 1 },
  frame: { draw: frame, place: 'wall', scale: 1 },
  chair: { draw: chair, place: 'ground', scale: 0.9 },
  lighthouse: { draw: lighthouse, place: 'back', scale: 1 },
};

export { sun, moon, star, cloud, rainbow, stars, treeRound, treePine, flower, apple, balloon, cake, g as group };
