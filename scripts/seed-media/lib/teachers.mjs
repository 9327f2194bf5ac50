// Illustrations of the seed teachers (content/teachers/teachers.json): a square
// head-and-shoulders portrait (the avatar) and a 16:9 intro picture of the
// teacher at a whiteboard behind a desk, with props that match their tags.
// Same flat style as the picture books (figures.mjs, props.mjs): soft
// outlines, round eyes, rosy cheeks. Every teacher is a fictional person; their
// looks (skin tone, hair, glasses, clothes, colours) are picked
// deterministically from a hash of the slug, so the output never changes for
// the same data.

import { hashStr, rng, shade, mix, n } from '../../../server/providers/story/art/util.mjs';
import { face, figure } from '../../../server/providers/story/art/figures.mjs';
import { PROPS, group, star } from '../../../server/providers/story/art/props.mjs';

const INK = '#3b2f2f';
const ol = (c) => shade(c, -0.38);

/** Relative lightness of a hex colour in [0, 1]. */
function luma(hex) {
  const v = parseInt(hex.slice(1), 16);
  return (0.299 * (v >> 16) + 0.587 * ((v >> 8) & 255) + 0.114 * (v & 255)) / 255;
}

// ---------------------------------------------------------------- looks

const SKINS = ['#ffe0c7', '#f8d2b0', '#f2c29b', '#e3ab7e', '#c98e5e', '#a8703f', '#8a5430', '#6b3d22'];
const HAIR_ANY = ['#2a1f1a', '#4a3226', '#6e4a2f', '#8b5a2b', '#b5642e', '#d6a25a', '#e8c88c'];
const HAIR_DARK = ['#1e1714', '#2a1f1a', '#3a2a22'];
const CLOTHES = ['#4f9dde', '#ef476f', '#06a77d', '#f4a261', '#8e7dbe', '#2a9d8f', '#e76f51', '#3d5a80', '#f6bd3c', '#7cb518', '#d1495b', '#5e60ce'];
const BACKDROPS = [
  { bg: '#ffe8d6', disc: '#ffd3b0' },
  { bg: '#dff1fd', disc: '#bfe3fb' },
  { bg: '#e9f5db', disc: '#cfe9b4' },
  { bg: '#fde2e4', disc: '#fac3c9' },
  { bg: '#fff3bf', disc: '#ffe68a' },
  { bg: '#ede7f6', disc: '#d7cbef' },
  { bg: '#d8f3ec', disc: '#b2e6d6' },
  { bg: '#fce8d0', disc: '#f8cf9f' },
];
const FRAMES = ['#2b2b2b', '#7a4a2a', '#3d5a80', '#9d0208'];
const STYLES = {
  female: ['long', 'bob', 'bun', 'ponytail', 'curly', 'wavy'],
  male: ['short', 'side', 'buzz', 'curlyShort', 'quiff', 'receding'],
};

/**
 * The look of a teacher, from a hash of the slug (and their gender). Used by
 * both pictures, so the avatar and the intro picture show the same person.
 */
export function teacherLook(teacher) {
  const r = rng(hashStr('teacher:' + teacher.slug));
  const female = teacher.gender === 'female';
  const skinIdx = r.int(0, SKINS.length - 1);
  const skin = SKINS[skinIdx];
  const hair = skinIdx >= 5 ? r.pick(HAIR_DARK) : r.pick(HAIR_ANY);
  let hairStyle = r.pick(STYLES[female ? 'female' : 'male']);
  // curls are likelier with darker skin; straight blond buzz cuts less so
  if (skinIdx >= 5 && r.chance(0.5)) hairStyle = female ? 'curly' : 'curlyShort';
  if (hairStyle === 'receding' && teacher.yearsTeaching < 8) hairStyle = 'short';
  const shirt = r.pick(CLOTHES);
  const backdrop = r.pick(BACKDROPS);
  const neckline = r.pick(['crew', 'vneck', 'collar', 'cardigan']);
  const inner = r.pick(['#ffffff', '#fdf0d5', '#f1faee', '#e0e1dd']);
  const glasses = r.chance(0.3) ? r.pick(FRAMES) : null;
  const beard = !female && r.chance(0.4) ? r.pick(['full', 'stubble', 'moustache']) : null;
  const earrings = female && r.chance(0.6) ? r.pick(['#ffd166', '#e0e1dd', '#ef476f']) : null;
  const smile = r.pick(['smile', 'grin', 'smile']);
  const pose = r.pick(['point', 'wave']);
  const room = r.pick(['#fdf0d5', '#e8f4fd', '#eef7e4', '#fdeff4', '#fff6dc', '#f1ecfa']);
  const side = r.pick(['shelf', 'window', 'plant']);
  return { female, skin, dark: skinIdx >= 5, lightHair: luma(hair) > 0.45, hair, hairStyle, shirt, inner, neckline, backdrop, glasses, beard, earrings, smile, pose, room, side, seed: hashStr('teacher:' + teacher.slug) };
}

// ---------------------------------------------------------------- bust
// Drawn around (0, 0) = centre of the head; the head is 176 x 200 units and
// the shoulders reach from y = 140 down past y = 330.

const HX = 88;
const HY = 100;

