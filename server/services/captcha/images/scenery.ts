import 'server-only';

import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../constants';
import { between, intBetween } from '../random';
import { hex, hsl, mix, type Rgb } from './colour';

/**
 * Painters of original scenery for the captcha backgrounds: each draws one
 * theme as the body of a 310 x 155 SVG from a seeded generator, so every seed
 * gives another picture of the same kind.
 */

export type Rand = () => number;
const W = IMAGE_WIDTH;
const H = IMAGE_HEIGHT;

/** A ridge line across the image by midpoint displacement, as an SVG path closed along the bottom. */
function ridge(rand: Rand, baseY: number, roughness: number, steps = 32): string {
  const pts = new Array<number>(steps + 1).fill(baseY);
  pts[0] = baseY + between(rand, -roughness, roughness);
  pts[steps] = baseY + between(rand, -roughness, roughness);
  const divide = (a: number, b: number, r: number) => {
    if (b - a < 2) return;
    const m = (a + b) >> 1;
    pts[m] = (pts[a] + pts[b]) / 2 + between(rand, -r, r);
    divide(a, m, r * 0.55);
    divide(m, b, r * 0.55);
  };
  divide(0, steps, roughness);
  const step = W / steps;
  const line = pts.map((y, i) => `${(i * step).toFixed(1)},${y.toFixed(1)}`).join(' L');
  return `M${line} L${W},${H} L0,${H} Z`;
}

function skyGradient(id: string, top: Rgb, bottom: Rgb): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex(top)}"/><stop offset="1" stop-color="${hex(bottom)}"/></linearGradient>`;
}

function clouds(rand: Rand, count: number, opacity: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = between(rand, 10, W - 10);
    const cy = between(rand, 12, 55);
    const s = between(rand, 0.7, 1.4);
    out += `<g fill="#ffffff" opacity="${opacity}" transform="translate(${cx.toFixed(1)},${cy.toFixed(1)}) scale(${s.toFixed(2)})">`;
    out += '<ellipse cx="0" cy="0" rx="22" ry="8"/><ellipse cx="-10" cy="-5" rx="10" ry="8"/><ellipse cx="8" cy="-7" rx="12" ry="10"/></g>';
  }
  return out;
}

function mountains(rand: Rand): string {
  const hue = between(rand, 190, 230);
  const warm = rand() < 0.5;
  const top = warm ? hsl(between(rand, 20, 40), 0.8, 0.72) : hsl(hue, 0.65, 0.62);
  const bottom = warm ? hsl(between(rand, 330, 350), 0.55, 0.85) : hsl(hue - 20, 0.55, 0.9);
  const sunX = between(rand, 40, W - 40);
  let s = `<defs>${skyGradient('sky', top, bottom)}<radialGradient id="sun"><stop offset="0" stop-color="#fff8dc"/><stop offset="0.35" stop-color="#ffe39a"/><stop offset="1" stop-color="#ffe39a" stop-opacity="0"/></radialGradient></defs>`;
  s += `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="${sunX.toFixed(1)}" cy="${between(rand, 30, 55).toFixed(1)}" r="38" fill="url(#sun)"/>`;
  s += clouds(rand, intBetween(rand, 1, 3), 0.6);
  const layers = 4;
  const baseHue = between(rand, 95, 250);
  for (let i = 0; i < layers; i++) {
    const colour = hsl(baseHue + i * 6, 0.25 + i * 0.1, 0.68 - i * 0.14);
    s += `<path d="${ridge(rand, 55 + i * 22, 26 - i * 4)}" fill="${hex(colour)}"/>`;
    if (i === 0) s += `<path d="${ridge(rand, 62, 30, 16)}" fill="#ffffff" opacity="0.25"/>`;
  }
  return s;
}

