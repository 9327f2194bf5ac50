// Character drawings for the procedural illustrations: children, grown-ups
// and a family of friendly animals. Every function returns an SVG fragment
// drawn around (0, 0) = the point between the feet, about 230 units tall,
// and is placed with figure(kind, opts) which adds translate/scale/flip.

import { shade, n } from './util.mjs';

const INK = '#3b2f2f';

function outline(fill) {
  return shade(fill, -0.38);
}

/** Eyes, mouth and cheeks for a face centred at (cx, cy) with radius r. */
export function face(cx, cy, r, mood = 'happy', opts = {}) {
  const ex = r * 0.36;
  const ey = cy - r * 0.05;
  const er = r * 0.1;
  const ink = opts.ink || INK;
  const parts = [];
  const eye = (x) => {
    switch (mood) {
      case 'sleepy':
        return `<path d="M${n(x - er * 1.3)} ${n(ey)} q${n(er * 1.3)} ${n(er * 1.1)} ${n(er * 2.6)} 0" stroke="${ink}" stroke-width="${n(r * 0.06)}" fill="none" stroke-linecap="round"/>`;
      case 'joy':
        return `<path d="M${n(x - er * 1.3)} ${n(ey + er * 0.4)} q${n(er * 1.3)} ${n(-er * 1.8)} ${n(er * 2.6)} 0" stroke="${ink}" stroke-width="${n(r * 0.07)}" fill="none" stroke-linecap="round"/>`;
      case 'surprised':
        return `<circle cx="${n(x)}" cy="${n(ey)}" r="${n(er * 1.35)}" fill="#fff" stroke="${ink}" stroke-width="${n(r * 0.04)}"/><circle cx="${n(x)}" cy="${n(ey)}" r="${n(er * 0.7)}" fill="${ink}"/>`;
      default:
        return `<ellipse cx="${n(x)}" cy="${n(ey)}" rx="${n(er)}" ry="${n(er * 1.25)}" fill="${ink}"/><circle cx="${n(x + er * 0.35)}" cy="${n(ey - er * 0.45)}" r="${n(er * 0.38)}" fill="#fff"/>`;
    }
  };
  parts.push(eye(cx - ex), eye(cx + ex));
  if (mood === 'sad' || mood === 'worried') {
    const by = ey - er * 2.4;
    parts.push(
      `<path d="M${n(cx - ex - er * 1.5)} ${n(by + er * 0.2)} L${n(cx - ex + er * 1.4)} ${n(by - er * 0.8)}" stroke="${ink}" stroke-width="${n(r * 0.05)}" stroke-linecap="round"/>`,
      `<path d="M${n(cx + ex + er * 1.5)} ${n(by + er * 0.2)} L${n(cx + ex - er * 1.4)} ${n(by - er * 0.8)}" stroke="${ink}" stroke-width="${n(r * 0.05)}" stroke-linecap="round"/>`,
    );
  }
  if (mood === 'sad') {
    parts.push(`<path d="M${n(cx + ex + er * 0.2)} ${n(ey + er * 1.6)} q${n(-er * 0.7)} ${n(er * 1.6)} 0 ${n(er * 2.2)} q${n(er * 0.7)} ${n(-er * 0.6)} 0 ${n(-er * 2.2)}z" fill="#7cc6f2"/>`);
  }
  const my = cy + (opts.mouthY ?? r * 0.32);
  const mw = r * 0.22;
  if (!opts.noMouth) {
    if (mood === 'sad' || mood === 'worried') {
      parts.push(`<path d="M${n(cx - mw)} ${n(my + mw * 0.5)} q${n(mw)} ${n(-mw * 0.9)} ${n(mw * 2)} 0" stroke="${ink}" stroke-width="${n(r * 0.055)}" fill="none" stroke-linecap="round"/>`);
    } else if (mood === 'surprised') {
      parts.push(`<ellipse cx="${n(cx)}" cy="${n(my + mw * 0.3)}" rx="${n(mw * 0.45)}" ry="${n(mw * 0.6)}" fill="${ink}"/>`);
    } else if (mood === 'sleepy') {
      parts.push(`<path d="M${n(cx - mw * 0.5)} ${n(my)} q${n(mw * 0.5)} ${n(mw * 0.4)} ${n(mw)} 0" stroke="${ink}" stroke-width="${n(r * 0.05)}" fill="none" stroke-linecap="round"/>`);
    } else if (mood === 'joy') {
      parts.push(`<path d="M${n(cx - mw * 1.1)} ${n(my - mw * 0.2)} q${n(mw * 1.1)} ${n(mw * 1.6)} ${n(mw * 2.2)} 0z" fill="${ink}"/><path d="M${n(cx - mw * 0.5)} ${n(my + mw * 0.5)} q${n(mw * 0.5)} ${n(mw * 0.35)} ${n(mw)} 0" fill="#e86a6a"/>`);
    } else {
      parts.push(`<path d="M${n(cx - mw)} ${n(my)} q${n(mw)} ${n(mw * 1.1)} ${n(mw * 2)} 0" stroke="${ink}" stroke-width="${n(r * 0.055)}" fill="none" stroke-linecap="round"/>`);
    }
  }
  if (!opts.noCheeks) {
    const cheek = opts.cheek || '#ff8a8a';
    parts.push(
      `<ellipse cx="${n(cx - ex * 1.55)}" cy="${n(cy + r * 0.22)}" rx="${n(r * 0.13)}" ry="${n(r * 0.08)}" fill="${cheek}" opacity="0.45"/>`,
      `<ellipse cx="${n(cx + ex * 1.55)}" cy="${n(cy + r * 0.22)}" rx="${n(r * 0.13)}" ry="${n(r * 0.08)}" fill="${cheek}" opacity="0.45"/>`,
    );
  }
  return parts.join('');
}

function shadow(w = 70) {
  return `<ellipse cx="0" cy="2" rx="${w}" ry="${n(w * 0.16)}" fill="#000" opacity="0.13"/>`;
}

function limb(x1, y1, x2, y2, w, color) {
  return `<path d="M${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)}" stroke="${color}" stroke-width="${w}" stroke-linecap="round"/>`;
}

// ---------------------------------------------------------------- people

const HAIR = {
  short(c, r, hy) {
    return `<path d="M${-r} ${n(hy + 4)} q0 ${n(-r * 1.15)} ${r} ${n(-r * 1.1)} q${r} 0 ${r} ${n(r * 1.1)} q${n(-r * 0.5)} ${n(-r * 0.55)} ${n(-r * 1.1)} ${n(-r * 0.5)} q${n(-r * 0.6)} ${n(r * 0.05)} ${n(-r * 0.9)} ${n(r * 0.5)}z" fill="${c}"/>`;
  },
  bob(c, r, hy) {
    return `<path d="M${n(-r * 1.08)} ${n(hy + r * 0.55)} q${n(-r * 0.15)} ${n(-r * 1.75)} ${n(r * 1.08)} ${n(-r * 1.6)} q${n(r * 1.25)} ${n(-r * 0.15)} ${n(r * 1.08)} ${n(r * 1.6)} l${n(-r * 0.3)} 0 q${n(-r * 0.05)} ${n(-r * 0.75)} ${n(-r * 0.5)} ${n(-r * 1.05)} q${n(-r * 0.6)} ${n(r * 0.35)} ${n(-r * 1.3)} ${n(r * 0.25)} q${n(-r * 0.1)} ${n(r * 0.4)} ${n(-r * 0.05)} ${n(r * 0.8)}z" fill="${c}"/>`;
  },
  pigtails(c, r, hy) {
    return (
      `<circle cx="${n(-r * 1.15)}" cy="${n(hy - r * 0.1)}" r="${n(r * 0.38)}" fill="${c}"/><circle cx="${n(r * 1.15)}" cy="${n(hy - r * 0.1)}" r="${n(r * 0.38)}" fill="${c}"/>` +
      HAIR.short(c, r, hy)
    );
  },
  bun(c, r, hy) {
    return `<circle cx="0" cy="${n(hy - r * 1.1)}" r="${n(r * 0.38)}" fill="${c}"/>` + HAIR.short(c, r, hy);
  },
  curly(c, r, hy) {
    let s = '';
    for (let i = 0; i < 9; i++) {
      const a = Math.PI * (1.05 + (i / 8) * 0.9);
      s += `<circle cx="${n(Math.cos(a) * r * 0.95)}" cy="${n(hy + Math.sin(a) * r * 0.95)}" r="${n(r * 0.32)}" fill="${c}"/>`;
    }
    return s;
  },
  bald(c, r, hy) {
    return `<path d="M${n(-r * 0.98)} ${n(hy + 2)} q${n(-r * 0.1)} ${n(-r * 0.5)} ${n(r * 0.1)} ${n(-r * 0.7)} l0 ${n(r * 0.7)}z M${n(r * 0.98)} ${n(hy + 2)} q${n(r * 0.1)} ${n(-r * 0.5)} ${n(-r * 0.1)} ${n(-r * 0.7)} l0 ${n(r * 0.7)}z" fill="${c}"/>`;
  },
};

