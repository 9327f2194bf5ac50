#!/usr/bin/env node
/**
 * Reviews the seed picture books: text against picture, page by page.
 *
 * For every page it prints the English text and what the generator draws for
 * it, taken from the generator itself (composeScene in server/providers/story/art/scene.mjs, which
 * runs planScene and then adds the default scenery), so the printout is the
 * picture, not a guess at it:
 *
 *   p03 He gives it water. Drip, drip, drip.
 *       park(book) day(scene "sun") spring(book) clear(book) -> bright, grass | sun | Sam happy/hold
 *       props: wateringcan("water") pot(page) tree(default) flower(default)
 *
 * Line 2: setting, time, season, weather, each with the reason it was chosen
 * (page = a field of the page, scene "w" = a word of the page's scene hint,
 * "w" = a word of the text, book = the book's default), then the light,
 * the ground, sky bodies and effects (rain, snowfall, wind, the view in a
 * window), and the figures with mood/pose (+ animals the text names).
 * Line 3: every prop drawn, with its reason (default = scenery the generator
 * adds by itself, rule = added by a text rule such as "lights out").
 *
 * Run from the repository root (needs nothing but Node; sharp is not loaded):
 *   node scripts/seed-media/review.mjs                      # every book in content/books
 *   node scripts/seed-media/review.mjs --book=snow-day,the-little-seed
 *   node scripts/seed-media/review.mjs --file=/tmp/book.json  # any book JSON (tests)
 *   node scripts/seed-media/review.mjs --check              # only the problems; exit 1 if any
 *   node scripts/seed-media/review.mjs --json               # one JSON record per page
 *
 * --check runs the rules of lib/review-rules.mjs on the page text and the
 * drawn summary:
 *   water-not-rain    watering (water/waters/watered/watering) is not drawn as rain
 *                     unless the text names rain or a storm;
 *   night-not-bright  night, dark, bedtime, good night, sleep/asleep, lights out
 *                     (with no morning/sun/day words) is not drawn daytime-bright;
 *   lights-out        "the lights go out / are turned off" is a dark room, lamps off;
 *   negated-object    "no X", "not a/any X", "the X is gone/missing": X, the props the
 *                     generator draws for X and its stand-ins (plant: sprout, flower)
 *                     are not drawn;
 *   nothing-named     "still nothing", "sees nothing"…: the page's noProps says what
 *                     is missing, and none of it is drawn;
 *   no-props-drawn    a prop in noProps is not drawn, not even as default scenery;
 *   weather-named     rain/storm, snow, wind, sunny that the text names is drawn, and a
 *                     rain that stops is not.
 * A rule that flags a page wrongly is fixed in review-rules.mjs, never silenced
 * per page. Exit codes: 0 fine, 1 contradictions found, 2 bad arguments.
 */

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeScene, propsForWord } from '../../server/providers/story/art/scene.mjs';
import { checkPage } from './lib/review-rules.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BOOKS_DIR = path.resolve(HERE, '..', '..', 'content', 'books');

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, ...v] = a.replace(/^--/, '').split('=');
    return [k, v.length ? v.join('=') : true];
  }),
);

function bookFiles() {
  if (args.file) return String(args.file).split(',').map((f) => path.resolve(f));
  const ids = args.book ? String(args.book).split(',') : null;
  const files = fs.readdirSync(BOOKS_DIR).filter((f) => f.endsWith('.json')).sort();
  if (ids) {
    const missing = ids.filter((id) => !files.includes(`${id}.json`));
    if (missing.length) {
      console.error(`no such book: ${missing.join(', ')}`);
      process.exit(2);
    }
    return ids.map((id) => path.join(BOOKS_DIR, `${id}.json`));
  }
  return files.map((f) => path.join(BOOKS_DIR, f));
}

/** Everything review needs about one page, straight from the generator. */
export function reviewPage(book, page, i) {
  const { plan, drawn } = composeScene(book, page, i);
  const problems = checkPage(page, drawn, { propsFor: propsForWord });
  return { book: book.id, page: i + 1, text: page.text, plan, drawn, problems };
}

function line(r) {
  const { plan, drawn } = r;
  const w = plan.why;
  const head = `${plan.setting}(${w.setting}) ${plan.time}(${w.time}) ${plan.season}(${w.season}) ${plan.weather}(${w.weather})`;
  const sky = [...drawn.bodies, ...drawn.fx].join(', ') || '-';
  const figs = drawn.figures.map((f) => `${f.name} ${f.mood}/${f.pose}`).join(', ') || 'no figures';
  const extras = drawn.extras.length ? ` +${drawn.extras.map((k) => `${k}(${w.extras[k] || 'page'})`).join(' +')}` : '';
  const props = drawn.props.map((p) => `${p}(${w.props[p] || 'default'})`).join(' ') || '-';
  return [`       ${head} -> ${drawn.light}, ${drawn.ground} | ${sky} | ${figs}${extras}`, `       props: ${props}`];
}

function main() {
  const records = [];
  for (const file of bookFiles()) {
    const book = JSON.parse(fs.readFileSync(file, 'utf8'));
    const pages = book.pages.map((p, i) => reviewPage(book, p, i));
    records.push(...pages);
    if (args.json) continue;
    const shown = args.check ? pages.filter((r) => r.problems.length) : pages;
    if (!shown.length) continue;
    console.log(`${book.id} (${book.level})`);
    for (const r of shown) {
      console.log(`  p${String(r.page).padStart(2, '0')} ${r.text}`);
      for (const l of line(r)) console.log(l);
      for (const pr of r.problems) console.log(`       !! ${pr.rule}: ${pr.message}`);
    }
  }
  const bad = records.filter((r) => r.problems.length);
  if (args.json) {
    const out = records.map(({ plan, ...r }) => ({ ...r, plan: { ...plan, words: undefined, onPage: plan.onPage.map((m) => m.name) } }));
    console.log(JSON.stringify(out, null, 1));
  } else {
    const n = bad.reduce((s, r) => s + r.problems.length, 0);
    console.log(`${records.length} pages reviewed, ${n} contradiction${n === 1 ? '' : 's'} on ${bad.length} page${bad.length === 1 ? '' : 's'}`);
  }
  if (args.check && bad.length) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
