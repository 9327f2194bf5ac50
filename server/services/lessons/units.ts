/**
 * Turns a course file (content/courses/<book>.json) and its picture book into
 * a course unit: each word and key sentence gets the stretch of the page's
 * narration that says it and the page's picture, and the exercises are made
 * from them, the same way every time (ids stay stable across seeds).
 * Pure: no database; the seed and the tests call it.
 */
import type { Book, BookPage } from '../../../content';
import type { SeedCourse } from '../../../content/courses';
import type { AudioClip, CoursewarePage, ExerciseKind, KeySentence, PartOfSpeech, VocabItem } from '../../../lib/types/lessons';
import type { QuestionData } from '../../db/schema/lessons';

export interface BuiltUnit {
  goal: { en: string; cn: string };
  vocabulary: VocabItem[];
  sentences: KeySentence[];
  knowledge: { en: string; cn: string }[];
  courseware: CoursewarePage[];
  questions: { position: number; kind: ExerciseKind; data: QuestionData }[];
}

const POS_CN: Record<PartOfSpeech, string> = {
  noun: '名词',
  verb: '动词',
  adjective: '形容词',
  adverb: '副词',
  preposition: '介词',
  pronoun: '代词',
  number: '数词',
  phrase: '短语',
};

/** A little before and after the word, so its first and last sounds are not cut. */
const CLIP_LEAD_MS = 60;
const CLIP_TAIL_MS = 90;