/**
 * A person. o: {skin, hair, hairStyle, shirt, pants, dress, adult, glasses,
 * mood, pose: stand|wave|cheer|hold|sleep|run, hat}
 */
function person(o) {
  const adult = !!o.adult;
  const skin = o.skin || '#f2c29b';
  const hair = o.hair || '#4a3226';
  const shirt = o.shirt || '#4f9dde';
  const pants = o.pants || '#3d5a80';
  const hr = adult ? 38 : 46;
  const H = adult ? 300 : 230;
  const hy = -H + hr; // head centre y
  const bodyTop = hy + hr * 0.85;
  const hip = adult ? -110 : -62;
  const legW = adult ? 20 : 18;
  const bw = adult ? 44 : 38; // half body width
  const ink = outline(skin);
  const parts = [shadow(adult ? 55 : 50)];
  // legs
  const legC = o.dress ? skin : pants;
  if (o.pose === 'run') {
    parts.push(limb(-10, hip, -30, -8, legW, legC), limb(10, hip, 28, -14, legW, legC));
    parts.push(`<ellipse cx="-34" cy="-6" rx="17" ry="9" fill="${o.shoes || '#e15554'}"/><ellipse cx="33" cy="-12" rx="17" ry="9" fill="${o.shoes || '#e15554'}"/>`);
  } else {
    parts.push(limb(-14, hip, -14, -10, legW, legC), limb(14, hip, 14, -10, legW, legC));
    parts.push(`<ellipse cx="-17" cy="-6" rx="18" ry="9" fill="${o.shoes || '#e15554'}"/><ellipse cx="17" cy="-6" rx="18" ry="9" fill="${o.shoes || '#e15554'}"/>`);
  }
  // arms (behind body for natural overlap)
  const sh = bodyTop + 14;
  const armC = o.sleeves === false ? skin : shirt;
  const armW = adult ? 17 : 15;
  const hand = (x, y) => `<circle cx="${n(x)}" cy="${n(y)}" r="${adult ? 10 : 9}" fill="${skin}"/>`;
  let arms = '';
  let hands = '';
  const pose = o.pose || 'stand';
  if (pose === 'wave') {
    arms += limb(-bw + 4, sh, -bw - 18, sh + 60, armW, armC) + limb(bw - 4, sh, bw + 36, sh - 50, armW, armC);
    hands += hand(-bw - 20, sh + 66) + hand(bw + 40, sh - 56);
  } else if (pose === 'cheer') {
    arms += limb(-bw + 4, sh, -bw - 30, sh - 55, armW, armC) + limb(bw - 4, sh, bw + 30, sh - 55, armW, armC);
    hands += hand(-bw - 33, sh - 61) + hand(bw + 33, sh - 61);
  } else if (pose === 'hold') {
    arms += limb(-bw + 4, sh, -22, sh + 48, armW, armC) + limb(bw - 4, sh, 22, sh + 48, armW, armC);
    hands += hand(-18, sh + 52) + hand(18, sh + 52);
  } else if (pose === 'run') {
    arms += limb(-bw + 4, sh, -bw - 34, sh + 20, armW, armC) + limb(bw - 4, sh, bw + 26, sh + 44, armW, armC);
    hands += hand(-bw - 38, sh + 22) + hand(bw + 28, sh + 50);
  } else {
    arms += limb(-bw + 4, sh, -bw - 12, sh + 62, armW, armC) + limb(bw - 4, sh, bw + 12, sh + 62, armW, armC);
    hands += hand(-bw - 13, sh + 68) + hand(bw + 13, sh + 68);
  }
  parts.push(arms);
  // body
  if (o.dress) {
    parts.push(`<path d="M${-bw + 6} ${n(bodyTop)} L${bw - 6} ${n(bodyTop)} L${bw + 16} ${hip + 18} Q0 ${hip + 30} ${-bw - 16} ${hip + 18}Z" fill="${shirt}" stroke="${outline(shirt)}" stroke-width="3" stroke-linejoin="round"/>`);
  } else {
    parts.push(`<rect x="${-bw}" y="${n(bodyTop)}" width="${bw * 2}" height="${n(hip - bodyTop + 12)}" rx="${adult ? 18 : 16}" fill="${shirt}" stroke="${outline(shirt)}" stroke-width="3"/>`);
    parts.push(`<rect x="${-bw + 2}" y="${hip - 6}" width="${bw * 2 - 4}" height="16" rx="6" fill="${pants}"/>`);
    if (o.stripe) parts.push(`<rect x="${-bw + 1.5}" y="${n(bodyTop + (hip - bodyTop) * 0.45)}" width="${bw * 2 - 3}" height="10" fill="${o.stripe}"/>`);
  }
  if (o.apron) parts.push(`<rect x="${-bw * 0.65}" y="${n(bodyTop + 18)}" width="${n(bw * 1.3)}" height="${n(hip - bodyTop)}" rx="8" fill="${o.apron}"/>`);
  parts.push(hands);
  // neck + head
  parts.push(`<rect x="-9" y="${n(hy + hr * 0.7)}" width="18" height="16" fill="${skin}"/>`);
  const style = HAIR[o.hairStyle] || HAIR.short;
  if (o.hairStyle === 'bob' || o.hairStyle === 'long') {
    // hair behind the head
    parts.push(`<path d="M${n(-hr * 1.05)} ${n(hy)} q0 ${n(hr * 1.3)} ${n(hr * 0.2)} ${n(hr * 1.25)} l${n(hr * 1.7)} 0 q${n(hr * 0.2)} 0 ${n(hr * 0.2)} ${n(-hr * 1.25)}z" fill="${shade(hair, -0.1)}"/>`);
  }
  parts.push(`<circle cx="${n(-hr * 0.97)}" cy="${n(hy + 4)}" r="${n(hr * 0.2)}" fill="${skin}"/><circle cx="${n(hr * 0.97)}" cy="${n(hy + 4)}" r="${n(hr * 0.2)}" fill="${skin}"/>`);
  parts.push(`<circle cx="0" cy="${n(hy)}" r="${hr}" fill="${skin}" stroke="${ink}" stroke-width="2.5"/>`);
  parts.push(style(hair, hr, hy));
  parts.push(face(0, hy + hr * 0.12, hr * 0.95, o.mood, { ink: INK }));
  if (o.glasses) {
    const gy = hy + hr * 0.05;
    parts.push(`<g fill="none" stroke="#333" stroke-width="3"><circle cx="${n(-hr * 0.36)}" cy="${n(gy)}" r="${n(hr * 0.22)}"/><circle cx="${n(hr * 0.36)}" cy="${n(gy)}" r="${n(hr * 0.22)}"/><path d="M${n(-hr * 0.14)} ${n(gy)} h${n(hr * 0.28)}"/></g>`);
  }
  if (o.hat) parts.push(hat(o.hat, hr, hy));
  return parts.join('');
}

