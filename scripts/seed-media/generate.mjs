#!/usr/bin/env node
/**
 * Sprout English seed-media generator.
 *
 * Makes every media file of the seed library from the data in content/:
 *   - picture books (content/books/*.json): a cover and one illustration per
 *     page (procedural SVG rendered to WebP in two sizes), narration per page
 *     (espeak-ng -> MP3) and per-word timings, written back into the book JSON;
 *   - short videos (content/videos/*.json): animated slides rendered with
 *     sharp, narrated with espeak-ng, encoded to H.264/AAC MP4 with ffmpeg,
 *     plus a WebP poster and English/Chinese WebVTT subtitles;
 *   - live-class teachers (content/teachers/teachers.json): an illustrated
 *     portrait (avatar) and an intro picture of each fictional teacher;
 *   - the store's goods (server/db/seed/store.ts): two product pictures each,
 *     the picture-book box set made from the seed books' covers;
 *   - courseware of the live-class course units (content/courses/<slug>.json):
 *     eight 960x540 WebP slides per unit, listed in content/courses/courseware.json.
 * Output goes to public/media/seed/. The app itself never runs these tools.
 *
 * Needs (only to generate, never at run time):
 *   Debian packages: espeak-ng (brings libespeak-ng1), ffmpeg, python3,
 *                    fonts-noto-cjk, fonts-dejavu-core
 *     apt-get update && apt-get install -y espeak-ng ffmpeg python3 fonts-noto-cjk fonts-dejavu-core
 *   npm packages:    sharp (already a dependency of the app)
 *
 * Run from the repository root:
 *   node scripts/seed-media/generate.mjs              # make what is missing or stale
 *   node scripts/seed-media/generate.mjs --force      # remake everything
 *   node scripts/seed-media/generate.mjs --only=books # or --only=videos, --only=teachers
 *   node scripts/seed-media/generate.mjs --teachers   # teachers only (same as --only=teachers)
 *   node scripts/seed-media/generate.mjs --only=store # the store's product pictures
 *   node scripts/seed-media/generate.mjs --only=courseware [--course=<slug>]  # course slides (needs only sharp)
 *   node scripts/seed-media/generate.mjs --book=snow-day --video=colors-song
 *   node scripts/seed-media/verify.mjs                # check sizes, durations, timings, videos
 *
 * Deterministic: all randomness is seeded from ids, encoders run bit-exact.
 * Idempotent: an output is skipped when it exists and the hash of its inputs
 * (text, settings and generator source) matches scripts/seed-media/manifest.json.
 */

import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { composeScene, composeCover } from '../../server/providers/story/art/scene.mjs';
import { synthesise, alignWords, encodeMp3, HELPER } from './lib/speech.mjs';
import { tokenize, bareWord } from '../../server/providers/story/art/util.mjs';
import { buildVideo } from './lib/video.mjs';
import { teacherPortraitSvg, teacherIntroSvg } from './lib/teachers.mjs';
import { BOX_SET_BOOKS, STORE_PICTURES } from './lib/store.mjs';
import { coursewareSlides, slidePages, courseProblem, SLIDE_W, SLIDE_H } from './lib/courseware.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const BOOKS_DIR = path.join(ROOT, 'content', 'books');
const VIDEOS_DIR = path.join(ROOT, 'content', 'videos');
const TEACHERS_FILE = path.join(ROOT, 'content', 'teachers', 'teachers.json');
const COURSES_DIR = path.join(ROOT, 'content', 'courses');
const COURSEWARE_FILE = path.join(COURSES_DIR, 'courseware.json');
const OUT = path.join(ROOT, 'public', 'media', 'seed');
const MANIFEST = path.join(HERE, 'manifest.json');
const URL_BASE = '/media/seed';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const FORCE = !!args.force;

export const SIZES = {
  page: { large: [1200, 800, 78], small: [600, 400, 72] },
  cover: { large: [800, 800, 80], small: [400, 400, 74] },
  avatar: [256, 256, 80],
  product: [800, 800, 76],
  intro: [1200, 675, 78],
  slide: [SLIDE_W, SLIDE_H, 70],
};

/** Speech settings per reading level: slower and clearer for beginners. */
export const LEVEL_SPEECH = {
  A: { rate: 118, wordgap: 3 },
  B: { rate: 122, wordgap: 2 },
  C: { rate: 128, wordgap: 1 },
  D: { rate: 132, wordgap: 1 },
  E: { rate: 136, wordgap: 0 },
  F: { rate: 140, wordgap: 0 },
  G: { rate: 145, wordgap: 0 },
  H: { rate: 148, wordgap: 0 },
  I: { rate: 150, wordgap: 0 },
  J: { rate: 154, wordgap: 0 },
};

