// Short learning videos: animated slides (SVG frames rendered by sharp and
// piped to ffmpeg as raw video), espeak-ng narration as the AAC track,
// a WebP poster and English/Chinese WebVTT subtitles whose cues are the
// exact spans of the narration.

import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import sharp from 'sharp';
import { rng, hashStr, shade, mix, n, escXml } from '../../../server/providers/story/art/util.mjs';
import { figure, SPECIES } from '../../../server/providers/story/art/figures.mjs';
import { PROPS, star, sun, apple, balloon, flower, group } from '../../../server/providers/story/art/props.mjs';
import { composeScene, PALETTES } from '../../../server/providers/story/art/scene.mjs';
import { synthesise, probeDurationMs } from './speech.mjs';

export const VW = 854;
export const VH = 480;
export const FPS = 15;
const LEAD = 0.45; // s of silence before each narration
const TAIL = 0.75; // s after it
const FONT = 'Noto Sans CJK SC, DejaVu Sans';

const clamp = (v, a = 0, b = 1) => Math.max(a, Math.min(b, v));
const easeOutBack = (x) => {
  const c1 = 1.70158;
  const c3 = c1 + 1;
  return 1 + c3 * Math.pow(x - 1, 3) + c1 * Math.pow(x - 1, 2);
};
const pop = (t, delay = 0, dur = 0.45) => easeOutBack(clamp((t - delay) / dur));

// Approximate drawn height of each item at scale 1, to fit items to a box.
const ITEM_H = {
  apple: 70, apple1: 64, balloon1: 170, flower1: 85, star: 40, sun: 200, ball: 64, book: 64, backpack: 120, cake: 175, cupcake: 110,
  bus: 175, car: 130, house: 280, drum: 125, block: 100, letter: 72, map: 72, hat: 62, jam: 110, fan: 150, bread: 75, bowl: 100,
  dumpling: 80, cup: 60, carrot: 95, icecream: 110, snowman: 215, bee: 50, bird: 60, duck: 95, fish: 40, cat: 230, dog: 230,
};

function jar(x, y, s) {
  return group(x, y, s, `<rect x="-40" y="-100" width="80" height="100" rx="14" fill="#e63946" stroke="#9d0208" stroke-width="4"/><rect x="-46" y="-112" width="92" height="20" rx="6" fill="#f1faee" stroke="#9aa5b1" stroke-width="3"/><path d="M-46 -102 l10 10 l10 -10 l10 10 l10 -10 l10 10 l10 -10 l10 10 l10 -10" stroke="#e63946" stroke-width="3" fill="none"/><rect x="-26" y="-70" width="52" height="34" rx="6" fill="#fff"/><circle cx="-8" cy="-54" r="7" fill="#e63946"/><circle cx="8" cy="-54" r="7" fill="#e63946"/>`);
}

function fan(x, y, s) {
  let ribs = '';
  for (let i = 0; i <= 8; i++) {
    const a = Math.PI * (1.1 + (i / 8) * 0.8);
    ribs += `<path d="M0 -20 L${n(Math.cos(a) * 120)} ${n(-20 + Math.sin(a) * 120)}" stroke="#9c6644" stroke-width="3"/>`;
  }
  return group(x, y, s, `<path d="M0 -20 L${n(Math.cos(Math.PI * 1.1) * 125)} ${n(-20 + Math.sin(Math.PI * 1.1) * 125)} A125 125 0 0 1 ${n(Math.cos(Math.PI * 1.9) * 125)} ${n(-20 + Math.sin(Math.PI * 1.9) * 125)}Z" fill="#ffafcc" stroke="#d4849f" stroke-width="4"/>${ribs}<circle cx="-40" cy="-90" r="16" fill="#ff70a6"/><circle cx="30" cy="-100" r="12" fill="#ff70a6"/><path d="M0 -20 v30" stroke="#9c6644" stroke-width="10" stroke-linecap="round"/>`);
}

function cupcake(x, y, s) {
  return group(x, y, s, `<path d="M-40 -50 h80 l-10 50 h-60z" fill="#4cc9f0" stroke="#277da1" stroke-width="3"/><path d="M-28 -50 v50 M-10 -50 v50 M10 -50 v50 M28 -50 v50" stroke="#277da1" stroke-width="2"/><path d="M-46 -50 q-6 -30 20 -34 q10 -26 30 -14 q26 -10 30 18 q20 8 12 30z" fill="#ffc8dd" stroke="#d4849f" stroke-width="3"/><circle cx="2" cy="-92" r="9" fill="#e63946"/>`);
}