function seaside(rand: Rand): string {
  const sky = hsl(between(rand, 195, 215), 0.7, 0.66);
  const sea = hsl(between(rand, 185, 205), 0.65, 0.42);
  const horizon = between(rand, 62, 78);
  let s = `<defs>${skyGradient('sky', sky, mix(sky, { r: 255, g: 255, b: 255 }, 0.65))}${skyGradient('sea', mix(sea, { r: 255, g: 255, b: 255 }, 0.25), sea)}</defs>`;
  s += `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  s += clouds(rand, intBetween(rand, 2, 4), 0.85);
  s += `<rect y="${horizon.toFixed(1)}" width="${W}" height="${H}" fill="url(#sea)"/>`;
  for (let i = 0; i < 9; i++) {
    const y = horizon + 6 + i * 7 + between(rand, -2, 2);
    const x = between(rand, -40, 10);
    let d = `M${x.toFixed(1)},${y.toFixed(1)}`;
    for (let k = 0; k < 14; k++) d += ` q 6,-3 12,0 t 12,0`;
    s += `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="${(0.25 + rand() * 0.3).toFixed(2)}" stroke-width="1.2"/>`;
  }
  const sand = hsl(between(rand, 35, 45), 0.6, 0.75);
  const beachY = between(rand, 118, 132);
  s += `<path d="M0,${beachY.toFixed(1)} C80,${(beachY - 14).toFixed(1)} 180,${(beachY + 12).toFixed(1)} ${W},${(beachY - 8).toFixed(1)} L${W},${H} L0,${H} Z" fill="${hex(sand)}"/>`;
  const bx = between(rand, 40, W - 60);
  const by = horizon + between(rand, 8, 20);
  s += `<g transform="translate(${bx.toFixed(1)},${by.toFixed(1)})"><path d="M0,0 L28,0 L23,7 L5,7 Z" fill="#7a4b2a"/><path d="M14,-2 L14,-30 L27,-4 Z" fill="#ffffff"/><path d="M12,-2 L12,-24 L2,-4 Z" fill="${hex(hsl(between(rand, 0, 360), 0.7, 0.55))}"/></g>`;
  return s;
}

function pine(x: number, y: number, h: number, colour: Rgb): string {
  const w = h * 0.42;
  const c = hex(colour);
  const dark = hex(mix(colour, { r: 0, g: 0, b: 0 }, 0.25));
  return (
    `<path d="M${x},${y - h} L${x - w / 2},${y - h * 0.35} L${x + w / 2},${y - h * 0.35} Z" fill="${c}"/>` +
    `<path d="M${x},${y - h * 0.75} L${x - w * 0.62},${y - h * 0.08} L${x + w * 0.62},${y - h * 0.08} Z" fill="${dark}"/>` +
    `<rect x="${x - 1.5}" y="${y - h * 0.1}" width="3" height="${h * 0.12}" fill="#5b3a22"/>`
  );
}

function forest(rand: Rand): string {
  const sky = hsl(between(rand, 40, 210), 0.45, 0.8);
  let s = `<defs>${skyGradient('sky', sky, mix(sky, { r: 255, g: 250, b: 235 }, 0.7))}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  s += `<path d="${ridge(rand, 70, 18)}" fill="${hex(hsl(between(rand, 110, 150), 0.2, 0.62))}"/>`;
  const rows = [
    { y: 95, h: [26, 40], l: 0.42 },
    { y: 122, h: [34, 52], l: 0.32 },
    { y: 152, h: [44, 64], l: 0.24 },
  ];
  const hue = between(rand, 95, 150);
  for (const row of rows) {
    s += `<rect y="${row.y - 4}" width="${W}" height="${H}" fill="${hex(hsl(hue, 0.35, row.l + 0.1))}"/>`;
    for (let x = between(rand, -8, 6); x < W + 10; x += between(rand, 12, 24)) {
      s += pine(+x.toFixed(1), row.y + between(rand, -4, 4), between(rand, row.h[0], row.h[1]), hsl(hue + between(rand, -12, 12), 0.4, row.l));
    }
  }
  return s;
}