function sha(...parts) {
  const h = crypto.createHash('sha256');
  for (const p of parts) h.update((typeof p === 'string' ? p : JSON.stringify(p) ?? 'null') + '\u0000');
  return h.digest('hex').slice(0, 16);
}

function sourceHash(files) {
  return sha(...files.map((f) => fs.readFileSync(path.join(HERE, f), 'utf8')));
}

const ART_SRC = sourceHash(['../../server/providers/story/art/scene.mjs', '../../server/providers/story/art/props.mjs', '../../server/providers/story/art/figures.mjs', '../../server/providers/story/art/util.mjs']);
const SPEECH_SRC = sourceHash(['espeak_timed.py', 'lib/speech.mjs', '../../server/providers/story/narration/align.mjs']);
const TEACHER_SRC = sourceHash(['lib/teachers.mjs', '../../server/providers/story/art/props.mjs', '../../server/providers/story/art/figures.mjs', '../../server/providers/story/art/util.mjs']);
const STORE_SRC = sourceHash(['lib/store.mjs', '../../server/providers/story/art/props.mjs', '../../server/providers/story/art/util.mjs']);
const COURSEWARE_SRC = sourceHash(['lib/courseware.mjs', '../../server/providers/story/art/props.mjs', '../../server/providers/story/art/util.mjs']);
const VIDEO_SRC = sourceHash(['lib/video.mjs', '../../server/providers/story/art/scene.mjs', '../../server/providers/story/art/props.mjs', '../../server/providers/story/art/figures.mjs', 'espeak_timed.py']);

const manifest = fs.existsSync(MANIFEST) ? JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) : {};
const stats = { made: 0, skipped: 0 };

/** True when `rel` must be (re)made for inputs hashing to `hash`. */
function stale(rel, hash) {
  if (FORCE) return true;
  if (!fs.existsSync(path.join(OUT, rel))) return true;
  return manifest[rel] !== hash;
}

function done(rel, hash, made) {
  manifest[rel] = hash;
  if (made) stats.made++;
  else stats.skipped++;
}

async function pool(items, n, fn) {
  const queue = items.map((it, i) => [it, i]);
  const workers = Array.from({ length: Math.min(n, queue.length) }, async () => {
    while (queue.length) {
      const [it, i] = queue.shift();
      await fn(it, i);
    }
  });
  await Promise.all(workers);
}

async function renderWebp(svg, rel, [w, h, q], baseSize) {
  const file = path.join(OUT, rel);
  await fsp.mkdir(path.dirname(file), { recursive: true });
  let img = sharp(Buffer.from(svg), { density: 72 * (w / baseSize) });
  img = img.resize(w, h);
  await img.webp({ quality: q, effort: 6, smartSubsample: true }).toFile(file);
}

const pad2 = (i) => String(i).padStart(2, '0');

export function countWords(text) {
  return tokenize(text).filter((t) => bareWord(t.raw)).length;
}

// ------------------------------------------------------------------ books

