import { pageSentences, tokenize, wordIndexAt } from '@/lib/books/page-words';

import { PAGES } from './reader-fixtures';

describe('tokenize', () => {
  test('numbers the tokens that hold a letter or digit, keeping punctuation and spaces', () => {
    const tokens = tokenize('"Here you are, Pip!" says Lily — 3 cats.');
    expect(tokens.map((t) => t.text).join('')).toBe('"Here you are, Pip!" says Lily — 3 cats.');
    expect(tokens.filter((t) => t.word !== null).map((t) => [t.text, t.word])).toEqual([
      ['"Here', 0],
      ['you', 1],
      ['are,', 2],
      ['Pip!"', 3],
      ['says', 4],
      ['Lily', 5],
      ['3', 6],
      ['cats.', 7],
    ]);
    // The dash has no letter: it is not a word.
    expect(tokens.find((t) => t.text === '—')?.word).toBeNull();
  });

  test('gives one token per timing for the fixture pages', () => {
    for (const page of PAGES) expect(tokenize(page.text).filter((t) => t.word !== null)).toHaveLength(page.words.length);
  });
});

describe('wordIndexAt', () => {
  const words = PAGES[1].words;

  test('finds the word whose span holds the time (start inclusive, end exclusive)', () => {
    expect(wordIndexAt(words, 150)).toBe(0);
    expect(wordIndexAt(words, 379)).toBe(0);
    expect(wordIndexAt(words, 500)).toBe(1);
    // "in" ends where "the" starts: the time belongs to "the".
    expect(wordIndexAt(words, 1044)).toBe(3);
    expect(wordIndexAt(words, 1909)).toBe(4);
    expect(wordIndexAt(words, 3299)).toBe(9);
  });

  test('is -1 before the first word, in the pauses and after the last word', () => {
    expect(wordIndexAt(words, 0)).toBe(-1);
    expect(wordIndexAt(words, 400)).toBe(-1);
    expect(wordIndexAt(words, 2000)).toBe(-1);
    expect(wordIndexAt(words, 3300)).toBe(-1);
    expect(wordIndexAt([], 500)).toBe(-1);
  });

  test('agrees with a linear search at every millisecond', () => {
    for (let ms = 0; ms < 3500; ms += 7) {
      const linear = words.findIndex((w) => w.startMs <= ms && ms < w.endMs);
      expect(wordIndexAt(words, ms)).toBe(linear);
    }
  });
});

describe('pageSentences', () => {
  test('splits at . ! ? with the span of the sentence in the narration', () => {
    expect(pageSentences(PAGES[1])).toEqual([
      { page: 2, text: 'Is Pip in the box?', firstWord: 0, startMs: 150, endMs: 1910 },
      { page: 2, text: 'No, not in the box.', firstWord: 5, startMs: 2300, endMs: 3300 },
    ]);
  });

  test('a closing quote stays with its sentence and a title does not end one', () => {
    const words = 'Mrs. Ferris smiles. "Look!" she says.'.split(' ').map((w, i) => ({ word: w, startMs: i * 100, endMs: i * 100 + 90 }));
    const sentences = pageSentences({ index: 1, text: 'Mrs. Ferris smiles. "Look!" she says.', words });
    expect(sentences.map((s) => s.text)).toEqual(['Mrs. Ferris smiles.', '"Look!"', 'she says.']);
    expect(sentences.map((s) => [s.firstWord, s.startMs, s.endMs])).toEqual([
      [0, 0, 290],
      [3, 300, 390],
      [4, 400, 590],
    ]);
  });
});