function hat(kind, r, hy) {
  const top = hy - r * 0.75;
  switch (kind) {
    case 'helmet':
      return `<path d="M${n(-r * 1.15)} ${n(hy + r * 0.1)} a${n(r * 1.15)} ${n(r * 1.15)} 0 0 1 ${n(r * 2.3)} 0z" fill="#eef2f7" stroke="#9aa5b1" stroke-width="3"/><rect x="${n(-r * 0.7)}" y="${n(hy - r * 0.55)}" width="${n(r * 1.4)}" height="${n(r * 0.5)}" rx="10" fill="#7fb7e6" opacity="0.85"/>`;
    case 'party':
      return `<path d="M${n(-r * 0.45)} ${n(top + 8)} L0 ${n(top - r * 0.9)} L${n(r * 0.45)} ${n(top + 8)}z" fill="#ff6f91" stroke="#c2456a" stroke-width="3"/><circle cx="0" cy="${n(top - r * 0.9)}" r="7" fill="#ffd166"/>`;
    case 'chef':
      return `<rect x="${n(-r * 0.6)}" y="${n(top - r * 0.2)}" width="${n(r * 1.2)}" height="${n(r * 0.35)}" fill="#fff" stroke="#ccc" stroke-width="2"/><circle cx="${n(-r * 0.35)}" cy="${n(top - r * 0.45)}" r="${n(r * 0.38)}" fill="#fff"/><circle cx="${n(r * 0.35)}" cy="${n(top - r * 0.45)}" r="${n(r * 0.38)}" fill="#fff"/><circle cx="0" cy="${n(top - r * 0.65)}" r="${n(r * 0.42)}" fill="#fff"/>`;
    case 'beanie':
      return `<path d="M${n(-r * 1.02)} ${n(hy - r * 0.15)} a${n(r * 1.02)} ${n(r * 1.02)} 0 0 1 ${n(r * 2.04)} 0z" fill="#e4572e"/><rect x="${n(-r * 1.05)}" y="${n(hy - r * 0.3)}" width="${n(r * 2.1)}" height="${n(r * 0.3)}" rx="6" fill="#f3a712"/><circle cx="0" cy="${n(hy - r * 1.05)}" r="${n(r * 0.22)}" fill="#f3a712"/>`;
    case 'sun':
      return `<ellipse cx="0" cy="${n(hy - r * 0.55)}" rx="${n(r * 1.5)}" ry="${n(r * 0.28)}" fill="#f4d35e" stroke="#c9a227" stroke-width="3"/><path d="M${n(-r * 0.75)} ${n(hy - r * 0.6)} a${n(r * 0.75)} ${n(r * 0.7)} 0 0 1 ${n(r * 1.5)} 0z" fill="#f4d35e" stroke="#c9a227" stroke-width="3"/>`;
    default:
      return '';
  }
}

// ---------------------------------------------------------------- animals

/** Species table for the chibi (front-facing, big-head) animal template. */
export const SPECIES = {
  cat: { body: '#f4a259', belly: '#fde7c8', ears: 'tri', muzzle: 'cat', tail: 'cat' },
  kitten: { body: '#f6bd60', belly: '#fff1d6', ears: 'tri', muzzle: 'cat', tail: 'cat', small: true },
  dog: { body: '#c98b55', belly: '#f3dcc0', ears: 'floppy', muzzle: 'dog', tail: 'dog' },
  puppy: { body: '#d9a066', belly: '#f7e3c9', ears: 'floppy', muzzle: 'dog', tail: 'dog', small: true },
  bunny: { body: '#f1f1f1', belly: '#ffffff', ears: 'long', muzzle: 'bunny', tail: 'puff', inner: '#f7b2c4' },
  rabbit: { body: '#d8c3a5', belly: '#f4ece1', ears: 'long', muzzle: 'bunny', tail: 'puff', inner: '#f7b2c4' },
  bear: { body: '#8d5a3b', belly: '#d9b38c', ears: 'round', muzzle: 'bear', tail: 'none' },
  panda: { body: '#fafafa', belly: '#ffffff', ears: 'round', muzzle: 'bear', tail: 'none', panda: true },
  mouse: { body: '#b8b8c8', belly: '#ecebf3', ears: 'mouse', muzzle: 'cat', tail: 'mouse', inner: '#f7b2c4', small: true },
  fox: { body: '#e8772e', belly: '#fff4e6', ears: 'fox', muzzle: 'fox', tail: 'fox' },
  pig: { body: '#f7b7c3', belly: '#fcd5dc', ears: 'pig', muzzle: 'pig', tail: 'pig' },
  cow: { body: '#ffffff', belly: '#ffe1e8', ears: 'cow', muzzle: 'cow', tail: 'none', spots: '#3b3b3b' },
  sheep: { body: '#fbf7ef', belly: '#fbf7ef', ears: 'sheep', muzzle: 'sheep', tail: 'none', face: '#5a4a42', wool: true },
  lion: { body: '#f2b84b', belly: '#fbe3b0', ears: 'round', muzzle: 'bear', tail: 'lion', mane: '#c8741e' },
  tiger: { body: '#f08a24', belly: '#fff3e0', ears: 'round', muzzle: 'cat', tail: 'cat', stripes: '#3b2a20' },
  elephant: { body: '#a9b4c2', belly: '#c9d1db', ears: 'elephant', muzzle: 'trunk', tail: 'none' },
  frog: { body: '#6cc551', belly: '#d7f5c4', ears: 'frog', muzzle: 'frog', tail: 'none' },
  penguin: { body: '#2f3e46', belly: '#ffffff', ears: 'none', muzzle: 'beak', tail: 'none', beak: '#f4a261' },
  owl: { body: '#9c6644', belly: '#ede0d4', ears: 'tufts', muzzle: 'beak', tail: 'none', beak: '#f4a261', bigEyes: true },
  monkey: { body: '#8b5e3c', belly: '#f0d2b0', ears: 'monkey', muzzle: 'monkey', tail: 'monkey' },
  dragon: { body: '#5cb85c', belly: '#f6e27f', ears: 'horns', muzzle: 'dragon', tail: 'dragon', spikes: '#f28c28' },
  robot: { body: '#9fb7c9', belly: '#dfe9f1', ears: 'antenna', muzzle: 'robot', tail: 'none', robot: true },
  hamster: { body: '#f0b27a', belly: '#fff2e0', ears: 'mouse', muzzle: 'cat', tail: 'none', inner: '#f7b2c4', small: true },
};

