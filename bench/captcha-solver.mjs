/**
 * How well a naive script solves our slider captcha: fetches N blockPuzzle
 * challenges, guesses x from the two images alone, checks the guess, and
 * prints the success rate. Figures, not a test.
 *
 *   node bench/captcha-solver.mjs http://127.0.0.1:3100 100           # a running server
 *   PGLITE_DIR=memory:// npx tsx --tsconfig tsconfig.server.json \
 *     bench/captcha-solver.mjs --in-process 100                         # the API in this process
 *
 * Solvers (SOLVER=edge|match|match-y|all, default edge,match):
 * - edge: the attacker the captcha is meant to stop. Sobel gradient magnitude
 *   of the background; the piece's outline (from the strip's alpha) is slid
 *   along x at the piece's height; the column where the outline lies on the
 *   strongest gradients wins.
 * - match: template matching (the end-to-end tests' way of "looking"): the
 *   column where the background under the piece's mask best fits the piece's
 *   own pixels, after one gain and offset; match-y also tries the piece a
 *   few pixels higher and lower.
 *
 * A running server applies its captcha limits to this script like to anyone
 * (one address); start it with higher CAPTCHA_* limits to measure more than a
 * few dozen. In-process, every challenge comes from its own address and
 * clientUid, so only the images are measured.
 */
import { createCipheriv } from 'node:crypto';

import sharp from 'sharp';

const STRIP = 47;

const args = process.argv.slice(2);
const inProcess = args.includes('--in-process');
const rest = args.filter((a) => a !== '--in-process');
const base = inProcess ? null : (rest.find((a) => /^https?:/.test(a)) ?? 'http://127.0.0.1:3100');
const n = Number(rest.find((a) => /^\d+$/.test(a)) ?? 100);
const which = process.env.SOLVER ?? 'edge,match';

let call;
if (inProcess) {
  const { createApi } = await import('../server/api/index.ts');
  const api = createApi();
  call = async (path, body, ip) => {
    const text = JSON.stringify(body);
    const res = await api.request(
      `/api/captcha/${path}`,
      { method: 'POST', body: text, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) } },
      { incoming: { socket: { remoteAddress: ip, remotePort: 40000, remoteFamily: 'IPv4' } } },
    );
    return res.json();
  };
} else {
  call = async (path, body) => {
    const res = await fetch(`${base}/api/captcha/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.json();
  };
}

function encrypt(plain, key) {
  if (!key) return plain;
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

async function rgba(base64) {
  const { data, info } = await sharp(Buffer.from(base64, 'base64')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function grey(img) {
  const out = new Float64Array(img.width * img.height);
  for (let k = 0; k < out.length; k++) out[k] = 0.299 * img.data[k * 4] + 0.587 * img.data[k * 4 + 1] + 0.114 * img.data[k * 4 + 2];
  return out;
}

/** Sobel gradient magnitude. */
function gradient(g, width, height) {
  const out = new Float64Array(width * height);
  const at = (x, y) => g[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const gx = at(x + 1, y - 1) + 2 * at(x + 1, y) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x - 1, y) - at(x - 1, y + 1);
      const gy = at(x - 1, y + 1) + 2 * at(x, y + 1) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x, y - 1) - at(x + 1, y - 1);
      out[y * width + x] = Math.hypot(gx, gy);
    }
  }
  return out;
}

/** Opaque strip pixels with a transparent 4-neighbour: the piece's outline. */
function outline(piece) {
  const inside = (i, j) => i >= 0 && j >= 0 && i < piece.width && j < piece.height && piece.data[(j * piece.width + i) * 4 + 3] >= 128;
  const list = [];
  for (let j = 0; j < piece.height; j++) {
    for (let i = 0; i < piece.width; i++) {
      if (inside(i, j) && !(inside(i + 1, j) && inside(i - 1, j) && inside(i, j + 1) && inside(i, j - 1))) list.push([i, j]);
    }
  }
  return list;
}

function solveEdge(bg, piece) {
  const grad = gradient(grey(bg), bg.width, bg.height);
  const edge = outline(piece);
  let best = { x: 0, score: -Infinity };
  for (let x = 0; x <= bg.width - STRIP; x++) {
    let s = 0;
    for (const [i, j] of edge) s += grad[j * bg.width + x + i];
    if (s > best.score) best = { x, score: s };
  }
  return best.x;
}

function solveMatch(bg, piece, dys = [0]) {
  const b = grey(bg);
  const p = grey(piece);
  const px = [];
  for (let j = 0; j < piece.height; j++) {
    for (let i = 0; i < piece.width; i++) if (piece.data[(j * piece.width + i) * 4 + 3] === 255) px.push([i, j, p[j * piece.width + i]]);
  }
  let best = { x: 0, err: Infinity };
  for (const dy of dys) for (let x = 0; x <= bg.width - STRIP; x++) {
    // Least squares bg = gain * piece + offset over the mask; the residual, relative to the background's variance.
    let sp = 0, sb = 0, spp = 0, sbb = 0, spb = 0;
    for (const [i, j, v] of px) {
      const u = b[Math.min(bg.height - 1, Math.max(0, j + dy)) * bg.width + x + i];
      sp += v; sb += u; spp += v * v; sbb += u * u; spb += v * u;
    }
    const m = px.length;
    const vp = spp - (sp * sp) / m;
    const vb = sbb - (sb * sb) / m;
    const cov = spb - (sp * sb) / m;
    const err = vb > 1e-9 && vp > 1e-9 ? 1 - (cov * cov) / (vp * vb) : 1;
    if (err < best.err) best = { x, err };
  }
  return best.x;
}

const solvers = {
  edge: solveEdge,
  match: (bg, piece) => solveMatch(bg, piece),
  // match-y: also tries the piece a few px higher and lower (a hole may sit off the piece's height).
  'match-y': (bg, piece) => solveMatch(bg, piece, [-4, -3, -2, -1, 0, 1, 2, 3, 4]),
};
const names = which === 'all' ? Object.keys(solvers) : which.split(',');
const passed = Object.fromEntries(names.map((k) => [k, 0]));
const refused = {};

for (let round = 0; round < n; round++) {
  for (const name of names) {
    const ip = `10.77.${(round >> 8) & 255}.${round & 255}`;
    const clientUid = `slider-bench-${name}-${round}`;
    const got = await call('get', { captchaType: 'blockPuzzle', clientUid, ts: Date.now() }, ip);
    if (got.repCode !== '0000') {
      refused[got.repCode] = (refused[got.repCode] ?? 0) + 1;
      continue;
    }
    const { originalImageBase64, jigsawImageBase64, token, secretKey } = got.repData;
    const x = solvers[name](await rgba(originalImageBase64), await rgba(jigsawImageBase64));
    const pointJson = JSON.stringify({ x, y: 5 });
    const res = await call('check', { captchaType: 'blockPuzzle', token, pointJson: encrypt(pointJson, secretKey), clientUid }, ip);
    if (res.repCode === '0000') passed[name]++;
    else if (res.repCode !== '6111') refused[res.repCode] = (refused[res.repCode] ?? 0) + 1;
  }
}

for (const name of names) console.log(`${name}: ${passed[name]}/${n} passed (${((100 * passed[name]) / n).toFixed(0)} %)`);
if (Object.keys(refused).length) console.log('refused (not counted as solver failures):', refused);
process.exit(0);