function hairBack(look) {
  const c = shade(look.hair, -0.08);
  const o = ol(look.hair);
  const st = `fill="${c}" stroke="${o}" stroke-width="3" stroke-linejoin="round"`;
  switch (look.hairStyle) {
    case 'long':
      return `<path d="M-60 112 L-62 176 Q-92 188 -120 170 Q-112 110 -108 40 C-118 -60 -84 -128 0 -128 C84 -128 118 -60 108 40 Q112 110 120 170 Q92 188 62 176 L60 112 Z" ${st}/>`;
    case 'wavy': {
      let d = 'M-60 112 L-60 172 ';
      d += 'q-14 14 -30 4 q-16 8 -28 -8 q6 -18 -6 -34 q10 -18 -2 -36 q10 -20 -2 -40 ';
      d += 'C-122 -70 -86 -130 0 -130 C86 -130 122 -70 102 -2 ';
      d += 'q-12 20 -2 40 q-12 18 -2 36 q-12 16 -6 34 q-12 16 -28 8 q-16 10 -30 -4 L60 112 Z';
      return `<path d="${d}" ${st}/>`;
    }
    case 'bob':
      return `<path d="M-50 80 Q-84 96 -110 78 Q-102 40 -104 0 C-114 -80 -76 -126 0 -126 C76 -126 114 -80 104 0 Q102 40 110 78 Q84 96 50 80 Z" ${st}/>`;
    case 'bun':
      return `<circle cx="0" cy="-128" r="40" ${st}/><path d="M-26 -104 q26 10 52 0" stroke="${o}" stroke-width="3" fill="none"/>`;
    case 'ponytail':
      return `<path d="M50 -96 C120 -110 150 -40 132 40 Q124 96 96 120 Q104 60 92 10 Q82 -40 40 -70 Z" ${st}/><rect x="54" y="-102" width="22" height="30" rx="8" transform="rotate(-30 65 -87)" fill="${look.shirt}"/>`;
    case 'curly': {
      let s = '';
      for (let i = 0; i < 15; i++) {
        const a = Math.PI * (0.82 + (i / 14) * 1.36);
        s += `<circle cx="${n(Math.cos(a) * 112)}" cy="${n(-14 + Math.sin(a) * 118)}" r="36"/>`;
      }
      return `<g ${st}>${s}</g><ellipse cx="0" cy="-14" rx="112" ry="118" fill="${c}"/>`;
    }
    default:
      return '';
  }
}

function hairFront(look) {
  const c = look.hair;
  const o = ol(c);
  const st = `fill="${c}" stroke="${o}" stroke-width="3" stroke-linejoin="round"`;
  const hi = shade(c, 0.22);
  switch (look.hairStyle) {
    case 'long':
    case 'wavy':
      return `<path d="M-96 40 C-112 -90 -40 -124 10 -122 C80 -118 112 -70 96 40 Q86 0 84 -30 Q60 -50 34 -84 Q-10 -46 -62 -52 Q-82 -30 -86 40 Z" ${st}/><path d="M30 -106 q30 6 50 30" stroke="${hi}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.7"/>`;
    case 'bob':
      return `<path d="M-98 30 C-110 -96 -40 -124 0 -122 C60 -124 110 -90 98 30 Q90 -4 88 -36 Q66 -40 50 -58 Q20 -40 -14 -48 Q-46 -36 -70 -52 Q-86 -28 -88 30 Z" ${st}/><path d="M-40 -104 q30 -10 60 -4" stroke="${hi}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.7"/>`;
    case 'bun':
    case 'ponytail':
      return `<path d="M-90 -4 C-98 -96 -40 -114 0 -112 C50 -114 100 -92 90 -4 Q82 -52 40 -66 Q0 -52 -20 -70 Q-70 -60 -90 -4 Z" ${st}/><path d="M-30 -98 q30 -8 56 0" stroke="${hi}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.7"/>`;
    case 'curly': {
      let s = '';
      for (let i = 0; i < 9; i++) {
        const a = Math.PI * (1.1 + (i / 8) * 0.8);
        s += `<circle cx="${n(Math.cos(a) * 80)}" cy="${n(-18 + Math.sin(a) * 84)}" r="${i % 2 ? 24 : 27}"/>`;
      }
      return `<g ${st}>${s}</g>`;
    }
    case 'short':
      return `<path d="M-92 -6 C-100 -92 -50 -122 0 -120 C56 -122 102 -92 92 -6 Q88 -34 78 -52 Q50 -66 24 -60 Q-4 -72 -30 -62 Q-62 -66 -82 -48 Q-90 -30 -92 -6 Z" ${st}/><path d="M-20 -106 q28 -8 52 2" stroke="${hi}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.6"/>`;
    case 'side':
      return `<path d="M-92 -4 C-104 -100 -30 -130 20 -124 C82 -120 104 -80 92 -4 Q88 -36 80 -54 Q40 -86 -18 -64 Q-58 -52 -82 -40 Q-90 -24 -92 -4 Z" ${st}/><path d="M-6 -110 q40 -6 66 18" stroke="${hi}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.6"/>`;
    case 'buzz':
      return `<path d="M-89 -14 C-94 -90 -44 -108 0 -108 C44 -108 94 -90 89 -14 Q78 -62 0 -68 Q-78 -62 -89 -14 Z" fill="${c}" stroke="${o}" stroke-width="2" opacity="0.92"/>`;
    case 'curlyShort': {
      let s = '';
      for (let i = 0; i < 11; i++) {
        const a = Math.PI * (1.04 + (i / 10) * 0.92);
        s += `<circle cx="${n(Math.cos(a) * 86)}" cy="${n(-8 + Math.sin(a) * 98)}" r="22"/>`;
      }
      return `<path d="M-90 -10 C-96 -96 -44 -116 0 -116 C44 -116 96 -96 90 -10 Q80 -56 0 -62 Q-80 -56 -90 -10 Z" fill="${c}"/><g ${st}>${s}</g><path d="M-86 -10 C-92 -90 -44 -104 0 -104 C44 -104 92 -90 86 -10 Q78 -54 0 -58 Q-78 -54 -86 -10 Z" fill="${c}"/>`;
    }
    case 'quiff':
      return `<path d="M-92 -8 C-100 -96 -50 -138 10 -146 C70 -150 106 -100 92 -8 Q88 -40 78 -58 Q40 -78 0 -72 Q-50 -74 -82 -46 Q-90 -30 -92 -8 Z" ${st}/><path d="M-10 -126 q36 -16 70 6" stroke="${hi}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.6"/>`;
    case 'receding':
      return `<path d="M-92 10 C-98 -34 -90 -62 -70 -72 Q-72 -40 -78 10 Z M92 10 C98 -34 90 -62 70 -72 Q72 -40 78 10 Z" ${st}/><path d="M-40 -86 q40 -22 80 0" stroke="${shade(c, 0.1)}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.35"/>`;
    default:
      return '';
  }
}

