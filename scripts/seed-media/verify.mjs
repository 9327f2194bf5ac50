#!/usr/bin/env node
/**
 * Checks the generated seed library (run after generate.mjs, from the repo root):
 *   node scripts/seed-media/verify.mjs [--verbose]
 *
 * - every referenced file exists; image sizes and byte budgets;
 * - narration: MP3 duration (ffprobe) against durationMs, one timing per word,
 *   timings monotonic and inside the audio;
 * - timing accuracy, measured independently on the encoded MP3: ffmpeg's
 *   silencedetect finds the pauses in the decoded audio, and every pause
 *   is compared with the end of the word before it and the start of the
 *   word after it;
 * - videos: codecs, size, duration (ffprobe), subtitle cues against the
 *   pauses in the video's own audio track;
 * - total size of public/media/seed (budget 40 MB).
 * Needs ffmpeg/ffprobe (Debian package ffmpeg) and sharp. Exits 1 on failure.
 */

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { run, probeDurationMs } from './lib/speech.mjs';
import { tokenize, bareWord } from '../../server/providers/story/art/util.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const PUB = path.join(ROOT, 'public');
const VERBOSE = process.argv.includes('--verbose');
const problems = [];
const fail = (m) => problems.push(m);
const fileOf = (url) => path.join(PUB, url);

const LIMITS = { pageLarge: 40 * 1024, pageSmall: 15 * 1024, coverLarge: 60 * 1024, coverSmall: 20 * 1024, total: 40 * 1024 * 1024 };

async function silenceList(file) {
  // silencedetect logs to stderr; run() keeps stderr only on failure, so call ffmpeg directly here
  const { spawn } = await import('node:child_process');
  return new Promise((resolve, reject) => {
    const p = spawn('ffmpeg', ['-hide_banner', '-nostats', '-i', file, '-af', 'silencedetect=noise=-38dB:d=0.1', '-f', 'null', '-']);
    let err = '';
    p.stderr.on('data', (d) => (err += d));
    p.on('error', reject);
    p.on('close', () => {
      const list = [];
      let cur = null;
      for (const line of err.split('\n')) {
        const s = line.match(/silence_start: ([\d.]+)/);
        const e = line.match(/silence_end: ([\d.]+)/);
        if (s) cur = { start: parseFloat(s[1]) * 1000 };
        if (e && cur) {
          cur.end = parseFloat(e[1]) * 1000;
          list.push(cur);
          cur = null;
        }
      }
      if (cur) list.push({ ...cur, end: Infinity });
      resolve(list);
    });
  });
}