function ears(sp, c, hr, hy) {
  const o = outline(c);
  const inner = sp.inner || shade(c, 0.35);
  const sw = 'stroke-width="3" stroke-linejoin="round"';
  switch (sp.ears) {
    case 'tri':
      return `<path d="M${n(-hr * 0.85)} ${n(hy - hr * 0.35)} L${n(-hr * 0.75)} ${n(hy - hr * 1.25)} L${n(-hr * 0.2)} ${n(hy - hr * 0.85)}Z M${n(hr * 0.85)} ${n(hy - hr * 0.35)} L${n(hr * 0.75)} ${n(hy - hr * 1.25)} L${n(hr * 0.2)} ${n(hy - hr * 0.85)}Z" fill="${c}" stroke="${o}" ${sw}/><path d="M${n(-hr * 0.72)} ${n(hy - hr * 0.55)} L${n(-hr * 0.68)} ${n(hy - hr * 1.0)} L${n(-hr * 0.38)} ${n(hy - hr * 0.8)}Z M${n(hr * 0.72)} ${n(hy - hr * 0.55)} L${n(hr * 0.68)} ${n(hy - hr * 1.0)} L${n(hr * 0.38)} ${n(hy - hr * 0.8)}Z" fill="${inner}"/>`;
    case 'fox':
      return `<path d="M${n(-hr * 0.95)} ${n(hy - hr * 0.2)} L${n(-hr * 0.85)} ${n(hy - hr * 1.45)} L${n(-hr * 0.15)} ${n(hy - hr * 0.85)}Z M${n(hr * 0.95)} ${n(hy - hr * 0.2)} L${n(hr * 0.85)} ${n(hy - hr * 1.45)} L${n(hr * 0.15)} ${n(hy - hr * 0.85)}Z" fill="${c}" stroke="${o}" ${sw}/><path d="M${n(-hr * 0.8)} ${n(hy - hr * 0.55)} L${n(-hr * 0.8)} ${n(hy - hr * 1.2)} L${n(-hr * 0.4)} ${n(hy - hr * 0.85)}Z M${n(hr * 0.8)} ${n(hy - hr * 0.55)} L${n(hr * 0.8)} ${n(hy - hr * 1.2)} L${n(hr * 0.4)} ${n(hy - hr * 0.85)}Z" fill="#3b2a20"/>`;
    case 'long':
      return `<ellipse cx="${n(-hr * 0.42)}" cy="${n(hy - hr * 1.45)}" rx="${n(hr * 0.24)}" ry="${n(hr * 0.78)}" transform="rotate(-10 ${n(-hr * 0.42)} ${n(hy - hr * 1.45)})" fill="${c}" stroke="${o}" ${sw}/><ellipse cx="${n(hr * 0.42)}" cy="${n(hy - hr * 1.45)}" rx="${n(hr * 0.24)}" ry="${n(hr * 0.78)}" transform="rotate(10 ${n(hr * 0.42)} ${n(hy - hr * 1.45)})" fill="${c}" stroke="${o}" ${sw}/><ellipse cx="${n(-hr * 0.42)}" cy="${n(hy - hr * 1.4)}" rx="${n(hr * 0.11)}" ry="${n(hr * 0.55)}" transform="rotate(-10 ${n(-hr * 0.42)} ${n(hy - hr * 1.45)})" fill="${inner}"/><ellipse cx="${n(hr * 0.42)}" cy="${n(hy - hr * 1.4)}" rx="${n(hr * 0.11)}" ry="${n(hr * 0.55)}" transform="rotate(10 ${n(hr * 0.42)} ${n(hy - hr * 1.45)})" fill="${inner}"/>`;
    case 'round': {
      const ec = sp.panda ? '#2b2b2b' : c;
      return `<circle cx="${n(-hr * 0.72)}" cy="${n(hy - hr * 0.72)}" r="${n(hr * 0.32)}" fill="${ec}" stroke="${outline(ec)}" ${sw}/><circle cx="${n(hr * 0.72)}" cy="${n(hy - hr * 0.72)}" r="${n(hr * 0.32)}" fill="${ec}" stroke="${outline(ec)}" ${sw}/>` +
        (sp.panda ? '' : `<circle cx="${n(-hr * 0.72)}" cy="${n(hy - hr * 0.72)}" r="${n(hr * 0.16)}" fill="${inner}"/><circle cx="${n(hr * 0.72)}" cy="${n(hy - hr * 0.72)}" r="${n(hr * 0.16)}" fill="${inner}"/>`);
    }
    case 'mouse':
      return `<circle cx="${n(-hr * 0.85)}" cy="${n(hy - hr * 0.75)}" r="${n(hr * 0.5)}" fill="${c}" stroke="${o}" ${sw}/><circle cx="${n(hr * 0.85)}" cy="${n(hy - hr * 0.75)}" r="${n(hr * 0.5)}" fill="${c}" stroke="${o}" ${sw}/><circle cx="${n(-hr * 0.85)}" cy="${n(hy - hr * 0.75)}" r="${n(hr * 0.3)}" fill="${inner}"/><circle cx="${n(hr * 0.85)}" cy="${n(hy - hr * 0.75)}" r="${n(hr * 0.3)}" fill="${inner}"/>`;
    case 'floppy':
      return `<ellipse cx="${n(-hr * 0.95)}" cy="${n(hy + hr * 0.05)}" rx="${n(hr * 0.28)}" ry="${n(hr * 0.62)}" transform="rotate(18 ${n(-hr * 0.95)} ${n(hy)})" fill="${shade(c, -0.25)}" stroke="${o}" ${sw}/><ellipse cx="${n(hr * 0.95)}" cy="${n(hy + hr * 0.05)}" rx="${n(hr * 0.28)}" ry="${n(hr * 0.62)}" transform="rotate(-18 ${n(hr * 0.95)} ${n(hy)})" fill="${shade(c, -0.25)}" stroke="${o}" ${sw}/>`;
    case 'pig':
      return `<path d="M${n(-hr * 0.8)} ${n(hy - hr * 0.5)} L${n(-hr * 0.8)} ${n(hy - hr * 1.1)} L${n(-hr * 0.3)} ${n(hy - hr * 0.85)}Z M${n(hr * 0.8)} ${n(hy - hr * 0.5)} L${n(hr * 0.8)} ${n(hy - hr * 1.1)} L${n(hr * 0.3)} ${n(hy - hr * 0.85)}Z" fill="${shade(c, -0.08)}" stroke="${o}" ${sw}/>`;
    case 'cow':
      return `<path d="M${n(-hr * 0.5)} ${n(hy - hr * 0.85)} q${n(-hr * 0.2)} ${n(-hr * 0.5)} ${n(-hr * 0.05)} ${n(-hr * 0.6)} M${n(hr * 0.5)} ${n(hy - hr * 0.85)} q${n(hr * 0.2)} ${n(-hr * 0.5)} ${n(hr * 0.05)} ${n(-hr * 0.6)}" stroke="#e9d8a6" stroke-width="${n(hr * 0.16)}" stroke-linecap="round" fill="none"/><ellipse cx="${n(-hr * 1.05)}" cy="${n(hy - hr * 0.3)}" rx="${n(hr * 0.35)}" ry="${n(hr * 0.16)}" fill="${c}" stroke="${o}" ${sw}/><ellipse cx="${n(hr * 1.05)}" cy="${n(hy - hr * 0.3)}" rx="${n(hr * 0.35)}" ry="${n(hr * 0.16)}" fill="${c}" stroke="${o}" ${sw}/>`;
    case 'sheep':
      return `<ellipse cx="${n(-hr * 0.95)}" cy="${n(hy - hr * 0.1)}" rx="${n(hr * 0.34)}" ry="${n(hr * 0.15)}" fill="${sp.face}"/><ellipse cx="${n(hr * 0.95)}" cy="${n(hy - hr * 0.1)}" rx="${n(hr * 0.34)}" ry="${n(hr * 0.15)}" fill="${sp.face}"/>`;
    case 'elephant':
      return `<ellipse cx="${n(-hr * 1.05)}" cy="${n(hy + hr * 0.05)}" rx="${n(hr * 0.62)}" ry="${n(hr * 0.78)}" fill="${c}" stroke="${o}" ${sw}/><ellipse cx="${n(hr * 1.05)}" cy="${n(hy + hr * 0.05)}" rx="${n(hr * 0.62)}" ry="${n(hr * 0.78)}" fill="${c}" stroke="${o}" ${sw}/><ellipse cx="${n(-hr * 1.05)}" cy="${n(hy + hr * 0.05)}" rx="${n(hr * 0.38)}" ry="${n(hr * 0.52)}" fill="#f2b5c4" opacity="0.7"/><ellipse cx="${n(hr * 1.05)}" cy="${n(hy + hr * 0.05)}" rx="${n(hr * 0.38)}" ry="${n(hr * 0.52)}" fill="#f2b5c4" opacity="0.7"/>`;
    case 'frog':
      return `<circle cx="${n(-hr * 0.5)}" cy="${n(hy - hr * 0.75)}" r="${n(hr * 0.38)}" fill="${c}" stroke="${o}" ${sw}/><circle cx="${n(hr * 0.5)}" cy="${n(hy - hr * 0.75)}" r="${n(hr * 0.38)}" fill="${c}" stroke="${o}" ${sw}/>`;
    case 'tufts':
      return `<path d="M${n(-hr * 0.9)} ${n(hy - hr * 0.4)} L${n(-hr * 0.85)} ${n(hy - hr * 1.15)} L${n(-hr * 0.35)} ${n(hy - hr * 0.85)}Z M${n(hr * 0.9)} ${n(hy - hr * 0.4)} L${n(hr * 0.85)} ${n(hy - hr * 1.15)} L${n(hr * 0.35)} ${n(hy - hr * 0.85)}Z" fill="${shade(c, -0.15)}" stroke="${o}" ${sw}/>`;
    case 'monkey':
      return `<circle cx="${n(-hr * 1.0)}" cy="${n(hy)}" r="${n(hr * 0.32)}" fill="${c}" stroke="${o}" ${sw}/><circle cx="${n(hr * 1.0)}" cy="${n(hy)}" r="${n(hr * 0.32)}" fill="${c}" stroke="${o}" ${sw}/><circle cx="${n(-hr * 1.0)}" cy="${n(hy)}" r="${n(hr * 0.18)}" fill="${sp.belly}"/><circle cx="${n(hr * 1.0)}" cy="${n(hy)}" r="${n(hr * 0.18)}" fill="${sp.belly}"/>`;
    case 'horns':
      return `<path d="M${n(-hr * 0.5)} ${n(hy - hr * 0.8)} l${n(-hr * 0.15)} ${n(-hr * 0.55)} l${n(hr * 0.4)} ${n(hr * 0.4)}Z M${n(hr * 0.5)} ${n(hy - hr * 0.8)} l${n(hr * 0.15)} ${n(-hr * 0.55)} l${n(-hr * 0.4)} ${n(hr * 0.4)}Z" fill="${sp.spikes}" stroke="${outline(sp.spikes)}" ${sw}/>`;
    case 'antenna':
      return `<path d="M0 ${n(hy - hr * 0.9)} v${n(-hr * 0.45)}" stroke="#6b7f90" stroke-width="5"/><circle cx="0" cy="${n(hy - hr * 1.4)}" r="${n(hr * 0.13)}" fill="#ff595e"/>`;
    default:
      return '';
  }
}