function beardSvg(look) {
  const c = look.hair;
  const o = ol(c);
  switch (look.beard) {
    case 'full':
      return `<path d="M-86 8 Q-90 112 0 120 Q90 112 86 8 L78 12 Q76 56 50 66 Q26 74 0 72 Q-26 74 -50 66 Q-76 56 -78 12 Z" fill="${c}" stroke="${o}" stroke-width="3" stroke-linejoin="round"/><path d="M-34 44 Q-16 30 0 38 Q16 30 34 44 Q16 42 0 48 Q-16 42 -34 44 Z" fill="${c}" stroke="${o}" stroke-width="2"/>`;
    case 'stubble':
      return `<path d="M-84 20 Q-86 104 0 110 Q86 104 84 20 Q76 62 46 70 Q0 84 -46 70 Q-76 62 -84 20 Z" fill="${c}" opacity="0.22"/>`;
    case 'moustache':
      return `<path d="M-34 46 Q-16 28 0 38 Q16 28 34 46 Q16 42 0 50 Q-16 42 -34 46 Z" fill="${c}" stroke="${o}" stroke-width="2"/>`;
    default:
      return '';
  }
}

function mouthSvg(look) {
  if (look.smile === 'grin') {
    return `<path d="M-26 42 Q0 76 26 42 Z" fill="#8a2f3a" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/><path d="M-22 44 Q0 50 22 44 L20 50 Q0 54 -20 50 Z" fill="#fff"/><path d="M-10 60 Q0 66 10 60" stroke="#e86a6a" stroke-width="5" stroke-linecap="round"/>`;
  }
  return `<path d="M-22 44 Q0 66 22 44" stroke="${INK}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
}

function torso(look) {
  const c = look.shirt;
  const o = ol(c);
  const dark = shade(c, -0.16);
  const parts = [];
  parts.push(`<path d="M-182 340 L-182 232 Q-178 152 -96 140 L96 140 Q178 152 182 232 L182 340 Z" fill="${c}" stroke="${o}" stroke-width="3" stroke-linejoin="round"/>`);
  parts.push(`<path d="M-124 226 q-8 50 -4 114 M124 226 q8 50 4 114" stroke="${dark}" stroke-width="5" fill="none" stroke-linecap="round"/>`);
  const skin = look.skin;
  switch (look.neckline) {
    case 'vneck':
      parts.push(`<path d="M-46 138 L0 208 L46 138 Z" fill="${skin}"/><path d="M-50 136 L0 212 L50 136" stroke="${dark}" stroke-width="9" fill="none" stroke-linejoin="round"/>`);
      break;
    case 'collar':
      parts.push(`<path d="M-34 138 L0 188 L34 138 Z" fill="${skin}"/><path d="M-50 134 L-4 190 L-62 184 Z M50 134 L4 190 L62 184 Z" fill="${look.inner}" stroke="${ol(look.inner)}" stroke-width="3" stroke-linejoin="round"/><circle cx="0" cy="222" r="5" fill="${dark}"/><circle cx="0" cy="262" r="5" fill="${dark}"/><circle cx="0" cy="302" r="5" fill="${dark}"/>`);
      break;
    case 'cardigan':
      parts.push(`<path d="M-60 138 L60 138 L66 340 L-66 340 Z" fill="${look.inner}" stroke="${ol(look.inner)}" stroke-width="3"/><path d="M-42 138 Q0 178 42 138 Z" fill="${skin}"/><path d="M-44 136 Q0 180 44 136" stroke="${shade(look.inner, -0.12)}" stroke-width="7" fill="none"/>`);
      parts.push(`<path d="M-62 140 L-20 340 L-70 340 Z M62 140 L20 340 L70 340 Z" fill="${c}" stroke="${o}" stroke-width="3" stroke-linejoin="round"/><circle cx="-34" cy="250" r="5" fill="${shade(c, 0.4)}"/><circle cx="-28" cy="290" r="5" fill="${shade(c, 0.4)}"/>`);
      break;
    default:
      parts.push(`<path d="M-42 138 Q0 182 42 138 Z" fill="${skin}"/><path d="M-46 136 Q0 186 46 136" stroke="${dark}" stroke-width="9" fill="none"/>`);
  }
  return parts.join('');
}

/** The teacher from the chest up, head centre at (0, 0). */
export function bust(look) {
  const skin = look.skin;
  const so = ol(skin);
  const parts = [];
  parts.push(torso(look));
  parts.push(hairBack(look));
  // neck with the shadow of the chin
  parts.push(`<path d="M-30 60 L-32 150 Q0 170 32 150 L30 60 Z" fill="${skin}" stroke="${so}" stroke-width="3"/><path d="M-30 92 Q0 116 30 92 L30 78 L-30 78 Z" fill="${shade(skin, -0.12)}"/>`);
  const earsHidden = ['long', 'wavy', 'bob'].includes(look.hairStyle);
  if (!earsHidden) {
    parts.push(`<ellipse cx="-86" cy="12" rx="17" ry="22" fill="${skin}" stroke="${so}" stroke-width="3"/><ellipse cx="86" cy="12" rx="17" ry="22" fill="${skin}" stroke="${so}" stroke-width="3"/><path d="M-88 4 q-6 8 0 16 M88 4 q6 8 0 16" stroke="${so}" stroke-width="3" fill="none" stroke-linecap="round"/>`);
  }
  parts.push(`<ellipse cx="0" cy="0" rx="${HX}" ry="${HY}" fill="${skin}" stroke="${so}" stroke-width="3"/>`);
  if (look.earrings && !earsHidden) parts.push(`<circle cx="-88" cy="38" r="7" fill="${look.earrings}" stroke="${ol(look.earrings)}" stroke-width="2"/><circle cx="88" cy="38" r="7" fill="${look.earrings}" stroke="${ol(look.earrings)}" stroke-width="2"/>`);
  parts.push(beardSvg(look));
  // eyes and cheeks from the book figures, then brows, nose and mouth
  parts.push(face(0, 18, 92, 'happy', { noMouth: true, cheek: look.dark ? '#c0505a' : '#ff8a8a' }));
  if (look.female) parts.push(`<path d="M-42 6 l-9 -6 M42 6 l9 -6" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`);
  const brow = look.lightHair ? shade(look.hair, -0.35) : look.hair;
  parts.push(`<path d="M-48 -16 Q-33 -26 -18 -17 M18 -17 Q33 -26 48 -16" stroke="${brow}" stroke-width="6" fill="none" stroke-linecap="round"/>`);
  parts.push(`<path d="M-5 22 Q0 32 7 26" stroke="${so}" stroke-width="4" fill="none" stroke-linecap="round"/>`);
  if (look.beard !== 'full' && look.beard !== 'moustache') parts.push(mouthSvg(look));
  else parts.push(`<path d="M-18 54 Q0 70 18 54" stroke="${INK}" stroke-width="5" fill="none" stroke-linecap="round"/>`);
  parts.push(hairFront(look));
  if (look.glasses) {
    const f = look.glasses;
    parts.push(`<g fill="#ffffff" fill-opacity="0.18" stroke="${f}" stroke-width="5"><rect x="-58" y="-8" width="48" height="40" rx="14"/><rect x="10" y="-8" width="48" height="40" rx="14"/></g><path d="M-10 8 Q0 2 10 8 M-58 6 L-86 0 M58 6 L86 0" stroke="${f}" stroke-width="5" fill="none" stroke-linecap="round"/>`);
  }
  return parts.join('');
}

// ---------------------------------------------------------------- portrait

/** Square head-and-shoulders portrait, 512 x 512 units (rendered to 256 px). */
export function teacherPortraitSvg(teacher) {
  const look = teacherLook(teacher);
  const r = rng(look.seed ^ 0x5eed);
  const S = 512;
  const { bg, disc } = look.backdrop;
  const deco = [];
  const spots = [[70, 80], [440, 96], [60, 300], [452, 290], [110, 430], [410, 440]];
  for (const [x, y] of spots) {
    if (!r.chance(0.6)) continue;
    const c = shade(disc, -0.12);
    deco.push(r.chance(0.5) ? star(x, y, r.range(0.7, 1.1), c) : `<circle cx="${x}" cy="${y}" r="${n(r.range(8, 13))}" fill="${c}"/>`);
  }
  const body = `<g transform="translate(256 226) scale(0.98)">${bust(look)}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}"><rect width="${S}" height="${S}" fill="${bg}"/><circle cx="256" cy="250" r="196" fill="${disc}"/>${deco.join('')}${body}</svg>`;
}