function pct(arr, p) {
  if (!arr.length) return 0;
  const s = [...arr].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

const errors = { wordStart: [], wordEnd: [], cueStart: [], cueEnd: [], durations: [] };
const sizes = { images: 0, covers: 0, audio: 0, video: 0, posters: 0, subtitles: 0 };
let audioMs = 0;

async function checkBook(file) {
  const b = JSON.parse(fs.readFileSync(file, 'utf8'));
  const counts = { pages: b.pages.length };
  if (b.pages.length < 8 || b.pages.length > 16) fail(`${b.id}: ${b.pages.length} pages`);
  for (const [k, url] of Object.entries(b.cover)) {
    const f = fileOf(url);
    if (!fs.existsSync(f)) {
      fail(`${b.id}: missing ${url}`);
      continue;
    }
    const st = fs.statSync(f).size;
    sizes.covers += st;
    const meta = await sharp(f).metadata();
    const want = k === 'large' ? 800 : 400;
    if (meta.width !== want || meta.height !== want) fail(`${url}: ${meta.width}x${meta.height}`);
    if (st > (k === 'large' ? LIMITS.coverLarge : LIMITS.coverSmall)) fail(`${url}: ${st} bytes`);
  }
  for (const p of b.pages) {
    for (const k of ['large', 'small']) {
      const url = p.image[k];
      const f = fileOf(url);
      if (!fs.existsSync(f)) {
        fail(`${b.id}: missing ${url}`);
        continue;
      }
      const st = fs.statSync(f).size;
      sizes.images += st;
      const meta = await sharp(f).metadata();
      const want = k === 'large' ? [1200, 800] : [600, 400];
      if (meta.width !== want[0] || meta.height !== want[1]) fail(`${url}: ${meta.width}x${meta.height}`);
      if (st > (k === 'large' ? LIMITS.pageLarge : LIMITS.pageSmall)) fail(`${url}: ${st} bytes over budget`);
    }
    const af = fileOf(p.audio.src);
    if (!fs.existsSync(af)) {
      fail(`${b.id}: missing ${p.audio.src}`);
      continue;
    }
    sizes.audio += fs.statSync(af).size;
    const dur = await probeDurationMs(af);
    errors.durations.push(Math.abs(dur - p.audio.durationMs));
    audioMs += p.audio.durationMs;
    const tokens = tokenize(p.text).filter((t) => bareWord(t.raw));
    if (tokens.length !== p.words.length) fail(`${b.id} p${p.index}: ${p.words.length} timings for ${tokens.length} words`);
    p.words.forEach((w, i) => {
      if (w.word !== bareWord(tokens[i]?.raw || '')) fail(`${b.id} p${p.index}: word ${i} "${w.word}" != "${tokens[i]?.raw}"`);
      if (!(w.endMs > w.startMs)) fail(`${b.id} p${p.index}: word ${i} empty span`);
      if (i && w.startMs < p.words[i - 1].endMs) fail(`${b.id} p${p.index}: word ${i} overlaps`);
      if (w.endMs > p.audio.durationMs) fail(`${b.id} p${p.index}: word ${i} after end of audio`);
    });
    // accuracy against pauses found in the decoded MP3
    const sil = await silenceList(af);
    const inner = sil.filter((s) => s.start > 50 && s.end < dur - 50);
    const lead = sil.find((s) => s.start <= 50);
    if (lead && p.words.length) errors.wordStart.push(Math.abs(p.words[0].startMs - lead.end));
    const trail = sil.find((s) => s.end >= dur - 50 && s.start > 50);
    if (trail && p.words.length) errors.wordEnd.push(Math.abs(p.words[p.words.length - 1].endMs - trail.start));
    for (const s of inner) {
      // the word that ends nearest the pause start, and the next word
      let k = -1;
      let best = Infinity;
      p.words.forEach((w, i) => {
        const d = Math.abs(w.endMs - s.start);
        if (d < best) {
          best = d;
          k = i;
        }
      });
      if (k < 0 || k + 1 >= p.words.length) continue;
      errors.wordEnd.push(Math.abs(p.words[k].endMs - s.start));
      errors.wordStart.push(Math.abs(p.words[k + 1].startMs - s.end));
      if (VERBOSE) console.log(`${b.id} p${p.index}: pause ${Math.round(s.start)}-${Math.round(s.end)} ms; "${p.words[k].word}" ends ${p.words[k].endMs}, "${p.words[k + 1].word}" starts ${p.words[k + 1].startMs}`);
    }
  }
  return { id: b.id, level: b.level, pages: counts.pages, words: b.wordCount, audioMs: b.pages.reduce((s, p) => s + p.audio.durationMs, 0) };
}

async function probeVideo(f) {
  const out = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name,codec_type,width,height,bit_rate,sample_rate,channels,profile:format=duration,bit_rate', '-of', 'json', f]);
  return JSON.parse(out.toString());
}

function parseVtt(text) {
  const cues = [];
  const re = /(\d\d):(\d\d):(\d\d)\.(\d{3}) --> (\d\d):(\d\d):(\d\d)\.(\d{3})\n([^\n]+)/g;
  let m;
  while ((m = re.exec(text))) {
    const t = (h, mi, s, ms) => ((+h * 60 + +mi) * 60 + +s) * 1000 + +ms;
    cues.push({ start: t(m[1], m[2], m[3], m[4]), end: t(m[5], m[6], m[7], m[8]), text: m[9] });
  }
  return cues;
}

async function checkVideo(file) {
  const v = JSON.parse(fs.readFileSync(file, 'utf8'));
  const f = fileOf(v.src);
  if (!fs.existsSync(f)) {
    fail(`${v.id}: missing ${v.src}`);
    return null;
  }
  sizes.video += fs.statSync(f).size;
  sizes.posters += fs.statSync(fileOf(v.poster)).size;
  const info = await probeVideo(f);
  const vs = info.streams.find((s) => s.codec_type === 'video');
  const as = info.streams.find((s) => s.codec_type === 'audio');
  const dur = parseFloat(info.format.duration);
  if (vs?.codec_name !== 'h264') fail(`${v.id}: video codec ${vs?.codec_name}`);
  if (as?.codec_name !== 'aac') fail(`${v.id}: audio codec ${as?.codec_name}`);
  if (!((vs.width === 854 && vs.height === 480) || (vs.width === 640 && vs.height === 360))) fail(`${v.id}: ${vs.width}x${vs.height}`);
  if (dur < 20 || dur > 90) fail(`${v.id}: duration ${dur}`);
  if (Math.abs(dur - v.durationSec) > 0.2) fail(`${v.id}: durationSec ${v.durationSec} vs ${dur}`);
  // faststart: moov before mdat
  const head = fs.readFileSync(f).subarray(0, 64 * 1024).toString('latin1');
  if (!(head.indexOf('moov') >= 0 && (head.indexOf('mdat') < 0 || head.indexOf('moov') < head.indexOf('mdat')))) fail(`${v.id}: moov atom not at the start`);
  const en = parseVtt(fs.readFileSync(fileOf(v.subtitles.en), 'utf8'));
  const cn = parseVtt(fs.readFileSync(fileOf(v.subtitles.cn), 'utf8'));
  sizes.subtitles += fs.statSync(fileOf(v.subtitles.en)).size + fs.statSync(fileOf(v.subtitles.cn)).size;
  if (en.length !== v.segments.length || cn.length !== en.length) fail(`${v.id}: ${en.length}/${cn.length} cues for ${v.segments.length} segments`);
  en.forEach((c, i) => {
    if (cn[i] && (cn[i].start !== c.start || cn[i].end !== c.end)) fail(`${v.id}: cue ${i + 1} times differ between en and cn`);
    if (c.text !== v.segments[i].en) fail(`${v.id}: cue ${i + 1} text`);
  });
  // cues against the pauses of the video's own audio track
  const sil = await silenceList(f);
  for (const c of en) {
    const before = sil.filter((s) => s.end <= c.start + 300).pop();
    const after = sil.find((s) => s.start >= c.end - 300);
    if (before) errors.cueStart.push(Math.abs(before.end - c.start));
    if (after) errors.cueEnd.push(Math.abs(after.start - c.end));
  }
  return { id: v.id, codec: `${vs.codec_name} ${vs.profile} / ${as.codec_name} ${as.sample_rate} Hz ${as.channels}ch`, size: `${vs.width}x${vs.height}`, durationSec: dur, kbps: Math.round(parseInt(info.format.bit_rate, 10) / 1000), cues: en.length };
}

function du(dir) {
  let total = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    total += e.isDirectory() ? du(p) : fs.statSync(p).size;
  }
  return total;
}