/** Draw any named item (prop, figure or special) standing on (x, y), about h pixels tall. */
function item(name, x, y, h, ctx, opts = {}) {
  const s = h / (ITEM_H[name] || 120);
  const r = rng(hashStr(`${name}`));
  const c = { ...ctx, r };
  switch (name) {
    case 'apple1':
      return apple(x, y, s, c, opts.color || '#e63946');
    case 'balloon1':
      return balloon(x, y - 90 * s, s, c, opts.color || '#ff595e');
    case 'flower1':
      return flower(x, y, s, c, opts.color || '#ff70a6');
    case 'star':
      return star(x, y - 20 * s, s, opts.color || '#ffd23f');
    case 'sun':
      return sun(x, y - 100 * s, s);
    case 'jam':
      return jar(x, y, s);
    case 'fan':
      return fan(x, y, s);
    case 'cupcake':
      return cupcake(x, y, s);
    default:
      if (PROPS[name]) return PROPS[name].draw(x, y, s, c);
      return figure(name, { x, y, s: s, color: opts.color, mood: opts.mood || 'happy', pose: opts.pose });
  }
}

function background(pal, t, seed) {
  const r = rng(seed);
  const [a, b] = pal.sky;
  let circles = '';
  for (let i = 0; i < 7; i++) {
    const x0 = r.range(0, VW);
    const y0 = r.range(0, VH);
    const rad = r.range(40, 120);
    const vx = r.range(-8, 8);
    const vy = r.range(-5, 5);
    circles += `<circle cx="${n(x0 + vx * t)}" cy="${n(y0 + vy * t)}" r="${n(rad)}" fill="#ffffff" opacity="0.18"/>`;
  }
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(b, '#ffffff', 0.35)}"/><stop offset="1" stop-color="${mix(a, '#ffffff', 0.2)}"/></linearGradient></defs><rect width="${VW}" height="${VH}" fill="url(#bg)"/>${circles}`;
}

function label(en, cn, t, accent, { x = VW / 2, y = 74, size = 50 } = {}) {
  const o = clamp((t - 0.1) / 0.35);
  const dy = (1 - o) * 16;
  const w = Math.max(en.length * size * 0.62, cn.length * 30) + 70;
  return `<g opacity="${n(o)}" transform="translate(0 ${n(dy)})"><rect x="${n(x - w / 2)}" y="${n(y - size - 10)}" width="${n(w)}" height="${n(size + 58)}" rx="26" fill="#ffffff" opacity="0.92" stroke="${accent}" stroke-width="4"/><text x="${n(x)}" y="${n(y)}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="#2b2d42">${escXml(en)}</text><text x="${n(x)}" y="${n(y + 38)}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="26" fill="${shade(accent, -0.25)}">${escXml(cn)}</text></g>`;
}

/** Text with some letters highlighted, centred at (x, y). */
function highlighted(word, idx, x, y, size, color, accent) {
  const spans = [...word].map((ch, i) => `<tspan fill="${idx.includes(i) ? accent : color}">${escXml(ch)}</tspan>`).join('');
  return `<text x="${n(x)}" y="${n(y)}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${size}">${spans}</text>`;
}

function wrap(text, max) {
  const words = text.split(' ');
  const lines = [''];
  for (const w of words) {
    const cur = lines[lines.length - 1];
    if (cur && (cur + ' ' + w).length > max) lines.push(w);
    else lines[lines.length - 1] = cur ? cur + ' ' + w : w;
  }
  return lines;
}

