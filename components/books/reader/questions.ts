import type { ReaderPage } from '@/lib/types/books';

import { pageSentences, tokenize } from '@/lib/books/page-words';

/** Which picture goes with a page's text: the page's own picture among others of the book. */
export interface PictureQuestion {
  kind: 'picture';
  page: number;
  text: string;
  /** pages whose pictures are offered */
  options: number[];
  /** index into options */
  answer: number;
}

/** A sentence of the book with one word left out, and words to choose from. */
export interface WordQuestion {
  kind: 'word';
  page: number;
  before: string;
  after: string;
  options: string[];
  answer: number;
}

export type Question = PictureQuestion | WordQuestion;

const OPTIONS = 3;

/** The letters of a token ("'Don't" -> "Don't"), without surrounding punctuation. */
function bare(token: string): string {
  return token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/** Lower-case words are fair to leave out: a capital would give the answer away (names, sentence starts). */
function candidate(word: string): boolean {
  return /^[a-z]+$/.test(word) && word.length >= 2;
}

/** Small words that make poor blanks; used only when a sentence has nothing else. */
const FUNCTION_WORDS = new Set(
  'a an the is are am was were be to of in on at by for with from and or but not no so it its he she we they you me him her us them his my our your their this that there here has have had do does did can will'.split(' '),
);
const COLORS = new Set('red orange yellow green blue purple pink brown black white gray grey gold silver'.split(' '));
const NUMBERS = new Set('one two three four five six seven eight nine ten eleven twelve hundred'.split(' '));

/**
 * A rough word class from the word's form. A wrong answer must be of another
 * class than the right one ("swims" vs "stays", "green" vs "orange" would
 * both fit the sentence), so that only one choice reads right.
 */
function wordClass(word: string): string {
  if (COLORS.has(word)) return 'color';
  if (NUMBERS.has(word)) return 'number';
  if (FUNCTION_WORDS.has(word)) return 'function';
  if (/ing$/.test(word)) return 'ing';
  if (/ed$/.test(word)) return 'ed';
  if (/ly$/.test(word)) return 'ly';
  if (/[^s]s$/.test(word)) return 's';
  return 'other';
}

/** The lower-case words of a text, content words first, longest first (stable, so the same every time). */
function rankedWords(text: string): string[] {
  const words: string[] = [];
  for (const token of tokenize(text)) {
    if (token.word === null) continue;
    const word = bare(token.text);
    if (candidate(word) && !words.includes(word)) words.push(word);
  }
  const rank = (w: string) => (FUNCTION_WORDS.has(w) ? 100 : 0) - w.length;
  return words.map((w, i) => ({ w, i })).sort((a, b) => rank(a.w) - rank(b.w) || a.i - b.i).map((x) => x.w);
}

/** The word of a text best left out, or null. */
function longestWord(text: string): string | null {
  return rankedWords(text)[0] ?? null;
}

/** Puts the answer at `slot` among the others. */
function place<T>(answer: T, others: T[], slot: number): { options: T[]; answer: number } {
  const options = [...others];
  const at = Math.min(slot, options.length);
  options.splice(at, 0, answer);
  return { options, answer: at };
}

function pictureQuestion(pages: ReaderPage[], i: number, n: number): PictureQuestion | null {
  const count = pages.length;
  if (count < OPTIONS) return null;
  const step = Math.max(1, Math.floor(count / OPTIONS));
  const others: number[] = [];
  for (let k = 1; others.length < OPTIONS - 1 && k < count * 2; k++) {
    const other = ((i + k * step) % count) + 1;
    if (other !== i + 1 && !others.includes(other)) others.push(other);
  }
  const { options, answer } = place(i + 1, others, n % OPTIONS);
  return { kind: 'picture', page: i + 1, text: pages[i].text, options, answer };
}

/** Whether `a` makes a better blank than `b`: a content word, then a longer one. */
function better(a: string, b: string): boolean {
  const fa = FUNCTION_WORDS.has(a);
  const fb = FUNCTION_WORDS.has(b);
  return fa !== fb ? fb : a.length > b.length;
}

function wordQuestion(pages: ReaderPage[], i: number, n: number): WordQuestion | null {
  const page = pages[i];
  // The sentence of the page with the longest word to leave out.
  let chosen: { text: string; word: string } | null = null;
  for (const sentence of pageSentences(page)) {
    const word = longestWord(sentence.text);
    if (word && (!chosen || better(word, chosen.word))) chosen = { text: sentence.text, word };
  }
  if (!chosen) return null;
  const { text, word } = chosen;
  // Wrong answers: the best words of the following pages, each of another class than the answer.
  const others: string[] = [];
  const answerClass = wordClass(word);
  for (let k = 1; others.length < OPTIONS - 1 && k < pages.length; k++) {
    const other = rankedWords(pages[(i + k) % pages.length].text).find(
      (w) => w !== word && !others.includes(w) && wordClass(w) !== answerClass && !FUNCTION_WORDS.has(w),
    );
    if (other) others.push(other);
  }
  if (others.length < OPTIONS - 1) return null;
  const tokens = text.split(/(\s+)/);
  const at = tokens.findIndex((token) => bare(token) === word);
  const [lead, tail] = tokens[at].split(word, 2);
  const before = tokens.slice(0, at).join('') + lead;
  const after = tail + tokens.slice(at + 1).join('');
  const placed = place(word, others, (n + 1) % OPTIONS);
  return { kind: 'word', page: i + 1, before, after, options: placed.options, answer: placed.answer };
}

/**
 * A few comprehension questions from a book's pages, the same every time:
 * pages spread over the book, alternately "which picture goes with this
 * page" and "choose the missing word"; the right answer's place varies.
 */
export function buildQuestions(pages: ReaderPage[], count = 4): Question[] {
  const questions: Question[] = [];
  const total = Math.min(count, pages.length);
  for (let n = 0; n < total; n++) {
    const i = Math.min(pages.length - 1, Math.floor(((n + 0.5) * pages.length) / total));
    const question = n % 2 === 0 ? (pictureQuestion(pages, i, n) ?? wordQuestion(pages, i, n)) : (wordQuestion(pages, i, n) ?? pictureQuestion(pages, i, n));
    if (question) questions.push(question);
  }
  return questions;
}