// ---------------------------------------------------------------- intro scene

const W = 1200;
const H = 675;
const DESK_Y = 478;

function globe(x, y, s) {
  return group(x, y, s, `<path d="M-30 0 h60 l-8 -14 h-44z" fill="#7f5539"/><path d="M0 -14 v-16" stroke="#7f5539" stroke-width="8"/><path d="M-58 -92 a62 62 0 0 0 96 58" stroke="#b08968" stroke-width="7" fill="none"/><circle cx="0" cy="-92" r="50" fill="#4cc9f0" stroke="#1d7ea6" stroke-width="3"/><path d="M-30 -124 q18 -6 26 8 q-4 16 -20 14 q-6 12 -18 6 q-4 -16 12 -28z M10 -110 q22 -4 30 12 q2 20 -14 30 q-8 -10 -18 -14 q-8 -14 2 -28z M-34 -70 q14 -4 20 8 q-6 10 -18 6z" fill="#80b918" stroke="#4f772d" stroke-width="2"/>`);
}

function microphone(x, y, s) {
  return group(x, y, s, `<ellipse cx="0" cy="-4" rx="40" ry="9" fill="#495057"/><path d="M0 -8 v-70" stroke="#6c757d" stroke-width="8"/><path d="M-26 -100 q0 30 26 30 q26 0 26 -30" stroke="#6c757d" stroke-width="6" fill="none"/><rect x="-18" y="-150" width="36" height="62" rx="18" fill="#adb5bd" stroke="#495057" stroke-width="3"/><path d="M-18 -132 h36 M-18 -118 h36 M-18 -104 h36" stroke="#6c757d" stroke-width="2"/><path d="M34 -140 q12 16 0 32 M48 -150 q22 26 0 52" stroke="#ef476f" stroke-width="5" fill="none" stroke-linecap="round"/>`);
}