function shapeSvg(kind, x, y, size, color) {
  const o = shade(color, -0.35);
  const st = `fill="${color}" stroke="${o}" stroke-width="6" stroke-linejoin="round"`;
  const h = size / 2;
  switch (kind) {
    case 'circle':
      return `<circle cx="${x}" cy="${y}" r="${h}" ${st}/>`;
    case 'square':
      return `<rect x="${x - h}" y="${y - h}" width="${size}" height="${size}" rx="8" ${st}/>`;
    case 'triangle':
      return `<path d="M${x} ${y - h} L${x + h * 1.1} ${y + h * 0.85} L${x - h * 1.1} ${y + h * 0.85}Z" ${st}/>`;
    case 'rectangle':
      return `<rect x="${x - h * 1.3}" y="${y - h * 0.75}" width="${size * 1.3}" height="${size * 0.75}" rx="8" ${st}/>`;
    case 'star':
      return `<g transform="translate(${x} ${y}) scale(${n(size / 40)})"><path d="M0 -20 L5.9 -8.1 L19 -6.2 L9.5 3.1 L11.8 16.2 L0 10 L-11.8 16.2 L-9.5 3.1 L-19 -6.2 L-5.9 -8.1Z" fill="${color}" stroke="${o}" stroke-width="1.2" stroke-linejoin="round"/></g>`;
    case 'heart':
      return `<path d="M${x} ${y + h * 0.9} C${x - h * 1.6} ${y - h * 0.1} ${x - h * 0.7} ${y - h * 1.2} ${x} ${y - h * 0.45} C${x + h * 0.7} ${y - h * 1.2} ${x + h * 1.6} ${y - h * 0.1} ${x} ${y + h * 0.9}Z" ${st}/>`;
    default:
      return '';
  }
}

const SHAPE_COLORS = { circle: '#ff595e', square: '#1982c4', triangle: '#8ac926', rectangle: '#ffca3a', star: '#ffd23f', heart: '#ff70a6' };