const mb = (b) => `${(b / 1024 / 1024).toFixed(2)} MB`;

async function main() {
  const t0 = Date.now();
  const booksDir = path.join(ROOT, 'content', 'books');
  const books = [];
  for (const f of fs.readdirSync(booksDir).filter((x) => x.endsWith('.json')).sort()) books.push(await checkBook(path.join(booksDir, f)));
  const perLevel = {};
  for (const b of books) perLevel[b.level] = (perLevel[b.level] || 0) + 1;
  console.log(`books: ${books.length}, pages: ${books.reduce((s, b) => s + b.pages, 0)}, words: ${books.reduce((s, b) => s + b.words, 0)}, narration: ${(audioMs / 60000).toFixed(1)} min`);
  console.log('books per level:', Object.keys(perLevel).sort().map((k) => `${k}:${perLevel[k]}`).join(' '));
  const videosDir = path.join(ROOT, 'content', 'videos');
  const vids = [];
  for (const f of fs.readdirSync(videosDir).filter((x) => x.endsWith('.json')).sort()) vids.push(await checkVideo(path.join(videosDir, f)));
  console.log(`videos: ${vids.length}`);
  for (const v of vids) if (v) console.log(`  ${v.id.padEnd(22)} ${v.codec}  ${v.size}  ${v.durationSec.toFixed(1)} s  ${v.kbps} kb/s  ${v.cues} cues`);
  const stat = (a) => `n=${a.length} mean ${(a.reduce((s, x) => s + x, 0) / Math.max(1, a.length)).toFixed(0)} ms, p95 ${pct(a, 95).toFixed(0)} ms, max ${Math.max(0, ...a).toFixed(0)} ms`;
  console.log(`mp3 duration vs durationMs: ${stat(errors.durations)}`);
  console.log(`word starts vs end of preceding pause (decoded MP3): ${stat(errors.wordStart)}`);
  console.log(`word ends vs start of following pause (decoded MP3): ${stat(errors.wordEnd)}`);
  console.log(`subtitle cue starts vs end of pause (video audio): ${stat(errors.cueStart)}`);
  console.log(`subtitle cue ends vs start of pause (video audio): ${stat(errors.cueEnd)}`);
  const total = du(path.join(PUB, 'media', 'seed'));
  console.log(`sizes: page images ${mb(sizes.images)}, covers ${mb(sizes.covers)}, narration ${mb(sizes.audio)}, videos ${mb(sizes.video)}, posters ${mb(sizes.posters)}, subtitles ${mb(sizes.subtitles)}; total public/media/seed ${mb(total)}`);
  if (total > LIMITS.total) fail(`seed media ${mb(total)} is over 40 MB`);
  if (pct(errors.wordStart, 95) > 100 || pct(errors.wordEnd, 95) > 100) fail('word timings are off by more than 100 ms at p95');
  console.log(`checked in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (problems.length) {
    console.log(`${problems.length} problem(s):`);
    for (const p of problems.slice(0, 50)) console.log('  - ' + p);
    process.exit(1);
  }
  console.log('all checks passed');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