function laptop(x, y, s, color) {
  return group(x, y, s, `<path d="M-78 0 L78 0 L66 -12 L-66 -12 Z" fill="#ced4da" stroke="#868e96" stroke-width="3" stroke-linejoin="round"/><rect x="-60" y="-100" width="120" height="88" rx="8" fill="#495057" stroke="#343a40" stroke-width="3"/><rect x="-50" y="-90" width="100" height="68" rx="4" fill="${color}"/><circle cx="0" cy="-62" r="14" fill="#fff" opacity="0.85"/><path d="M-20 -30 q20 -22 40 0" fill="#fff" opacity="0.85"/>`);
}

function clipboard(x, y, s) {
  const check = (cy) => `<rect x="-34" y="${cy - 10}" width="20" height="20" rx="4" fill="#fff" stroke="#868e96" stroke-width="2"/><path d="M-30 ${cy} l6 6 l12 -14" stroke="#06a77d" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M-4 ${cy} h36" stroke="#adb5bd" stroke-width="5" stroke-linecap="round"/>`;
  return group(x, y, s, `<g transform="rotate(-8 0 -60)"><rect x="-50" y="-130" width="100" height="130" rx="8" fill="#c68b59" stroke="#7f5539" stroke-width="3"/><rect x="-40" y="-116" width="80" height="108" rx="3" fill="#fff"/><rect x="-20" y="-138" width="40" height="18" rx="5" fill="#adb5bd" stroke="#6c757d" stroke-width="2"/>${check(-92)}${check(-62)}${check(-32)}</g>`);
}

function openBook(x, y, s, color) {
  return group(x, y, s, `<path d="M-70 -6 Q-36 -22 0 -8 Q36 -22 70 -6 L70 -60 Q36 -76 0 -62 Q-36 -76 -70 -60 Z" fill="${color}" stroke="${ol(color)}" stroke-width="3" stroke-linejoin="round"/><path d="M-64 -12 Q-32 -26 0 -14 Q32 -26 64 -12 L64 -62 Q32 -76 0 -64 Q-32 -76 -64 -62 Z" fill="#fffdf7" stroke="#d6ccc2" stroke-width="2"/><path d="M0 -64 V-14" stroke="#d6ccc2" stroke-width="2"/><circle cx="-34" cy="-44" r="10" fill="#ffd23f"/><path d="M-56 -22 l14 -16 l10 8 l14 -14 l10 18z" fill="#95d5b2"/><path d="M12 -52 q18 -6 40 0 M12 -40 q18 -6 40 0 M12 -28 q18 -6 40 0" stroke="#adb5bd" stroke-width="3" fill="none"/>`);
}

function plant(x, y, s) {
  return group(x, y, s, `<path d="M-34 -60 h68 l-10 60 h-48z" fill="#e07a5f" stroke="#9c4a33" stroke-width="3"/><rect x="-38" y="-68" width="76" height="14" rx="4" fill="#c8664c"/><path d="M0 -68 q-50 -50 -40 -110 q30 40 40 110z M0 -68 q40 -60 30 -120 q-40 40 -30 120z M0 -68 q-10 -70 6 -140 q20 70 -6 140z" fill="#52b788" stroke="#2d6a4f" stroke-width="3" stroke-linejoin="round"/>`);
}

function mug(x, y, s, color) {
  return group(x, y, s, `<rect x="-24" y="-56" width="48" height="56" rx="8" fill="${color}" stroke="${ol(color)}" stroke-width="3"/><path d="M24 -44 q20 0 18 16 q-2 14 -18 12" stroke="${ol(color)}" stroke-width="6" fill="none"/><path d="M-8 -70 q-6 -10 0 -18 M8 -70 q-6 -10 0 -18" stroke="#ced4da" stroke-width="4" fill="none" stroke-linecap="round"/>`);
}