function tail(sp, c) {
  const o = outline(c);
  switch (sp.tail) {
    case 'cat':
      return `<path d="M30 -30 q60 -10 48 -70 q-4 -18 8 -22" stroke="${o}" stroke-width="17" fill="none" stroke-linecap="round"/><path d="M30 -30 q60 -10 48 -70 q-4 -18 8 -22" stroke="${c}" stroke-width="11" fill="none" stroke-linecap="round"/>` +
        (sp.stripes ? `<path d="M70 -62 h14 M72 -84 h14" stroke="${sp.stripes}" stroke-width="5"/>` : '');
    case 'dog':
      return `<path d="M32 -40 q40 -10 40 -55" stroke="${o}" stroke-width="16" fill="none" stroke-linecap="round"/><path d="M32 -40 q40 -10 40 -55" stroke="${c}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
    case 'puff':
      return `<circle cx="42" cy="-28" r="17" fill="#fff" stroke="#ddd" stroke-width="3"/>`;
    case 'fox':
      return `<path d="M28 -30 q70 10 72 -60 q-30 10 -40 -10 q-20 40 -32 70z" fill="${c}" stroke="${o}" stroke-width="3" stroke-linejoin="round"/><path d="M100 -90 q-14 6 -26 0 q8 -14 26 0z" fill="#fff"/>`;
    case 'mouse':
      return `<path d="M30 -20 q50 10 55 -30 q3 -25 20 -25" stroke="${shade(c, -0.2)}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    case 'pig':
      return `<path d="M36 -40 q18 -10 10 -20 q-10 -6 -4 8 q6 8 14 -4" stroke="${o}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    case 'lion':
      return `<path d="M30 -30 q55 0 55 -50" stroke="${o}" stroke-width="9" fill="none" stroke-linecap="round"/><circle cx="86" cy="-84" r="11" fill="${sp.mane}"/>`;
    case 'monkey':
      return `<path d="M30 -30 q70 0 50 -70 q-8 -24 -26 -10" stroke="${o}" stroke-width="12" fill="none" stroke-linecap="round"/><path d="M30 -30 q70 0 50 -70 q-8 -24 -26 -10" stroke="${c}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
    case 'dragon':
      return `<path d="M28 -26 q60 10 80 -30 l18 4 l-10 -20 q-20 30 -88 20z" fill="${c}" stroke="${o}" stroke-width="3" stroke-linejoin="round"/>`;
    default:
      return '';
  }
}