function city(rand: Rand): string {
  const top = hsl(between(rand, 230, 260), 0.55, 0.25);
  const bottom = hsl(between(rand, 10, 35), 0.75, 0.65);
  let s = `<defs>${skyGradient('sky', top, bottom)}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  s += `<circle cx="${between(rand, 30, W - 30).toFixed(1)}" cy="${between(rand, 18, 36).toFixed(1)}" r="11" fill="#fdf5d8" opacity="0.92"/>`;
  for (let layer = 0; layer < 2; layer++) {
    const colour = layer === 0 ? hsl(between(rand, 230, 260), 0.3, 0.35) : hsl(between(rand, 220, 250), 0.35, 0.18);
    for (let x = -5; x < W; ) {
      const w = between(rand, 16, 38);
      const h = layer === 0 ? between(rand, 50, 110) : between(rand, 30, 80);
      const y = H - h;
      s += `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${hex(colour)}"/>`;
      if (layer === 1 || rand() < 0.5) {
        for (let wy = y + 5; wy < H - 6; wy += 8) {
          for (let wx = x + 4; wx < x + w - 5; wx += 7) {
            if (rand() < 0.45) s += `<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="3.5" height="4.5" fill="#ffd77a" opacity="${(0.55 + rand() * 0.45).toFixed(2)}"/>`;
          }
        }
      }
      x += w + between(rand, 0, 6);
    }
  }
  return s;
}