/** What the whiteboard shows, by the teacher's first tag (letters only, no words). */
function boardContent(tag, cx, cy, r) {
  const pen = ['#e63946', '#1d70b8', '#2a9d8f', '#f77f00', '#6a4c93'];
  const letters = (chars, size, y) =>
    chars.map((ch, i) => `<text x="${n(cx + (i - (chars.length - 1) / 2) * size * 0.95)}" y="${n(y)}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="${pen[i % pen.length]}">${ch}</text>`).join('');
  switch (tag) {
    case 'phonics':
    case 'young-learners':
      return letters(['A', 'B', 'C'], 118, cy + 20) + `${PROPS.apple.draw(cx - 150, cy + 118, 0.7, { r })}${star(cx + 10, cy + 88, 1.3, '#ffb703')}${star(cx + 150, cy + 84, 1.1, '#ef476f')}`;
    case 'pronunciation':
      return letters(['a', 'e', 'i', 'o', 'u'], 78, cy - 20) + `<path d="M${cx - 60} ${cy + 70} q60 -36 120 0 q-60 56 -120 0z" fill="#ef476f" stroke="#9d0208" stroke-width="4"/><path d="M${cx - 44} ${cy + 72} q44 -14 88 0" stroke="#fff" stroke-width="6" fill="none"/><path d="M${cx + 90} ${cy + 50} q14 20 0 40 M${cx + 110} ${cy + 38} q24 32 0 64 M${cx - 90} ${cy + 50} q-14 20 0 40 M${cx - 110} ${cy + 38} q-24 32 0 64" stroke="#1d70b8" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    case 'conversation':
    case 'teens': {
      const bubble = (x, y, w, h, c, tail) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="#fff" stroke="${c}" stroke-width="6"/><path d="M${x + (tail > 0 ? 30 : w - 30)} ${y + h - 3} l${tail * 6} 36 l${tail * 28} -36" fill="#fff" stroke="${c}" stroke-width="6" stroke-linejoin="round"/><path d="M${x + 28} ${y + h - 3} h${w - 56}" stroke="#fff" stroke-width="7"/>`;
      const dots = (x, y, c) => [0, 1, 2].map((i) => `<circle cx="${x + i * 34}" cy="${y}" r="10" fill="${c}"/>`).join('');
      return bubble(cx - 190, cy - 120, 200, 90, '#1d70b8', 1) + dots(cx - 124, cy - 75, '#1d70b8') + bubble(cx - 10, cy - 6, 200, 90, '#e63946', -1) + `<path d="M${cx + 26} ${cy + 28} h128 M${cx + 26} ${cy + 58} h84" stroke="#e63946" stroke-width="8" stroke-linecap="round"/>` + `<text x="${cx - 150}" y="${cy + 90}" font-family="DejaVu Sans" font-weight="bold" font-size="54" fill="#2a9d8f">?</text><text x="${cx + 150}" y="${cy - 60}" font-family="DejaVu Sans" font-weight="bold" font-size="54" fill="#f77f00">!</text>`;
    }
    case 'grammar': {
      const strip = (x, y, w, c) => `<rect x="${x}" y="${y}" width="${w}" height="46" rx="12" fill="${shade(c, 0.75)}" stroke="${c}" stroke-width="5"/>`;
      return `${strip(cx - 200, cy - 110, 110, pen[0])}${strip(cx - 74, cy - 110, 140, pen[1])}${strip(cx + 82, cy - 110, 110, pen[2])}<path d="M${cx - 145} ${cy - 52} q0 40 40 40 h210 q40 0 40 -40" stroke="#6a4c93" stroke-width="5" fill="none" stroke-dasharray="12 10"/>${strip(cx - 150, cy + 10, 130, pen[3])}${strip(cx, cy + 10, 150, pen[4])}` + letters(['A', 'a'], 64, cy + 136);
    }
    case 'exam-prep':
      return `${[0, 1, 2].map((i) => `<rect x="${cx - 190}" y="${cy - 110 + i * 70}" width="44" height="44" rx="8" fill="none" stroke="#1d70b8" stroke-width="5"/><path d="M${cx - 182} ${cy - 88 + i * 70} l12 14 l24 -30" stroke="#2a9d8f" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M${cx - 120} ${cy - 88 + i * 70} h${[200, 160, 220][i]}" stroke="#adb5bd" stroke-width="9" stroke-linecap="round"/>`).join('')}<circle cx="${cx + 150}" cy="${cy + 110}" r="52" fill="none" stroke="#e63946" stroke-width="6"/><text x="${cx + 150}" y="${cy + 132}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="60" fill="#e63946">A+</text>`;
    case 'science':
      return `${PROPS.planet.draw(cx - 110, cy - 40, 1, { r }, '#f4a261')}<g transform="translate(${cx + 120} ${cy + 60})"><path d="M-24 -110 h48 M-14 -110 v50 l-40 70 q-6 14 10 14 h88 q16 0 10 -14 l-40 -70 v-50" stroke="#1d70b8" stroke-width="6" fill="#e0f2fe" stroke-linejoin="round"/><path d="M-46 8 l28 -46 h36 l28 46z" fill="#80ed99"/><circle cx="-6" cy="-10" r="7" fill="#fff"/><circle cx="12" cy="-26" r="5" fill="#fff"/></g><path d="M${cx - 210} ${cy + 110} q60 -50 120 0 t120 0" stroke="#2a9d8f" stroke-width="6" fill="none"/>`;
    case 'storytelling':
      return `<g transform="translate(${cx} ${cy + 120})"><path d="M-220 0 q80 -90 160 -20 q60 -70 140 -10 q40 -30 80 30z" fill="#b7e4c7" stroke="#2d6a4f" stroke-width="4"/><rect x="-40" y="-150" width="110" height="130" fill="#fff" stroke="#6a4c93" stroke-width="5"/><rect x="-56" y="-200" width="40" height="80" fill="#fff" stroke="#6a4c93" stroke-width="5"/><rect x="46" y="-200" width="40" height="80" fill="#fff" stroke="#6a4c93" stroke-width="5"/><path d="M-62 -200 l26 -34 l26 34z M40 -200 l26 -34 l26 34z" fill="#ef476f" stroke="#9d0208" stroke-width="4"/><path d="M0 -20 v-40 a15 15 0 0 1 30 0 v40" fill="#f4a261" stroke="#6a4c93" stroke-width="4"/></g><path d="M${cx + 150} ${cy - 116} a30 30 0 1 0 24 48 a24 24 0 1 1 -24 -48z" fill="#ffd166" stroke="#e09f3e" stroke-width="3"/>${star(cx - 170, cy - 100, 1, '#ffb703')}${star(cx - 110, cy - 70, 0.7, '#ffb703')}`;
    case 'picture-books':
    default:
      return `<g transform="translate(${cx} ${cy + 10})"><path d="M-200 100 Q-100 60 0 92 Q100 60 200 100 L200 -100 Q100 -136 0 -104 Q-100 -136 -200 -100 Z" fill="#fff" stroke="#1d70b8" stroke-width="6" stroke-linejoin="round"/><path d="M0 -104 V92" stroke="#1d70b8" stroke-width="5"/><circle cx="-120" cy="-40" r="24" fill="#ffd23f"/><path d="M-180 60 l50 -60 l36 30 l40 -50 l44 80z" fill="#95d5b2" stroke="#2d6a4f" stroke-width="4"/>${[0, 1, 2, 3].map((i) => `<path d="M30 ${-60 + i * 36} q70 -14 140 0" stroke="#adb5bd" stroke-width="7" fill="none" stroke-linecap="round"/>`).join('')}</g>`;
  }
}