function muzzle(sp, c, hr, hy) {
  const cy = hy + hr * 0.28;
  const ink = INK;
  switch (sp.muzzle) {
    case 'cat':
    case 'tiger':
      return `<path d="M${n(-hr * 0.08)} ${n(cy - hr * 0.06)} h${n(hr * 0.16)} l${n(-hr * 0.08)} ${n(hr * 0.09)}z" fill="#e56b6f"/><g stroke="${shade(c, -0.45)}" stroke-width="2" stroke-linecap="round"><path d="M${n(-hr * 0.35)} ${n(cy)} l${n(-hr * 0.45)} ${n(-hr * 0.08)} M${n(-hr * 0.35)} ${n(cy + hr * 0.08)} l${n(-hr * 0.45)} ${n(hr * 0.06)} M${n(hr * 0.35)} ${n(cy)} l${n(hr * 0.45)} ${n(-hr * 0.08)} M${n(hr * 0.35)} ${n(cy + hr * 0.08)} l${n(hr * 0.45)} ${n(hr * 0.06)}"/></g>`;
    case 'dog':
    case 'bear':
    case 'fox':
    case 'monkey': {
      const mc = sp.muzzle === 'fox' ? '#fff4e6' : sp.muzzle === 'monkey' ? sp.belly : shade(c, 0.35);
      return `<ellipse cx="0" cy="${n(cy + hr * 0.08)}" rx="${n(hr * 0.38)}" ry="${n(hr * 0.28)}" fill="${mc}"/><ellipse cx="0" cy="${n(cy - hr * 0.04)}" rx="${n(hr * 0.13)}" ry="${n(hr * 0.09)}" fill="${ink}"/>`;
    }
    case 'bunny':
      return `<path d="M${n(-hr * 0.07)} ${n(cy - hr * 0.05)} h${n(hr * 0.14)} l${n(-hr * 0.07)} ${n(hr * 0.08)}z" fill="#f28ba8"/><rect x="${n(-hr * 0.09)}" y="${n(cy + hr * 0.17)}" width="${n(hr * 0.18)}" height="${n(hr * 0.14)}" rx="2" fill="#fff" stroke="#ccc"/>`;
    case 'pig':
      return `<ellipse cx="0" cy="${n(cy + hr * 0.02)}" rx="${n(hr * 0.3)}" ry="${n(hr * 0.2)}" fill="${shade(c, -0.12)}" stroke="${outline(c)}" stroke-width="2.5"/><ellipse cx="${n(-hr * 0.1)}" cy="${n(cy + hr * 0.02)}" rx="${n(hr * 0.05)}" ry="${n(hr * 0.08)}" fill="${shade(c, -0.45)}"/><ellipse cx="${n(hr * 0.1)}" cy="${n(cy + hr * 0.02)}" rx="${n(hr * 0.05)}" ry="${n(hr * 0.08)}" fill="${shade(c, -0.45)}"/>`;
    case 'cow':
      return `<ellipse cx="0" cy="${n(cy + hr * 0.12)}" rx="${n(hr * 0.55)}" ry="${n(hr * 0.3)}" fill="#f7c6d0"/><ellipse cx="${n(-hr * 0.18)}" cy="${n(cy + hr * 0.1)}" rx="${n(hr * 0.06)}" ry="${n(hr * 0.09)}" fill="#b5677b"/><ellipse cx="${n(hr * 0.18)}" cy="${n(cy + hr * 0.1)}" rx="${n(hr * 0.06)}" ry="${n(hr * 0.09)}" fill="#b5677b"/>`;
    case 'sheep':
      return '';
    case 'trunk':
      return `<path d="M${n(-hr * 0.16)} ${n(cy - hr * 0.1)} q0 ${n(hr * 0.7)} ${n(hr * 0.45)} ${n(hr * 0.75)} l${n(hr * 0.05)} ${n(-hr * 0.2)} q${n(-hr * 0.18)} 0 ${n(-hr * 0.18)} ${n(-hr * 0.55)}z" fill="${c}" stroke="${outline(c)}" stroke-width="3" stroke-linejoin="round"/>`;
    case 'frog':
      return '';
    case 'beak':
      return `<path d="M${n(-hr * 0.16)} ${n(cy - hr * 0.08)} h${n(hr * 0.32)} l${n(-hr * 0.16)} ${n(hr * 0.24)}z" fill="${sp.beak}" stroke="${outline(sp.beak)}" stroke-width="2" stroke-linejoin="round"/>`;
    case 'dragon':
      return `<ellipse cx="0" cy="${n(cy + hr * 0.1)}" rx="${n(hr * 0.42)}" ry="${n(hr * 0.26)}" fill="${shade(c, 0.3)}"/><circle cx="${n(-hr * 0.12)}" cy="${n(cy + hr * 0.02)}" r="${n(hr * 0.04)}" fill="${ink}"/><circle cx="${n(hr * 0.12)}" cy="${n(cy + hr * 0.02)}" r="${n(hr * 0.04)}" fill="${ink}"/>`;
    case 'robot':
      return '';
    default:
      return '';
  }
}