const bare = (token: string) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
const isWordToken = (token: string) => /[\p{L}\p{N}]/u.test(token);
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A small deterministic generator seeded from a string (FNV-1a, then xorshift). */
function seeded(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let x = h >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: readonly T[], seed: string): T[] {
  const out = [...items];
  const next = seeded(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

function pageOf(book: Book, index: number): BookPage {
  const page = book.pages.find((p) => p.index === index);
  if (!page) throw new Error(`course ${book.id}: no page ${index}`);
  return page;
}

function clip(page: BookPage, from: number, to: number): AudioClip {
  return {
    src: page.audio.src,
    startMs: Math.max(0, page.words[from].startMs - CLIP_LEAD_MS),
    endMs: Math.min(page.audio.durationMs, page.words[to].endMs + CLIP_TAIL_MS),
  };
}

/** The narration of one word of a page (its first occurrence). */
export function wordClip(page: BookPage, word: string): AudioClip {
  const at = page.words.findIndex((w) => same(w.word, word));
  if (at < 0) throw new Error(`page ${page.index}: no word "${word}"`);
  return clip(page, at, at);
}

/** The narration of one sentence of a page: the timings of the word tokens it spans. */
export function sentenceClip(page: BookPage, sentence: string): AudioClip {
  const offset = page.text.indexOf(sentence);
  if (offset < 0) throw new Error(`page ${page.index}: no sentence "${sentence}"`);
  const before = page.text.slice(0, offset).split(/\s+/).filter(isWordToken).length;
  const count = sentence.split(/\s+/).filter(isWordToken).length;
  if (count === 0 || before + count > page.words.length) throw new Error(`page ${page.index}: sentence "${sentence}" outside the timings`);
  return clip(page, before, before + count - 1);
}

/** The sentence of a page that holds the word (a page's text may have several). */
function sentenceWith(page: BookPage, word: string): string {
  const sentences = page.text.split(/(?<=[.!?]["”’']?)\s+/);
  return sentences.find((s) => s.split(/\s+/).some((t) => same(bare(t), word))) ?? page.text;
}

/** Three choices: the right one and two others of `pool`, in an order fixed by `seed`. */
function choices(right: string, pool: readonly string[], seed: string): string[] {
  const others = shuffle(
    pool.filter((w) => !same(w, right)),
    `${seed}:pool`,
  ).slice(0, 2);
  return shuffle([right, ...others], `${seed}:order`);
}

const normalise = (s: string) =>
  s
    .split(/\s+/)
    .map((t) => bare(t).toLowerCase())
    .filter(Boolean)
    .join(' ');

/** Whether an answer is right; order questions compare the words only (case and punctuation aside). */
export function isRightAnswer(kind: ExerciseKind, answer: string | null, right: string): boolean {
  if (answer === null) return false;
  if (kind === 'order') return normalise(answer) === normalise(right);
  return answer.trim().toLowerCase() === right.toLowerCase();
}

export function buildUnit(book: Book, course: SeedCourse): BuiltUnit {
  const vocabulary: VocabItem[] = course.vocabulary.map((v) => {
    const page = pageOf(book, v.page);
    return { word: v.word, cn: v.cn, pos: v.pos, page: v.page, image: page.image.small, audio: wordClip(page, v.word) };
  });
  const sentences: KeySentence[] = course.sentences.map((s) => {
    const page = pageOf(book, s.page);
    return { en: s.en, cn: s.cn, page: s.page, image: page.image.small, audio: sentenceClip(page, s.en) };
  });
  const words = vocabulary.map((v) => v.word);
  const questions: BuiltUnit['questions'] = [];
  const add = (kind: ExerciseKind, data: QuestionData) => questions.push({ position: questions.length + 1, kind, data });
  const seed = (n: number) => `${book.id}:${n}`;

  // Two picture questions: which picture shows the word? The other pictures are pages without it.
  const pagesWithout = (v: VocabItem) => book.pages.filter((p) => p.index !== v.page && !p.words.some((w) => same(w.word, v.word)));
  // Words shown on at least two other pages cannot have their picture picked out: take the next word then.
  // Things one can see come first: nouns, then adjectives and verbs; never a word like 'where'.
  const visible: PartOfSpeech[] = ['noun', 'adjective', 'verb'];
  const pictured = [0, 3, 1, 4, 2, 5]
    .map((i) => vocabulary[i])
    .filter((v) => visible.includes(v.pos) && pagesWithout(v).length >= 2)
    .sort((a, b) => visible.indexOf(a.pos) - visible.indexOf(b.pos));
  for (const v of pictured.slice(0, 2)) {
    const page = pageOf(book, v.page);
    const without = pagesWithout(v);
    const others = shuffle(without, `${seed(questions.length)}:pictures`).slice(0, 2);
    const pictures = shuffle([page, ...others], `${seed(questions.length)}:order`);
    // A picture's label is its letter; the exercises service words it in the reader's language ("图 A", "Picture A").
    const options = pictures.map((p, i) => ({ value: `p${p.index}`, label: String.fromCharCode(65 + i), image: p.image.small }));
    const right = options.find((o) => o.value === `p${page.index}`)!;
    const example = sentenceWith(page, v.word);
    add('picture', {
      prompt: v.word,
      audio: v.audio,
      options,
      tiles: [],
      answer: right.value,
      rightLabel: right.label,
      rightImage: page.image.small,
      explanation: {
        en: `"${v.word}" (${v.pos}) means ${v.cn}. You can see it in the picture on page ${v.page}: "${example}"`,
        cn: `“${v.word}”（${POS_CN[v.pos]}）的意思是“${v.cn}”。第 ${v.page} 页的图里就有：“${example}”`,
      },
    });
  }

  // Two listening questions: hear the word, pick it.
  for (const v of [vocabulary[1], vocabulary[4]]) {
    const options = choices(v.word, words, seed(questions.length)).map((w) => ({ value: w, label: w }));
    add('listen', {
      prompt: '',
      audio: v.audio,
      options,
      tiles: [],
      answer: v.word,
      rightLabel: v.word,
      explanation: { en: `You heard "${v.word}", which means ${v.cn}.`, cn: `你听到的是“${v.word}”，意思是“${v.cn}”。` },
    });
  }

  // Two gap questions: a key sentence with one of the unit's words (or its longest word) left out.
  for (const s of [sentences[1], sentences[2]]) {
    const tokens = s.en.split(/\s+/);
    let at = tokens.findIndex((t) => words.some((w) => same(bare(t), w)));
    if (at < 0) at = tokens.reduce((best, t, i) => (bare(t).length > bare(tokens[best]).length ? i : best), 0);
    const gapWord = bare(tokens[at]);
    const pool = words.some((w) => same(w, gapWord)) ? words : [gapWord, ...words];
    const prompt = tokens.map((t, i) => (i === at ? t.replace(gapWord, '___') : t)).join(' ');
    const options = choices(gapWord, pool, seed(questions.length)).map((w) => ({ value: w, label: w }));
    add('gap', {
      prompt,
      audio: null,
      options,
      tiles: [],
      answer: gapWord,
      rightLabel: gapWord,
      explanation: { en: `"${gapWord}" completes the sentence: "${s.en}" (${s.cn})`, cn: `应该填“${gapWord}”：“${s.en}”（${s.cn}）` },
    });
  }

  // Two ordering questions: put the words of a key sentence in order (its Chinese is the prompt).
  for (const s of [sentences[0], sentences[2]]) {
    const tokens = s.en.split(/\s+/);
    let tiles = shuffle(tokens, seed(questions.length));
    for (let turn = 1; tiles.join(' ') === tokens.join(' ') && tokens.length > 1; turn++) tiles = shuffle(tokens, `${seed(questions.length)}:${turn}`);
    add('order', {
      prompt: s.cn,
      audio: s.audio,
      options: [],
      tiles,
      answer: s.en,
      rightLabel: s.en,
      explanation: { en: `The sentence is "${s.en}" It means: ${s.cn}`, cn: `正确的句子是“${s.en}”，意思是：${s.cn}` },
    });
  }

  return {
    goal: course.goal,
    vocabulary,
    sentences,
    knowledge: course.knowledge,
    courseware: course.courseware.map((slide, i) => ({ ...slide, index: i + 1 })),
    questions,
  };
}