/** What a tag puts on the desk: a drawing function of (x, baseY). */
function deskProp(tag, look, r) {
  const accent = look.shirt;
  switch (tag) {
    case 'phonics':
      return (x, y) => PROPS.block.draw(x + 10, y, 0.95);
    case 'picture-books':
      return (x, y) => PROPS.books.draw(x, y, 0.95);
    case 'storytelling':
      return (x, y) => openBook(x, y, 1, mix(accent, '#ef476f', 0.5));
    case 'conversation':
      return (x, y) => mug(x, y, 1, mix(accent, '#ffd166', 0.6));
    case 'young-learners':
      return (x, y) => figure('bear', { x, y, s: 0.42, pose: 'wave', mood: 'joy' });
    case 'teens':
      return (x, y) => laptop(x, y, 0.95, mix(accent, '#8ecae6', 0.5));
    case 'pronunciation':
      return (x, y) => microphone(x, y, 0.95);
    case 'grammar':
      return (x, y) => PROPS.pencil.draw(x - 30, y - 12, 0.6) + PROPS.books.draw(x + 40, y, 0.55);
    case 'exam-prep':
      return (x, y) => clipboard(x, y, 0.95);
    case 'science':
      return (x, y) => (r.chance(0.5) ? globe(x, y, 1) : PROPS.magnifier.draw(x, y - 10, 0.9) + PROPS.sprout.draw(x + 70, y, 0.7));
    default:
      return (x, y) => PROPS.books.draw(x, y, 0.9);
  }
}

/** A raised arm (pointing at the board or waving), in body coordinates. */
function raisedArm(look) {
  const c = look.shirt;
  const o = ol(c);
  const hand = look.skin;
  if (look.pose === 'point') {
    // the teacher's right arm reaches to the board on the viewer's left
    const path = 'M-140 190 Q-230 150 -268 60';
    return `<path d="${path}" stroke="${o}" stroke-width="62" fill="none" stroke-linecap="round"/><path d="${path}" stroke="${c}" stroke-width="56" fill="none" stroke-linecap="round"/><g transform="translate(-276 40) rotate(-30)"><ellipse cx="0" cy="0" rx="28" ry="30" fill="${hand}" stroke="${ol(hand)}" stroke-width="3"/><rect x="-8" y="-62" width="16" height="48" rx="8" fill="${hand}" stroke="${ol(hand)}" stroke-width="3"/><path d="M-22 -8 h-8" stroke="${ol(hand)}" stroke-width="3"/></g>`;
  }
  // wave: the teacher's left hand up beside the head, on the viewer's right
  const path = 'M140 176 L220 234 L236 44';
  let fingers = '';
  for (let i = 0; i < 4; i++) fingers += `<rect x="${-22 + i * 13}" y="-58" width="13" height="40" rx="6.5" fill="${hand}" stroke="${ol(hand)}" stroke-width="2.5" transform="rotate(${-12 + i * 8} ${-16 + i * 13} -20)"/>`;
  return `<path d="${path}" stroke="${o}" stroke-width="62" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="${path}" stroke="${c}" stroke-width="56" fill="none" stroke-linecap="round" stroke-linejoin="round"/><g transform="translate(238 16) rotate(8)">${fingers}<ellipse cx="0" cy="0" rx="30" ry="30" fill="${hand}" stroke="${ol(hand)}" stroke-width="3"/><rect x="-44" y="-18" width="30" height="14" rx="7" fill="${hand}" stroke="${ol(hand)}" stroke-width="2.5" transform="rotate(-30 -20 -10)"/></g>`;
}