function critter(kind, o) {
  const sp = { ...SPECIES[kind] };
  const c = o.color || sp.body;
  const belly = o.belly || sp.belly;
  const hr = 58;
  const hy = -150;
  const oc = outline(c);
  const parts = [shadow(60)];
  parts.push(tail(sp, c));
  // body
  if (sp.robot) {
    parts.push(`<rect x="-46" y="-100" width="92" height="90" rx="14" fill="${c}" stroke="${oc}" stroke-width="3"/><rect x="-26" y="-82" width="52" height="40" rx="8" fill="${belly}"/><circle cx="-10" cy="-62" r="6" fill="#ff595e"/><circle cx="10" cy="-62" r="6" fill="#8ac926"/>`);
    parts.push(`<rect x="-38" y="-14" width="24" height="16" rx="5" fill="${shade(c, -0.2)}"/><rect x="14" y="-14" width="24" height="16" rx="5" fill="${shade(c, -0.2)}"/>`);
  } else {
    parts.push(`<ellipse cx="0" cy="-55" rx="48" ry="52" fill="${c}" stroke="${oc}" stroke-width="3"/>`);
    if (sp.spots) parts.push(`<circle cx="-26" cy="-70" r="12" fill="${sp.spots}"/><circle cx="24" cy="-40" r="9" fill="${sp.spots}"/>`);
    if (sp.wool) {
      let w = '';
      for (let i = 0; i < 10; i++) {
        const a = (i / 10) * Math.PI * 2;
        w += `<circle cx="${n(Math.cos(a) * 40)}" cy="${n(-55 + Math.sin(a) * 44)}" r="18" fill="${c}"/>`;
      }
      parts.push(`<g stroke="#e2dccf" stroke-width="2">${w}</g>`);
    }
    parts.push(`<ellipse cx="0" cy="-45" rx="30" ry="34" fill="${belly}"/>`);
    if (sp.stripes) parts.push(`<path d="M-44 -70 l14 4 M-46 -50 l14 2 M44 -70 l-14 4 M46 -50 l-14 2" stroke="${sp.stripes}" stroke-width="5" stroke-linecap="round"/>`);
    if (sp.spikes) parts.push(`<path d="M-20 -104 l8 -14 l8 14 M-4 -106 l8 -14 l8 14" fill="${sp.spikes}"/>`);
    // feet
    const fc = sp.panda ? '#2b2b2b' : sp.face || shade(c, -0.1);
    parts.push(`<ellipse cx="-24" cy="-6" rx="20" ry="11" fill="${fc}" stroke="${outline(fc)}" stroke-width="2.5"/><ellipse cx="24" cy="-6" rx="20" ry="11" fill="${fc}" stroke="${outline(fc)}" stroke-width="2.5"/>`);
  }
  // arms
  const pose = o.pose || 'stand';
  const ac = sp.panda ? '#2b2b2b' : sp.robot ? shade(c, -0.15) : sp.face || c;
  const arm = (x1, y1, x2, y2) =>
    `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="${outline(ac)}" stroke-width="20" stroke-linecap="round"/><path d="M${x1} ${y1} L${x2} ${y2}" stroke="${ac}" stroke-width="14" stroke-linecap="round"/>`;
  if (pose === 'wave') parts.push(arm(-40, -78, -52, -38), arm(40, -80, 74, -122));
  else if (pose === 'cheer') parts.push(arm(-40, -80, -74, -124), arm(40, -80, 74, -124));
  else if (pose === 'hold') parts.push(arm(-40, -78, -16, -52), arm(40, -78, 16, -52));
  else parts.push(arm(-40, -78, -50, -38), arm(40, -78, 50, -38));
  // head
  parts.push(ears(sp, c, hr, hy));
  if (sp.mane) {
    let m = '';
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2;
      m += `<circle cx="${n(Math.cos(a) * hr * 1.05)}" cy="${n(hy + Math.sin(a) * hr * 1.05)}" r="${n(hr * 0.32)}"/>`;
    }
    parts.push(`<g fill="${sp.mane}" stroke="${outline(sp.mane)}" stroke-width="2">${m}</g>`);
  }
  const headC = sp.face && sp.wool ? sp.face : c;
  if (sp.robot) {
    parts.push(`<rect x="${-hr}" y="${hy - hr * 0.85}" width="${hr * 2}" height="${n(hr * 1.7)}" rx="18" fill="${c}" stroke="${oc}" stroke-width="3"/><rect x="${n(-hr * 0.8)}" y="${n(hy - hr * 0.55)}" width="${n(hr * 1.6)}" height="${n(hr * 1.05)}" rx="12" fill="#22333b"/>`);
  } else if (sp.wool) {
    let w = '';
    for (let i = 0; i < 9; i++) {
      const a = Math.PI * (1 + i / 8);
      w += `<circle cx="${n(Math.cos(a) * hr * 0.75)}" cy="${n(hy - hr * 0.15 + Math.sin(a) * hr * 0.75)}" r="${n(hr * 0.34)}" fill="${c}" stroke="#e2dccf" stroke-width="2"/>`;
    }
    parts.push(`<ellipse cx="0" cy="${hy + 6}" rx="${n(hr * 0.72)}" ry="${n(hr * 0.85)}" fill="${headC}"/>` + w);
  } else {
    parts.push(`<ellipse cx="0" cy="${hy}" rx="${hr}" ry="${n(hr * 0.92)}" fill="${headC}" stroke="${oc}" stroke-width="3"/>`);
  }
  if (sp.panda) parts.push(`<ellipse cx="${n(-hr * 0.36)}" cy="${n(hy - 2)}" rx="${n(hr * 0.2)}" ry="${n(hr * 0.26)}" transform="rotate(25 ${n(-hr * 0.36)} ${hy})" fill="#2b2b2b"/><ellipse cx="${n(hr * 0.36)}" cy="${n(hy - 2)}" rx="${n(hr * 0.2)}" ry="${n(hr * 0.26)}" transform="rotate(-25 ${n(hr * 0.36)} ${hy})" fill="#2b2b2b"/>`);
  if (sp.stripes) parts.push(`<path d="M-10 ${hy - hr * 0.9} l4 16 M10 ${hy - hr * 0.9} l-4 16 M${-hr} ${hy} l14 2 M${hr} ${hy} l-14 2" stroke="${sp.stripes}" stroke-width="5" stroke-linecap="round"/>`);
  if (sp.muzzle === 'fox') parts.push(`<path d="M${n(-hr * 0.95)} ${n(hy + hr * 0.1)} q${n(hr * 0.5)} ${n(hr * 0.75)} ${n(hr * 0.95)} ${n(hr * 0.72)} q${n(hr * 0.45)} 0 ${n(hr * 0.95)} ${n(-hr * 0.72)} q${n(-hr * 0.45)} ${n(hr * 0.2)} ${n(-hr * 0.95)} ${n(hr * 0.15)} q${n(-hr * 0.5)} 0 ${n(-hr * 0.95)} ${n(-hr * 0.15)}z" fill="#fff4e6"/>`);
  if (sp.muzzle === 'monkey') parts.push(`<ellipse cx="0" cy="${n(hy + hr * 0.05)}" rx="${n(hr * 0.72)}" ry="${n(hr * 0.7)}" fill="${sp.belly}"/>`);
  const mood = o.mood || 'happy';
  if (sp.robot) {
    const ey = hy - hr * 0.1;
    const eye = mood === 'sad' ? `<path d="M-28 ${n(ey + 6)} h16 M12 ${n(ey + 6)} h16" stroke="#7ae7ff" stroke-width="6" stroke-linecap="round"/>` : `<circle cx="-20" cy="${n(ey)}" r="9" fill="#7ae7ff"/><circle cx="20" cy="${n(ey)}" r="9" fill="#7ae7ff"/>`;
    const mouth = mood === 'sad' ? `<path d="M-14 ${n(hy + hr * 0.32)} q14 -10 28 0" stroke="#7ae7ff" stroke-width="5" fill="none" stroke-linecap="round"/>` : `<path d="M-14 ${n(hy + hr * 0.25)} q14 12 28 0" stroke="#7ae7ff" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    parts.push(eye + mouth);
  } else if (sp.bigEyes) {
    const ey = hy - hr * 0.12;
    parts.push(`<circle cx="${n(-hr * 0.36)}" cy="${n(ey)}" r="${n(hr * 0.3)}" fill="#fff" stroke="${oc}" stroke-width="3"/><circle cx="${n(hr * 0.36)}" cy="${n(ey)}" r="${n(hr * 0.3)}" fill="#fff" stroke="${oc}" stroke-width="3"/>`);
    parts.push(mood === 'sleepy' ? `<path d="M${n(-hr * 0.55)} ${n(ey)} h${n(hr * 0.38)} M${n(hr * 0.17)} ${n(ey)} h${n(hr * 0.38)}" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>` : `<circle cx="${n(-hr * 0.33)}" cy="${n(ey)}" r="${n(hr * 0.13)}" fill="${INK}"/><circle cx="${n(hr * 0.39)}" cy="${n(ey)}" r="${n(hr * 0.13)}" fill="${INK}"/>`);
    parts.push(muzzle(sp, c, hr, hy));
  } else if (sp.ears === 'frog') {
    const ey = hy - hr * 0.75;
    const pupils = mood === 'sleepy' ? `<path d="M${n(-hr * 0.64)} ${n(ey)} h${n(hr * 0.28)} M${n(hr * 0.36)} ${n(ey)} h${n(hr * 0.28)}" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>` : `<circle cx="${n(-hr * 0.5)}" cy="${n(ey)}" r="${n(hr * 0.16)}" fill="${INK}"/><circle cx="${n(hr * 0.5)}" cy="${n(ey)}" r="${n(hr * 0.16)}" fill="${INK}"/>`;
    const mouth = mood === 'sad' ? `<path d="M${n(-hr * 0.4)} ${n(hy + hr * 0.35)} q${n(hr * 0.4)} ${n(-hr * 0.2)} ${n(hr * 0.8)} 0" stroke="${INK}" stroke-width="4" fill="none" stroke-linecap="round"/>` : `<path d="M${n(-hr * 0.6)} ${n(hy + hr * 0.1)} q${n(hr * 0.6)} ${n(hr * 0.5)} ${n(hr * 1.2)} 0" stroke="${INK}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
    parts.push(pupils + mouth + `<ellipse cx="${n(-hr * 0.6)}" cy="${n(hy + hr * 0.3)}" rx="${n(hr * 0.14)}" ry="${n(hr * 0.08)}" fill="#ff8a8a" opacity="0.5"/><ellipse cx="${n(hr * 0.6)}" cy="${n(hy + hr * 0.3)}" rx="${n(hr * 0.14)}" ry="${n(hr * 0.08)}" fill="#ff8a8a" opacity="0.5"/>`);
  } else {
    const noMouth = ['trunk', 'beak'].includes(sp.muzzle);
    const faceInk = sp.panda ? '#fff' : INK;
    if (sp.panda) {
      parts.push(face(0, hy, hr, mood, { noMouth: true, noCheeks: true, ink: '#fff' }));
      parts.push(face(0, hy, hr, mood, { noMouth: false, noCheeks: false, ink: INK }).replace(/<ellipse[^>]*fill="#3b2f2f"\/><circle[^>]*fill="#fff"\/>/g, ''));
    } else {
      parts.push(face(0, hy, hr, mood, { noMouth, mouthY: sp.muzzle === 'dog' || sp.muzzle === 'bear' || sp.muzzle === 'cow' ? hr * 0.42 : hr * 0.34, ink: faceInk }));
    }
    parts.push(muzzle(sp, c, hr, hy));
  }
  return parts.join('');
}

// ---------------------------------------------------------------- small side-view creatures

function bird(o) {
  const c = o.color || '#5fa8d3';
  return `<g><ellipse cx="0" cy="-20" rx="26" ry="20" fill="${c}" stroke="${outline(c)}" stroke-width="3"/><circle cx="20" cy="-36" r="14" fill="${c}" stroke="${outline(c)}" stroke-width="3"/><path d="M32 -38 l14 4 l-14 5z" fill="#f4a261"/><circle cx="24" cy="-39" r="3" fill="${INK}"/><path d="M-6 -26 q-16 -22 -28 -6 q14 6 28 6z" fill="${shade(c, -0.2)}"/><path d="M-24 -18 l-16 -6 l4 12z" fill="${shade(c, -0.2)}"/></g>`;
}