async function makeBook(file) {
  const book = JSON.parse(await fsp.readFile(file, 'utf8'));
  const id = book.id;
  if (args.book && args.book !== id) return null;
  const t0 = Date.now();
  const dir = `books/${id}`;
  await fsp.mkdir(path.join(OUT, dir), { recursive: true });

  // cover
  const coverHash = sha(ART_SRC, book.id, book.title, book.titleCn, book.level, book.art, book.pages[0].text);
  const cover = {};
  for (const [size, spec] of Object.entries(SIZES.cover)) {
    const rel = `${dir}/cover-${spec[0]}.webp`;
    cover[size] = `${URL_BASE}/${rel}`;
    if (stale(rel, coverHash + spec.join('x'))) {
      await renderWebp(composeCover(book), rel, spec, 800);
      done(rel, coverHash + spec.join('x'), true);
    } else done(rel, coverHash + spec.join('x'), false);
  }

  // page illustrations
  await pool(book.pages, 3, async (page, i) => {
    const n = i + 1;
    const pageHash = sha(ART_SRC, book.id, book.art, page.text, page.scene, page.cast, page.mood, page.pose, page.props, page.noProps, i);
    page.image = {};
    let svg = null;
    for (const [size, spec] of Object.entries(SIZES.page)) {
      const rel = `${dir}/p${pad2(n)}-${spec[0]}.webp`;
      page.image[size] = `${URL_BASE}/${rel}`;
      if (stale(rel, pageHash + spec.join('x'))) {
        svg ??= composeScene(book, page, i).svg;
        await renderWebp(svg, rel, spec, 1200);
        done(rel, pageHash + spec.join('x'), true);
      } else done(rel, pageHash + spec.join('x'), false);
    }
    page.image.width = SIZES.page.large[0];
    page.image.height = SIZES.page.large[1];
  });

  // narration + word timings
  const speech = LEVEL_SPEECH[book.level] || LEVEL_SPEECH.E;
  const voice = book.art?.voice || 'en-us+f3';
  const tmp = await fsp.mkdtemp(path.join(os.tmpdir(), `seed-${id}-`));
  const jobs = [];
  book.pages.forEach((page, i) => {
    const rel = `${dir}/p${pad2(i + 1)}.mp3`;
    const hash = sha(SPEECH_SRC, page.text, voice, speech);
    const haveTimings = Array.isArray(page.words) && page.words.length === countWords(page.text) && page.audio?.durationMs;
    if (stale(rel, hash) || !haveTimings) jobs.push({ i, rel, hash, text: page.text, wav: path.join(tmp, `p${pad2(i + 1)}.wav`), voice, rate: speech.rate, wordgap: speech.wordgap, leadMs: 150, tailMs: 350 });
    else done(rel, hash, false);
  });
  if (jobs.length) {
    const results = await synthesise(jobs.map(({ i: _i, rel: _rel, hash: _hash, ...j }) => j));
    await pool(jobs, 2, async (job, k) => {
      const r = results[k];
      const page = book.pages[job.i];
      await encodeMp3(job.wav, path.join(OUT, job.rel));
      page.audio = { src: `${URL_BASE}/${job.rel}`, durationMs: r.durationMs };
      page.words = alignWords(page.text, r.words, r.durationMs);
      done(job.rel, job.hash, true);
    });
  }
  await fsp.rm(tmp, { recursive: true, force: true });

  // write the book back with generated fields, in a stable key order
  const SRC_PAGE_KEYS = ['text', 'textCn', 'scene', 'cast', 'mood', 'pose', 'props', 'noProps'];
  const pages = book.pages.map((p, i) => {
    const o = { index: i + 1 };
    for (const k of SRC_PAGE_KEYS) if (p[k] !== undefined) o[k] = p[k];
    o.image = { large: p.image.large, small: p.image.small, width: p.image.width, height: p.image.height };
    o.audio = { src: p.audio.src, durationMs: p.audio.durationMs };
    o.words = p.words.map((w) => ({ word: w.word, startMs: w.startMs, endMs: w.endMs }));
    return o;
  });
  const out = {
    id: book.id,
    title: book.title,
    titleCn: book.titleCn,
    author: book.author,
    level: book.level,
    tags: book.tags,
    description: book.description,
    descriptionCn: book.descriptionCn,
    wordCount: book.pages.reduce((s, p) => s + countWords(p.text), 0),
    cover,
    art: book.art,
    pages,
  };
  await fsp.writeFile(file, formatJson(out) + '\n');
  const audioMs = pages.reduce((s, p) => s + p.audio.durationMs, 0);
  console.log(`book ${id.padEnd(28)} level ${book.level}  ${String(pages.length).padStart(2)} pages  ${String(out.wordCount).padStart(3)} words  ${(audioMs / 1000).toFixed(1).padStart(6)} s audio  ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return out;
}

/** JSON with one line per word timing, so the data stays readable in review. */
function formatJson(obj) {
  const s = JSON.stringify(obj, null, 2);
  return s.replace(/\{\n\s+"word": ("(?:[^"\\]|\\.)*"),\n\s+"startMs": (\d+),\n\s+"endMs": (\d+)\n\s+\}/g, '{ "word": $1, "startMs": $2, "endMs": $3 }');
}

// ------------------------------------------------------------------ videos

async function makeVideo(file) {
  const video = JSON.parse(await fsp.readFile(file, 'utf8'));
  if (args.video && args.video !== video.id) return null;
  const t0 = Date.now();
  const hash = sha(VIDEO_SRC, video.id, video.segments, video.art, video.title, video.titleCn);
  const rels = {
    src: `videos/${video.id}.mp4`,
    poster: `videos/${video.id}-poster.webp`,
    en: `videos/${video.id}.en.vtt`,
    cn: `videos/${video.id}.cn.vtt`,
  };
  const need = Object.values(rels).some((r) => stale(r, hash)) || !video.durationSec;
  if (need) {
    const res = await buildVideo(video, { outDir: OUT, rels });
    video.durationSec = res.durationSec;
    video.cues = res.cues;
    for (const r of Object.values(rels)) done(r, hash, true);
  } else for (const r of Object.values(rels)) done(r, hash, false);
  const out = {
    id: video.id,
    title: video.title,
    titleCn: video.titleCn,
    description: video.description,
    descriptionCn: video.descriptionCn,
    tags: video.tags,
    durationSec: video.durationSec,
    src: `${URL_BASE}/${rels.src}`,
    poster: `${URL_BASE}/${rels.poster}`,
    subtitles: { en: `${URL_BASE}/${rels.en}`, cn: `${URL_BASE}/${rels.cn}` },
    art: video.art,
    segments: video.segments,
    cues: video.cues,
  };
  await fsp.writeFile(file, JSON.stringify(out, null, 2) + '\n');
  console.log(`video ${video.id.padEnd(27)} ${String(video.durationSec).padStart(5)} s  ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return out;
}

// ------------------------------------------------------------------ teachers

/** Portrait and intro picture of every seed teacher (pictures only: the data is hand-written). */
async function makeTeachers() {
  const teachers = JSON.parse(await fsp.readFile(TEACHERS_FILE, 'utf8'));
  for (const t of teachers) {
    if (args.teacher && args.teacher !== t.slug) continue;
    const dir = `teachers/${t.slug}`;
    const hash = sha(TEACHER_SRC, t.slug, t.gender, t.tags, t.yearsTeaching);
    const jobs = [
      [`${dir}/avatar.webp`, () => teacherPortraitSvg(t), SIZES.avatar, 512],
      [`${dir}/intro.webp`, () => teacherIntroSvg(t), SIZES.intro, 1200],
    ];
    let made = 0;
    for (const [rel, svg, spec, base] of jobs) {
      const h = hash + spec.join('x');
      if (stale(rel, h)) {
        await renderWebp(svg(), rel, spec, base);
        made++;
        done(rel, h, true);
      } else done(rel, h, false);
    }
    console.log(`teacher ${t.slug.padEnd(25)} ${made ? 'made' : 'up to date'}`);
  }
}

// ------------------------------------------------------------------ store

/** Two pictures of each of the store's goods; the box set's show the covers of the seed books it holds. */
async function makeStore() {
  const coverFiles = BOX_SET_BOOKS.map((slug) => `books/${slug}/cover-400.webp`);
  const coverHashes = coverFiles.map((rel) => manifest[rel] ?? '');
  let covers = null;
  const loadCovers = async () =>
    (covers ??= await Promise.all(coverFiles.map(async (rel) => `data:image/png;base64,${(await sharp(path.join(OUT, rel)).png().toBuffer()).toString('base64')}`)));
  let made = 0;
  for (const [slug, file, build] of STORE_PICTURES) {
    const rel = `store/${slug}/${file}`;
    const h = sha(STORE_SRC, slug, file, slug === 'picture-book-box-set' ? coverHashes : null) + SIZES.product.join('x');
    if (stale(rel, h)) {
      await renderWebp(build(slug === 'picture-book-box-set' ? await loadCovers() : []), rel, SIZES.product, 800);
      made++;
      done(rel, h, true);
    } else done(rel, h, false);
  }
  console.log(`store pictures ${made ? `${made} made` : 'up to date'}`);
}

// ------------------------------------------------------------------ courseware

/**
 * The slides of every course unit in content/courses/<slug>.json (eight each, see
 * lib/courseware.mjs) and the index content/courses/courseware.json. A unit's
 * slides are remade when its course data, its book's text or the pictures it
 * shows (their manifest hashes) change. Malformed course files are skipped.
 */
async function makeCourseware() {
  if (!fs.existsSync(COURSES_DIR)) return;
  const files = (await fsp.readdir(COURSES_DIR)).filter((f) => f.endsWith('.json') && f !== path.basename(COURSEWARE_FILE)).sort();
  const index = fs.existsSync(COURSEWARE_FILE) ? JSON.parse(await fsp.readFile(COURSEWARE_FILE, 'utf8')) : {};
  const skipped = [];
  const seen = new Set();
  let made = 0;
  const png = async (rel) => `data:image/png;base64,${(await sharp(path.join(OUT, rel)).png().toBuffer()).toString('base64')}`;
  for (const f of files) {
    const slug = f.replace(/\.json$/, '');
    if (args.course && args.course !== slug) {
      if (index[slug]) seen.add(slug);
      continue;
    }
    let course;
    let book;
    try {
      course = JSON.parse(await fsp.readFile(path.join(COURSES_DIR, f), 'utf8'));
      const bookId = typeof course?.book === 'string' ? course.book : slug;
      const bookFile = path.join(BOOKS_DIR, `${bookId}.json`);
      book = fs.existsSync(bookFile) ? JSON.parse(await fsp.readFile(bookFile, 'utf8')) : null;
      const problem = courseProblem(course, book);
      if (problem) throw new Error(problem);
    } catch (e) {
      skipped.push(`${f}: ${e.message}`);
      console.warn(`course ${slug.padEnd(26)} SKIPPED (${e.message})`);
      continue;
    }
    const dir = `courses/${slug}`;
    const pages = slidePages(book, course);
    const imageRels = [`books/${book.id}/cover-400.webp`, ...pages.map((p) => `books/${book.id}/p${pad2(p)}-600.webp`)];
    const missing = imageRels.filter((rel) => !fs.existsSync(path.join(OUT, rel)));
    if (missing.length) {
      skipped.push(`${f}: missing ${missing.join(', ')}`);
      console.warn(`course ${slug.padEnd(26)} SKIPPED (missing ${missing.join(', ')})`);
      continue;
    }
    const hash =
      sha(COURSEWARE_SRC, slug, course, book.id, book.title, book.level, book.pages.map((p) => p.text), imageRels.map((rel) => manifest[rel] ?? '')) + SIZES.slide.join('x');
    // the slide texts do not depend on the pictures: only load those when something is remade
    let slides = coursewareSlides(book, course);
    const rels = slides.map((_, i) => `${dir}/slide-${pad2(i + 1)}.webp`);
    const todo = rels.filter((rel) => stale(rel, hash));
    if (todo.length) {
      const images = { cover: await png(imageRels[0]), pages: {} };
      for (const [k, p] of pages.entries()) images.pages[p] = await png(imageRels[k + 1]);
      slides = coursewareSlides(book, course, images);
      await pool(slides, 2, async (slide, i) => {
        if (!todo.includes(rels[i])) return;
        const file = path.join(OUT, rels[i]);
        await fsp.mkdir(path.dirname(file), { recursive: true });
        await sharp(Buffer.from(slide.svg)).resize(SIZES.slide[0], SIZES.slide[1]).webp({ quality: SIZES.slide[2], effort: 6 }).toFile(file);
      });
    }
    for (const rel of rels) done(rel, hash, todo.includes(rel));
    made += todo.length;
    // `file` and `image` name the same picture (`image` is what CoursewarePage in lib/types/lessons.ts reads)
    index[slug] = slides.map((s, i) => ({ file: `${URL_BASE}/${rels[i]}`, image: `${URL_BASE}/${rels[i]}`, width: SIZES.slide[0], height: SIZES.slide[1], kind: s.kind, text: s.text }));
    seen.add(slug);
    console.log(`course ${slug.padEnd(26)} ${slides.length} slides  ${todo.length ? `${todo.length} made` : 'up to date'}`);
  }
  // the index lists the units whose course file is present and valid, sorted by slug
  const out = Object.fromEntries(Object.keys(index).filter((s) => seen.has(s)).sort().map((s) => [s, index[s]]));
  await fsp.writeFile(COURSEWARE_FILE, JSON.stringify(out, null, 2) + '\n');
  console.log(`courseware: ${Object.keys(out).length} units, ${made} slides made${skipped.length ? `, ${skipped.length} course file(s) skipped:\n  ${skipped.join('\n  ')}` : ''}`);
}

// ------------------------------------------------------------------ main

async function main() {
  const t0 = Date.now();
  await fsp.mkdir(OUT, { recursive: true });
  const only = args.teachers ? 'teachers' : args.only;
  // the speech helper (espeak-ng) is needed for books and videos only
  if (only !== 'teachers' && only !== 'store' && only !== 'courseware' && !fs.existsSync(HELPER)) throw new Error('missing ' + HELPER);
  if (!only || only === 'books') {
    const files = (await fsp.readdir(BOOKS_DIR)).filter((f) => f.endsWith('.json')).sort();
    for (const f of files) await makeBook(path.join(BOOKS_DIR, f));
  }
  if (!only || only === 'videos') {
    if (fs.existsSync(VIDEOS_DIR)) {
      const files = (await fsp.readdir(VIDEOS_DIR)).filter((f) => f.endsWith('.json')).sort();
      for (const f of files) await makeVideo(path.join(VIDEOS_DIR, f));
    }
  }
  if (!only || only === 'teachers') await makeTeachers();
  if (!only || only === 'store') await makeStore();
  if (!only || only === 'courseware') await makeCourseware();
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  await fsp.writeFile(MANIFEST, JSON.stringify(sorted, null, 1) + '\n');
  console.log(`done: ${stats.made} files made, ${stats.skipped} up to date, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