/** 16:9 intro picture (1200 x 675): the teacher at a whiteboard behind a desk. */
export function teacherIntroSvg(teacher) {
  const look = teacherLook(teacher);
  const r = rng(look.seed ^ 0x1a7e);
  const tags = teacher.tags || [];
  const ctx = { r, pal: { accent: look.shirt, tree: '#52b788', flower: '#ff70a6' }, season: 'summer', time: 'day', weather: 'sunny' };
  const layers = [];
  const wall = look.room;
  layers.push(`<rect width="${W}" height="${H}" fill="${wall}"/>`);
  layers.push(`<rect y="${DESK_Y - 60}" width="${W}" height="${H - DESK_Y + 60}" fill="${shade(wall, -0.06)}"/><rect y="${DESK_Y - 66}" width="${W}" height="10" fill="${shade(wall, -0.14)}"/>`);
  // bunting
  const flagCols = ['#ef476f', '#ffd166', '#06d6a0', '#118ab2', '#f78c6b'];
  // a string sagging along y = 24 + 110 t (1 - t), the flags hanging from it
  let bunting = `<path d="M0 24 Q600 79 1200 24" stroke="#8d6e63" stroke-width="3" fill="none"/>`;
  for (let i = 0; i < 16; i++) {
    const x = 30 + i * 75;
    const t = x / W;
    const y = 24 + 110 * t * (1 - t);
    const tilt = n((t - 0.5) * -14);
    bunting += `<path d="M${n(x - 22)} ${n(y)} L${n(x + 22)} ${n(y)} L${n(x)} ${n(y + 42)} Z" fill="${flagCols[i % flagCols.length]}" transform="rotate(${tilt} ${n(x)} ${n(y)})"/>`;
  }
  layers.push(bunting);
  // whiteboard
  const bx = 70;
  const by = 96;
  const bw = 520;
  const bh = 330;
  layers.push(`<rect x="${bx - 12}" y="${by - 12}" width="${bw + 24}" height="${bh + 24}" rx="14" fill="#adb5bd" stroke="#868e96" stroke-width="3"/><rect x="${bx}" y="${by}" width="${bw}" height="${bh}" rx="6" fill="#fdfdfd"/><path d="M${bx + 30} ${by + 30} l80 -10 M${bx + bw - 140} ${by + bh - 24} l110 -14" stroke="#e9ecef" stroke-width="10" stroke-linecap="round"/>`);
  layers.push(boardContent(tags[0], bx + bw / 2, by + bh / 2, r));
  layers.push(`<rect x="${bx + 40}" y="${by + bh + 10}" width="${bw - 80}" height="14" rx="5" fill="#868e96"/>${['#e63946', '#1d70b8', '#2a9d8f'].map((c, i) => `<rect x="${bx + 80 + i * 50}" y="${by + bh + 1}" width="40" height="10" rx="4" fill="${c}"/>`).join('')}`);
  // wall side decoration, right of the teacher
  if (look.side === 'shelf') layers.push(PROPS.bookshelf.draw(1100, DESK_Y + 40, 0.95, ctx));
  else if (look.side === 'window') layers.push(PROPS.window.draw(1090, 410, 0.85, ctx));
  else layers.push(`${PROPS.clock.draw(1100, 215, 0.9, ctx)}${plant(1100, DESK_Y + 30, 1.1)}`);
  if (tags.includes('exam-prep') && look.side !== 'plant') layers.push(PROPS.clock.draw(1100, look.side === 'window' ? 120 : 150, 0.6, ctx));
  // the teacher
  const tx = 820;
  const ty = 250;
  const s = 0.95;
  layers.push(`<g transform="translate(${tx} ${ty}) scale(${s})">${bust(look)}${raisedArm(look)}</g>`);
  // desk
  const dx0 = 560;
  const dx1 = 1090;
  const wood = '#c68b59';
  layers.push(`<rect x="${dx0 - 20}" y="${DESK_Y}" width="${dx1 - dx0 + 40}" height="22" rx="8" fill="${shade(wood, 0.1)}" stroke="${ol(wood)}" stroke-width="3"/><rect x="${dx0}" y="${DESK_Y + 22}" width="${dx1 - dx0}" height="${H - DESK_Y}" fill="${wood}" stroke="${ol(wood)}" stroke-width="3"/><rect x="${dx0 + 30}" y="${DESK_Y + 50}" width="${dx1 - dx0 - 60}" height="${H - DESK_Y - 30}" rx="10" fill="none" stroke="${shade(wood, -0.15)}" stroke-width="4"/>`);
  // props on the desk: the first tag's on the left, the others to the right
  const slots = [dx0 + 80, dx1 - 90, tx + 10];
  const used = new Set();
  let k = 0;
  for (const tag of tags) {
    if (k >= 3) break;
    const key = tag === 'grammar' && used.has('picture-books') ? 'exam-prep' : tag;
    if (used.has(key)) continue;
    used.add(key);
    const draw = deskProp(key, look, r);
    // the middle slot sits in front of the teacher: only low props, drawn smaller
    if (k < 2) layers.push(draw(slots[k], DESK_Y + 2));
    else if (['storytelling', 'picture-books', 'grammar', 'phonics', 'conversation'].includes(key)) layers.push(group(slots[2], DESK_Y + 2, 0.8, draw(0, 0)));
    k++;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${layers.join('')}</svg>`;
}