/** One frame of one segment. t = seconds since the segment started. */
export function frameSvg(video, seg, si, t, segDur, globalT, total) {
  const pal = PALETTES[video.art?.palette] || PALETTES.meadow;
  const accent = pal.accent;
  const ctx = { pal, season: 'summer', time: 'day', weather: 'clear' };
  const v = seg.visual || { type: 'title' };
  const bob = Math.sin((2 * Math.PI * t) / 1.6) * 6;
  const parts = [];
  if (v.type === 'scene') {
    const cast = video.art?.cast || [{ name: 'Mascot', kind: video.art?.mascot || 'bunny', main: true }];
    const book = { id: `${video.id}-${si}`, art: { palette: video.art?.palette, cast } };
    const page = { text: seg.en, scene: v.scene, mood: v.mood, weather: v.weather };
    const { svg } = composeScene(book, page, si, { W: VW, H: VH });
    const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    const z = 1 + 0.06 * clamp(t / Math.max(segDur, 1));
    parts.push(`<g transform="translate(${VW / 2} ${VH / 2}) scale(${n(z * 1000) / 1000}) translate(${-VW / 2} ${-VH / 2})">${inner}</g>`);
    if (seg.word) parts.push(label(seg.word, seg.wordCn || '', t, accent, { y: 70, size: 46 }));
  } else {
    parts.push(background(pal, globalT, hashStr(video.id)));
    const cx = VW / 2;
    const base = 420;
    const p = pop(t, 0.05);
    const sc = (svg, ox, oy) => `<g transform="translate(${n(ox)} ${n(oy)}) scale(${n(Math.max(0.001, p) * 1000) / 1000}) translate(${n(-ox)} ${n(-oy)})">${svg}</g>`;
    if (v.type === 'title' || v.type === 'end') {
      const mascot = video.art?.mascot || 'bunny';
      const isEnd = v.type === 'end';
      const lines = isEnd ? wrap(seg.en, 34) : wrap(video.title, 22);
      const fs = isEnd ? 34 : 52;
      const cnText = isEnd ? seg.cn : video.titleCn;
      const top = isEnd ? 70 : 92;
      let txt = '';
      lines.forEach((ln, i) => {
        txt += `<text x="${cx}" y="${top + i * fs * 1.2}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${fs}" fill="#2b2d42">${escXml(ln)}</text>`;
      });
      const cnLines = [];
      for (let i = 0; i < cnText.length; i += 26) cnLines.push(cnText.slice(i, i + 26));
      cnLines.forEach((ln, i) => {
        txt += `<text x="${cx}" y="${n(top + lines.length * fs * 1.2 + 6 + i * 34)}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${isEnd ? 26 : 32}" fill="${shade(accent, -0.2)}">${escXml(ln)}</text>`;
      });
      parts.push(sc(txt, cx, top));
      const mp = pop(t, 0.35);
      const ms = (SPECIES[mascot] ? 1.0 : 1.5) * (isEnd ? 0.85 : 1);
      parts.push(`<g transform="translate(0 ${n(bob)})">${figure(mascot, { x: cx, y: base + 45, s: Math.max(0.001, mp) * ms, pose: isEnd ? 'cheer' : 'wave', mood: 'joy' })}</g>`);
      const starXY = [[-330, 330], [-220, 290], [220, 290], [330, 330], [-300, 420], [300, 420]];
      starXY.forEach(([dx, y], i) => {
        const sp = pop(t, 0.6 + i * 0.12);
        parts.push(star(cx + dx, y + Math.sin(t * 3 + i) * 5, Math.max(0.001, sp) * (isEnd ? 1.7 : 1.2), ['#ffd23f', '#ff70a6', '#70d6ff', '#8ac926', '#ff924c', '#cdb4db'][i]));
      });
    } else if (v.type === 'prop' || v.type === 'figure' || v.type === 'sun') {
      const name = v.type === 'sun' ? 'sun' : v.type === 'figure' ? v.kind : v.name;
      const h = v.type === 'figure' ? (SPECIES[name] ? 250 : 130) : v.type === 'sun' ? 240 : 230;
      const drawn = item(name, cx, base - (name === 'sun' ? -10 : 0), h, ctx, { color: v.color, mood: 'joy', pose: 'wave' });
      parts.push(`<g transform="translate(0 ${n(bob)})">${sc(drawn, cx, base - h / 2)}</g>`);
      if (seg.word) parts.push(label(seg.word, seg.wordCn || '', t, accent));
    } else if (v.type === 'count') {
      const cnt = v.n;
      const rows = cnt > 5 ? 2 : 1;
      const perRow = Math.ceil(cnt / rows);
      const cell = Math.min(120, 560 / perRow);
      const h = cell * 0.85;
      const x0 = cx + 60 - ((perRow - 1) * cell) / 2;
      const y0 = rows === 2 ? 300 : 350;
      for (let i = 0; i < cnt; i++) {
        const row = Math.floor(i / perRow);
        const col = i % perRow;
        const ip = pop(t, 0.25 + i * 0.12, 0.35);
        const x = x0 + col * cell;
        const y = y0 + row * (cell + 10);
        const b2 = Math.sin((2 * Math.PI * t) / 1.6 + i) * 4;
        const it = item(v.item, x, y + b2, h, ctx, {});
        parts.push(`<g transform="translate(${n(x)} ${n(y - h / 2)}) scale(${n(Math.max(0.001, ip) * 1000) / 1000}) translate(${n(-x)} ${n(-(y - h / 2))})">${it}</g>`);
      }
      parts.push(sc(`<text x="${n(x0 - cell - 30)}" y="${rows === 2 ? 330 : 370}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="150" fill="${accent}" stroke="#fff" stroke-width="6" paint-order="stroke">${cnt}</text>`, x0 - cell - 30, 300));
      if (seg.word) parts.push(label(seg.word, seg.wordCn || '', t, accent));
    } else if (v.type === 'letter') {
      const word = v.word || '';
      if (v.letter) {
        parts.push(sc(`<text x="230" y="330" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="180" fill="${accent}" stroke="#fff" stroke-width="8" paint-order="stroke">${escXml(v.letter)}</text>`, 230, 260));
      } else {
        const idx = v.first ? [0] : [...word].map((ch, i) => (ch === 'a' ? i : -1)).filter((i) => i >= 0);
        parts.push(sc(`<g stroke="#fff" stroke-width="8" paint-order="stroke">${highlighted(word, idx, 240, 320, 130, '#2b2d42', accent)}</g>`, 240, 270));
      }
      const ip = pop(t, 0.3);
      const name = v.item;
      const h = SPECIES[name] ? 240 : ['bus', 'car', 'house'].includes(name) ? 150 : name === 'duck' ? 150 : 190;
      const drawn = item(name, 610, 400, h, ctx, { mood: 'joy' });
      parts.push(`<g transform="translate(0 ${n(bob)})"><g transform="translate(610 ${400 - h / 2}) scale(${n(Math.max(0.001, ip) * 1000) / 1000}) translate(-610 ${-(400 - h / 2)})">${drawn}</g></g>`);
      if (word) {
        const idx = v.letter || v.first ? [0] : [...word].map((ch, i) => (ch === 'a' ? i : -1)).filter((i) => i >= 0);
        const o = clamp((t - 0.2) / 0.35);
        const w = word.length * 32 + 90;
        parts.push(`<g opacity="${n(o)}"><rect x="${n(VW / 2 - w / 2)}" y="22" width="${n(w)}" height="96" rx="26" fill="#fff" opacity="0.92" stroke="${accent}" stroke-width="4"/>${highlighted(word, idx, VW / 2, 72, 48, '#2b2d42', accent)}<text x="${VW / 2}" y="106" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="24" fill="${shade(accent, -0.25)}">${escXml(seg.wordCn || '')}</text></g>`);
      } else if (seg.word) parts.push(label(seg.word, seg.wordCn || '', t, accent));
    } else if (v.type === 'shape') {
      const color = SHAPE_COLORS[v.shape] || accent;
      parts.push(`<g transform="translate(0 ${n(bob)})">${sc(shapeSvg(v.shape, 250, 290, 200, color), 250, 290)}</g>`);
      const ip = pop(t, 0.5);
      const h = v.item === 'house' ? 200 : 150;
      const drawn = item(v.item, 620, 390, h, ctx, {});
      parts.push(`<g transform="translate(620 ${390 - h / 2}) scale(${n(Math.max(0.001, ip) * 1000) / 1000}) translate(-620 ${-(390 - h / 2)})">${drawn}</g>`);
      if (seg.word) parts.push(label(seg.word, seg.wordCn || '', t, accent));
    }
  }
  // progress bar
  parts.push(`<rect x="0" y="${VH - 5}" width="${VW}" height="5" fill="#000" opacity="0.12"/><rect x="0" y="${VH - 5}" width="${n((VW * globalT) / total)}" height="5" fill="${accent}"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${VW}" height="${VH}" viewBox="0 0 ${VW} ${VH}">${parts.join('')}</svg>`;
}

function readWav(file) {
  const buf = fs.readFileSync(file);
  let off = 12;
  let rate = 22050;
  while (off < buf.length) {
    const id = buf.toString('ascii', off, off + 4);
    const size = buf.readUInt32LE(off + 4);
    if (id === 'fmt ') rate = buf.readUInt32LE(off + 12);
    if (id === 'data') return { rate, pcm: buf.subarray(off + 8, off + 8 + size) };
    off += 8 + size;
  }
  throw new Error('no data chunk in ' + file);
}

function wavHeader(dataLen, rate) {
  const h = Buffer.alloc(44);
  h.write('RIFF', 0);
  h.writeUInt32LE(36 + dataLen, 4);
  h.write('WAVE', 8);
  h.write('fmt ', 12);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36);
  h.writeUInt32LE(dataLen, 40);
  return h;
}