function desert(rand: Rand): string {
  const sky = hsl(between(rand, 25, 45), 0.85, 0.72);
  let s = `<defs>${skyGradient('sky', hsl(between(rand, 195, 215), 0.6, 0.7), sky)}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  s += `<circle cx="${between(rand, 30, W - 30).toFixed(1)}" cy="${between(rand, 28, 50).toFixed(1)}" r="${between(rand, 14, 20).toFixed(1)}" fill="#fff1c1"/>`;
  for (let i = 0; i < 4; i++) {
    const y = 70 + i * 22 + between(rand, -6, 6);
    const c = hsl(between(rand, 24, 38), 0.6, 0.66 - i * 0.08);
    const a = between(rand, 20, 120);
    const b = between(rand, 170, 290);
    s += `<path d="M0,${(y + between(rand, -8, 8)).toFixed(1)} Q${a.toFixed(1)},${(y - between(rand, 15, 30)).toFixed(1)} ${((a + b) / 2).toFixed(1)},${y.toFixed(1)} T${W},${(y + between(rand, -10, 6)).toFixed(1)} L${W},${H} L0,${H} Z" fill="${hex(c)}"/>`;
  }
  for (let i = 0; i < intBetween(rand, 1, 3); i++) {
    const x = between(rand, 20, W - 20);
    const y = between(rand, 120, 150);
    const g = hex(hsl(between(rand, 100, 130), 0.4, 0.32));
    s += `<g fill="${g}"><rect x="${(x - 3).toFixed(1)}" y="${(y - 28).toFixed(1)}" width="6" height="28" rx="3"/><rect x="${(x - 11).toFixed(1)}" y="${(y - 20).toFixed(1)}" width="5" height="11" rx="2.5"/><rect x="${(x - 11).toFixed(1)}" y="${(y - 12).toFixed(1)}" width="9" height="4" rx="2"/><rect x="${(x + 6).toFixed(1)}" y="${(y - 24).toFixed(1)}" width="5" height="12" rx="2.5"/><rect x="${(x + 2).toFixed(1)}" y="${(y - 15).toFixed(1)}" width="9" height="4" rx="2"/></g>`;
  }
  return s;
}

function aurora(rand: Rand): string {
  let s = `<defs>${skyGradient('sky', hsl(between(rand, 220, 250), 0.6, 0.1), hsl(between(rand, 200, 230), 0.5, 0.3))}<filter id="blur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="7"/></filter></defs>`;
  s += `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  for (let i = 0; i < 120; i++) {
    s += `<circle cx="${(rand() * W).toFixed(1)}" cy="${(rand() * H * 0.7).toFixed(1)}" r="${(0.4 + rand() * 0.9).toFixed(2)}" fill="#ffffff" opacity="${(0.4 + rand() * 0.6).toFixed(2)}"/>`;
  }
  for (let i = 0; i < 3; i++) {
    const y = between(rand, 25, 65);
    const colour = hsl(between(rand, 110, 190) + i * 40, 0.8, 0.6);
    s += `<path d="M-20,${y.toFixed(1)} C60,${(y - 30).toFixed(1)} 120,${(y + 30).toFixed(1)} 170,${y.toFixed(1)} S280,${(y - 25).toFixed(1)} 330,${(y + 5).toFixed(1)}" stroke="${hex(colour)}" stroke-width="${between(rand, 10, 18).toFixed(1)}" fill="none" opacity="0.7" filter="url(#blur)"/>`;
  }
  s += `<path d="${ridge(rand, 118, 16)}" fill="${hex(hsl(between(rand, 210, 240), 0.35, 0.12))}"/>`;
  const hue = between(rand, 150, 200);
  for (let x = between(rand, -6, 4); x < W + 8; x += between(rand, 10, 22)) {
    s += pine(+x.toFixed(1), H + 2, between(rand, 18, 34), hsl(hue, 0.3, 0.1));
  }
  return s;
}

function mosaic(rand: Rand): string {
  const hueA = between(rand, 0, 360);
  const hueB = hueA + between(rand, 60, 160);
  const cols = 11;
  const rows = 6;
  const pts: Array<Array<[number, number]>> = [];
  for (let r = 0; r <= rows; r++) {
    pts.push([]);
    for (let c = 0; c <= cols; c++) {
      const jitter = r > 0 && r < rows && c > 0 && c < cols ? 1 : 0;
      pts[r].push([(c * W) / cols + jitter * between(rand, -9, 9), (r * H) / rows + jitter * between(rand, -8, 8)]);
    }
  }
  let s = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const [a, b, d, e] = [pts[r][c], pts[r][c + 1], pts[r + 1][c], pts[r + 1][c + 1]];
      for (const tri of [
        [a, b, e],
        [a, e, d],
      ]) {
        const t = (c + r * 0.6) / (cols + rows * 0.6);
        const colour = hsl(hueA + (hueB - hueA) * t + between(rand, -10, 10), 0.55, 0.45 + between(rand, -0.12, 0.18));
        s += `<path d="M${tri.map((p) => `${p[0].toFixed(1)},${p[1].toFixed(1)}`).join(' L')} Z" fill="${hex(colour)}" stroke="${hex(colour)}" stroke-width="0.6"/>`;
      }
    }
  }
  return s;
}

function meadow(rand: Rand): string {
  const sky = hsl(between(rand, 190, 210), 0.7, 0.72);
  let s = `<defs>${skyGradient('sky', sky, mix(sky, { r: 255, g: 255, b: 255 }, 0.6))}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  s += clouds(rand, intBetween(rand, 2, 4), 0.9);
  const hue = between(rand, 80, 120);
  for (let i = 0; i < 3; i++) {
    const y = 78 + i * 22;
    s += `<path d="M0,${(y + between(rand, -10, 10)).toFixed(1)} C${between(rand, 60, 120).toFixed(1)},${(y - 25).toFixed(1)} ${between(rand, 180, 250).toFixed(1)},${(y + 20).toFixed(1)} ${W},${(y + between(rand, -12, 4)).toFixed(1)} L${W},${H} L0,${H} Z" fill="${hex(hsl(hue + i * 8, 0.5, 0.56 - i * 0.08))}"/>`;
  }
  const tx = between(rand, 30, W - 30);
  const ty = between(rand, 90, 105);
  s += `<rect x="${(tx - 3).toFixed(1)}" y="${ty.toFixed(1)}" width="6" height="22" fill="#6b4526"/>`;
  for (let k = 0; k < 5; k++) {
    s += `<circle cx="${(tx + between(rand, -14, 14)).toFixed(1)}" cy="${(ty - between(rand, 2, 16)).toFixed(1)}" r="${between(rand, 9, 13).toFixed(1)}" fill="${hex(hsl(hue + between(rand, -10, 10), 0.5, 0.32 + rand() * 0.08))}"/>`;
  }
  for (let i = 0; i < 70; i++) {
    const x = rand() * W;
    const y = between(rand, 100, H);
    const r = 1 + (y - 100) / 30;
    const petal = hex(hsl(between(rand, 0, 360), 0.75, 0.68));
    s += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${petal}"/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * 0.4).toFixed(1)}" fill="#fff3a0"/>`;
  }
  return s;
}

export const THEMES = { mountains, seaside, forest, city, desert, aurora, mosaic, meadow } as const;
export type Theme = keyof typeof THEMES;