function duck(o) {
  const c = o.color || '#ffd23f';
  return `${shadow(40)}<ellipse cx="0" cy="-32" rx="40" ry="28" fill="${c}" stroke="${outline(c)}" stroke-width="3"/><circle cx="28" cy="-66" r="22" fill="${c}" stroke="${outline(c)}" stroke-width="3"/><path d="M46 -66 q18 -2 20 6 q-10 6 -22 2z" fill="#f4842c"/><circle cx="34" cy="-71" r="4" fill="${INK}"/><path d="M-12 -36 q20 -8 30 6 q-20 10 -30 -6z" fill="${shade(c, -0.15)}"/><path d="M-10 -4 v6 M10 -4 v6" stroke="#f4842c" stroke-width="5" stroke-linecap="round"/>`;
}

function hen(o) {
  const c = o.color || '#ffffff';
  return `${shadow(40)}<ellipse cx="0" cy="-40" rx="38" ry="34" fill="${c}" stroke="${outline(c)}" stroke-width="3"/><circle cx="26" cy="-76" r="20" fill="${c}" stroke="${outline(c)}" stroke-width="3"/><path d="M18 -94 q4 -12 10 -2 q6 -10 10 2z" fill="#e63946"/><path d="M44 -78 l12 4 l-12 5z" fill="#f4a261"/><path d="M42 -68 q4 10 -4 10z" fill="#e63946"/><circle cx="30" cy="-80" r="3.5" fill="${INK}"/><path d="M-36 -50 q-20 -20 -10 -34 q10 12 18 20z" fill="${shade(c, -0.1)}"/><path d="M-8 -6 v8 M10 -6 v8" stroke="#f4a261" stroke-width="5" stroke-linecap="round"/>`;
}

function fish(o) {
  const c = o.color || '#ff9f1c';
  return `<g><path d="M-40 0 q30 -34 66 0 q-36 34 -66 0z" fill="${c}" stroke="${outline(c)}" stroke-width="3"/><path d="M-38 0 l-22 -18 v36z" fill="${shade(c, -0.15)}" stroke="${outline(c)}" stroke-width="3" stroke-linejoin="round"/><circle cx="12" cy="-5" r="4.5" fill="${INK}"/><path d="M-10 -12 q6 12 0 24" stroke="${shade(c, -0.25)}" stroke-width="3" fill="none"/></g>`;
}

function butterfly(o) {
  const c = o.color || '#ff70a6';
  return `<g><ellipse cx="-16" cy="-12" rx="16" ry="20" fill="${c}" transform="rotate(-20 -16 -12)"/><ellipse cx="16" cy="-12" rx="16" ry="20" fill="${c}" transform="rotate(20 16 -12)"/><ellipse cx="-12" cy="12" rx="10" ry="12" fill="${shade(c, 0.3)}"/><ellipse cx="12" cy="12" rx="10" ry="12" fill="${shade(c, 0.3)}"/><rect x="-3" y="-22" width="6" height="40" rx="3" fill="#3b2f2f"/><path d="M-2 -22 q-6 -12 -12 -12 M2 -22 q6 -12 12 -12" stroke="#3b2f2f" stroke-width="2" fill="none"/></g>`;
}

function bee() {
  return `<g><ellipse cx="-6" cy="-22" rx="12" ry="16" fill="#e0f4ff" opacity="0.9" transform="rotate(-25 -6 -22)"/><ellipse cx="8" cy="-22" rx="12" ry="16" fill="#e0f4ff" opacity="0.9" transform="rotate(25 8 -22)"/><ellipse cx="0" cy="0" rx="24" ry="17" fill="#ffd23f" stroke="#a67c00" stroke-width="2.5"/><path d="M-8 -15 v30 M6 -16 v32" stroke="#3b2f2f" stroke-width="6"/><circle cx="16" cy="-4" r="3" fill="#3b2f2f"/></g>`;
}

function snail(o) {
  const c = o.color || '#c77dff';
  return `${shadow(36)}<path d="M-40 -2 q0 -14 20 -14 h50 q14 0 14 -30 q4 -6 8 0 q0 34 -10 44z" fill="#f1c27d" stroke="#b08450" stroke-width="3"/><circle cx="-4" cy="-36" r="30" fill="${c}" stroke="${outline(c)}" stroke-width="3"/><path d="M-4 -36 m0 -18 a18 18 0 1 1 -16 10 a10 10 0 1 1 10 -4" stroke="${shade(c, -0.3)}" stroke-width="4" fill="none"/><circle cx="50" cy="-50" r="3.5" fill="${INK}"/>`;
}

function turtle(o) {
  const c = o.color || '#52b788';
  return `${shadow(56)}<ellipse cx="-30" cy="-8" rx="12" ry="9" fill="#95d5b2"/><ellipse cx="30" cy="-8" rx="12" ry="9" fill="#95d5b2"/><circle cx="56" cy="-34" r="20" fill="#95d5b2" stroke="#52796f" stroke-width="3"/><circle cx="62" cy="-38" r="3.5" fill="${INK}"/><path d="M56 -28 q6 5 12 0" stroke="${INK}" stroke-width="2.5" fill="none"/><path d="M-52 -12 a52 44 0 0 1 104 0z" fill="${c}" stroke="${outline(c)}" stroke-width="3"/><path d="M-22 -16 l10 -22 h24 l10 22z" fill="${shade(c, -0.15)}"/>`;
}

function whale(o) {
  const c = o.color || '#4d96ff';
  return `<g><path d="M-90 0 q0 -60 80 -60 q80 0 80 60 q0 30 -80 30 q-60 0 -80 -30z" fill="${c}" stroke="${outline(c)}" stroke-width="3"/><path d="M-86 -4 l-40 -30 q6 26 -2 44z" fill="${c}" stroke="${outline(c)}" stroke-width="3"/><path d="M-60 10 q70 30 128 4 q-10 18 -60 18 q-50 0 -68 -22z" fill="#dbeafe"/><circle cx="36" cy="-14" r="6" fill="${INK}"/><path d="M20 6 q16 10 30 0" stroke="${INK}" stroke-width="3" fill="none"/><path d="M10 -60 q-6 -24 -18 -30 M10 -60 q6 -26 18 -32" stroke="#9bd1ff" stroke-width="5" fill="none" stroke-linecap="round"/></g>`;
}

const SIDE = { bird, duck, hen, fish, butterfly, bee, snail, turtle, whale };

/** Kinds this module can draw. */
export const FIGURE_KINDS = ['child', 'adult', ...Object.keys(SPECIES), ...Object.keys(SIDE)];

/**
 * Draw a figure at (x, y) = feet position with scale s.
 * kind: 'child' | 'adult' | species name | side-view creature name.
 */
export function figure(kind, o = {}) {
  const x = o.x ?? 0;
  const y = o.y ?? 0;
  const s = o.s ?? 1;
  let body;
  if (kind === 'child') body = person({ ...o, adult: false });
  else if (kind === 'adult') body = person({ ...o, adult: true });
  else if (SPECIES[kind]) body = critter(kind, o);
  else if (SIDE[kind]) body = SIDE[kind](o);
  else throw new Error('unknown figure kind ' + kind);
  const sx = o.flip ? -s : s;
  let extra = '';
  if (o.mood === 'sleepy' && o.zzz) {
    extra = `<text x="${kind === 'adult' ? 50 : 60}" y="${kind === 'adult' ? -300 : -230}" font-family="DejaVu Sans" font-weight="bold" font-size="34" fill="#ffffff" opacity="0.9">z z</text>`;
  }
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(sx * 100) / 100} ${n(s * 100) / 100})">${body}${extra}</g>`;
}