function vttTime(s) {
  const ms = Math.round(s * 1000);
  const h = Math.floor(ms / 3600000);
  const m = Math.floor((ms % 3600000) / 60000);
  const sec = Math.floor((ms % 60000) / 1000);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
}

function vtt(cues, key) {
  let out = 'WEBVTT\n\n';
  cues.forEach((c, i) => {
    out += `${i + 1}\n${vttTime(c.start)} --> ${vttTime(c.end)}\n${c[key]}\n\n`;
  });
  return out;
}

/** Build one video. Returns {durationSec, cues}. */
export async function buildVideo(video, { outDir, rels }) {
  const tmp = await fsp.mkdtemp(path.join(os.tmpdir(), `seedv-${video.id}-`));
  const voice = video.art?.voice || 'en-us+f3';
  const rate = video.art?.rate || 125;
  const jobs = video.segments.map((s, i) => ({ text: s.en, wav: path.join(tmp, `s${i}.wav`), voice, rate, wordgap: 1, leadMs: 40, tailMs: 60 }));
  const res = await synthesise(jobs);

  // timeline
  let t = 0;
  const segs = [];
  const pcmParts = [];
  let sr = 22050;
  res.forEach((r, i) => {
    const { rate: wr, pcm } = readWav(r.wav);
    sr = wr;
    const speech = pcm.length / 2 / wr;
    const lead = i === 0 ? LEAD + 0.35 : LEAD;
    const tail = i === res.length - 1 ? TAIL + 0.6 : TAIL;
    const dur = Math.max(2.2, lead + speech + tail);
    segs.push({ start: t, dur, speechStart: t + lead, speechEnd: t + lead + speech });
    const silenceBefore = Math.round(lead * wr) * 2;
    const silenceAfter = Math.round((dur - lead) * wr) * 2 - pcm.length;
    pcmParts.push(Buffer.alloc(silenceBefore), pcm, Buffer.alloc(Math.max(0, silenceAfter)));
    t += dur;
  });
  const total = t;
  const pcm = Buffer.concat(pcmParts);
  const audio = path.join(tmp, 'audio.wav');
  fs.writeFileSync(audio, Buffer.concat([wavHeader(pcm.length, sr), pcm]));

  // subtitles: one cue per narrated segment, exactly spanning its speech
  // (each narration clip carries 40 ms of lead and 60 ms of tail silence: the cue
  // opens just before the voice and closes about 30 ms after it)
  const cues = segs.map((s, i) => ({ start: Math.round(s.speechStart * 1000) / 1000, end: Math.round((s.speechEnd - 0.03) * 1000) / 1000, en: video.segments[i].en, cn: video.segments[i].cn }));
  await fsp.mkdir(path.join(outDir, path.dirname(rels.src)), { recursive: true });
  await fsp.writeFile(path.join(outDir, rels.en), vtt(cues, 'en'));
  await fsp.writeFile(path.join(outDir, rels.cn), vtt(cues, 'cn'));

  // frames -> ffmpeg
  const frames = Math.ceil(total * FPS);
  const mp4 = path.join(outDir, rels.src);
  const ff = spawn('ffmpeg', [
    '-y', '-v', 'error',
    '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${VW}x${VH}`, '-framerate', String(FPS), '-i', 'pipe:0',
    '-i', audio,
    '-map', '0:v', '-map', '1:a',
    '-c:v', 'libx264', '-preset', 'slow', '-tune', 'animation', '-crf', '27', '-maxrate', '450k', '-bufsize', '900k',
    '-pix_fmt', 'yuv420p', '-profile:v', 'main', '-level', '3.1', '-g', String(FPS * 4), '-threads', '2',
    '-c:a', 'aac', '-b:a', '48k', '-ac', '1', '-ar', '44100',
    '-movflags', '+faststart', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact',
    '-metadata', `title=${video.title}`,
    '-shortest', mp4,
  ], { stdio: ['pipe', 'ignore', 'pipe'] });
  let ffErr = '';
  ff.stderr.on('data', (d) => (ffErr += d));
  const ffDone = new Promise((resolve, reject) => ff.on('close', (c) => (c === 0 ? resolve() : reject(new Error('ffmpeg: ' + ffErr)))));

  const render = async (f) => {
    const gt = f / FPS;
    let si = segs.findIndex((s) => gt >= s.start && gt < s.start + s.dur);
    if (si < 0) si = segs.length - 1;
    const s = segs[si];
    const svg = frameSvg(video, video.segments[si], si, gt - s.start, s.dur, gt, total);
    return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).raw().toBuffer();
  };
  const WINDOW = 4;
  const pending = [];
  for (let f = 0; f < Math.min(WINDOW, frames); f++) pending.push(render(f));
  for (let f = 0; f < frames; f++) {
    const buf = await pending.shift();
    if (f + WINDOW < frames) pending.push(render(f + WINDOW));
    if (!ff.stdin.write(buf)) await new Promise((r) => ff.stdin.once('drain', r));
  }
  ff.stdin.end();
  await ffDone;

  // poster: the title card once it has fully popped in
  const posterT = Math.min(segs[0].dur - 0.1, 1.4);
  const posterSvg = frameSvg(video, video.segments[0], 0, posterT, segs[0].dur, posterT, total);
  await sharp(Buffer.from(posterSvg)).webp({ quality: 80, effort: 6 }).toFile(path.join(outDir, rels.poster));

  const durationMs = await probeDurationMs(mp4);
  await fsp.rm(tmp, { recursive: true, force: true });
  return { durationSec: Math.round(durationMs / 100) / 10, cues };
}
