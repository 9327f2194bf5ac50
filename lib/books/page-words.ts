import type { ReaderPage, WordTiming } from '@/lib/types/books';

/**
 * A piece of a page's text: a whitespace-separated token (with its
 * punctuation) or the whitespace between tokens. `word` is the index into the
 * page's word timings for tokens that contain a letter or digit, else null.
 */
export interface TextToken {
  text: string;
  word: number | null;
}

const HAS_WORD = /[\p{L}\p{N}]/u;
/** Titles whose full stop does not end a sentence ("Mrs. Ferris"). */
const ABBREVIATION = /^["'“‘(]*(?:Mr|Mrs|Ms|Dr|St|Mt)\.$/;

/**
 * Splits a page's text the way its word timings were made: the i-th
 * whitespace-separated token that contains a letter or digit is `words[i]`
 * ("Pip?" is the word "Pip"). Whitespace is kept so the text reads unchanged.
 */
export function tokenize(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  let next = 0;
  for (const part of text.split(/(\s+)/)) {
    if (!part) continue;
    if (/^\s+$/.test(part) || !HAS_WORD.test(part)) tokens.push({ text: part, word: null });
    else tokens.push({ text: part, word: next++ });
  }
  return tokens;
}

/**
 * The word being spoken at `ms` milliseconds into the narration: the index of
 * the timing with startMs <= ms < endMs, or -1 between words and outside the
 * narration. Timings are in order and never overlap, so a binary search does.
 */
export function wordIndexAt(words: readonly WordTiming[], ms: number): number {
  let lo = 0;
  let hi = words.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const w = words[mid];
    if (ms < w.startMs) hi = mid - 1;
    else if (ms >= w.endMs) lo = mid + 1;
    else return mid;
  }
  return -1;
}

export interface Sentence {
  /** 1-based page index */
  page: number;
  text: string;
  /** index of the sentence's first word in the page's word timings */
  firstWord: number;
  startMs: number;
  endMs: number;
}

/**
 * A page's sentences with their span in the page's narration (from the first
 * word's start to the last word's end). A sentence ends at a token ending in
 * . ! or ? (optionally followed by closing quotes or brackets).
 */
export function pageSentences(page: Pick<ReaderPage, 'index' | 'text' | 'words'>): Sentence[] {
  const sentences: Sentence[] = [];
  let parts: string[] = [];
  let first = -1;
  let last = -1;
  const close = () => {
    if (!parts.length) return;
    const start = first >= 0 ? page.words[first] : undefined;
    const end = last >= 0 ? page.words[last] : undefined;
    sentences.push({ page: page.index, text: parts.join(' '), firstWord: Math.max(first, 0), startMs: start?.startMs ?? 0, endMs: end?.endMs ?? 0 });
    parts = [];
    first = -1;
    last = -1;
  };
  for (const token of tokenize(page.text)) {
    if (!token.text.trim()) continue;
    parts.push(token.text);
    if (token.word !== null && token.word < page.words.length) {
      if (first < 0) first = token.word;
      last = token.word;
    }
    if (/[.!?…]["'”’)\]]*$/.test(token.text) && !ABBREVIATION.test(token.text)) close();
  }
  close();
  return sentences;
}
