/** One line of a dictionary entry: a part of speech ("n.", "adj.", or '' for a note such as "go的过去式") and its Chinese senses. */
export interface WordSense {
  pos: string;
  text: string;
}

/** A dictionary entry of the bundled English-Chinese dictionary (ECDICT). */
export interface DictionaryEntry {
  headword: string;
  phonetic: string;
  senses: WordSense[];
}

/**
 * GET /api/picture/word: what a tapped word means. `word` is the word as
 * looked up (lower case, no punctuation, no possessive 's). A story
 * character's name is `kind: 'name'` with no entry. `base` is the entry of
 * the word's lemma when it is an inflected form ("went" → go).
 */
export interface WordLookup {
  word: string;
  kind: 'entry' | 'name';
  entry: DictionaryEntry | null;
  base: DictionaryEntry | null;
}

/** A word kept in the word bank, with where it came from and how to hear it again. */
export interface WordBankItem {
  id: number;
  word: string;
  lemma: string;
  phonetic: string;
  senses: WordSense[];
  book: { id: number; title: string; titleCn: string };
  /** 1-based page of the book */
  page: number;
  wordIndex: number;
  sentence: string;
  /** the word's span of the page's narration; null when the page has no timing for it */
  audio: { src: string; startMs: number; endMs: number } | null;
  createdAt: string;
}

/** POST /api/user/words: the word at `wordIndex` of page `page` of book `bookId`. */
export interface WordBankAddInput {
  bookId: number;
  page: number;
  wordIndex: number;
}

/** What adding answers: the item, and whether it was new (a word already kept is answered as it is). */
export interface WordBankAddResult {
  item: WordBankItem;
  created: boolean;
}
