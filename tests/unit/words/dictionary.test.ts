/**
 * The dictionary lookup of "tap a word" over the bundled ECDICT subset:
 * lemmas through ECDICT's exchange field, punctuation and case, names, and
 * what the bundle costs to load.
 */
import { statSync } from 'node:fs';

import { DICTIONARY_FILE, getDictionary, lookupWord, normalizeWord } from '@/server/services/words/dictionary';

const headOf = (token: string) => {
  const found = lookupWord(token);
  return found.base?.headword ?? found.entry?.headword;
};

describe('normalizeWord', () => {
  test.each([
    ['Pip?', 'pip'],
    ['“Hello,', 'hello'],
    ["'Come", 'come'],
    ['Bear’s', "bear's"],
    ['JUMPED!', 'jumped'],
    ['...', ''],
  ])('%s → %s', (token, word) => expect(normalizeWord(token)).toBe(word));
});

describe('lookupWord', () => {
  test('finds the lemma of an inflected form through ECDICT\'s exchange field', () => {
    expect(headOf('jumped')).toBe('jump');
    expect(headOf('mice')).toBe('mouse');
    expect(headOf('children')).toBe('child');
    expect(headOf('went')).toBe('go');
    expect(headOf('happier')).toBe('happy');
  });

  test('an inflected form with meanings of its own keeps them, with its lemma as the base', () => {
    const mice = lookupWord('mice');
    expect(mice.entry?.headword).toBe('mice');
    expect(mice.base?.senses.some((s) => s.pos === 'n.' && s.text.includes('老鼠'))).toBe(true);
  });

  test('strips punctuation and quotes, ignores case, and drops a possessive', () => {
    expect(lookupWord('"Cake!"').word).toBe('cake');
    expect(lookupWord('CAKE').entry?.headword).toBe('cake');
    expect(lookupWord("Bear's")).toMatchObject({ word: 'bear', kind: 'entry' });
    expect(lookupWord('Bear’s').entry?.senses[0]).toEqual({ pos: 'n.', text: '熊' });
  });

  test('answers parts of speech and a few Chinese senses, adjectives as adj.', () => {
    const happy = lookupWord('happy').entry!;
    expect(happy.phonetic).toBeTruthy();
    expect(happy.senses[0].pos).toBe('adj.');
    expect(happy.senses[0].text).toContain('快乐');
    for (const sense of happy.senses) expect(sense.text.split('；').length).toBeLessThanOrEqual(4);
  });

  test("a story character's capitalised name is a name; the same letters in lower case are a word", () => {
    expect(lookupWord('Pip?')).toEqual({ word: 'pip', kind: 'name', entry: null, base: null });
    expect(lookupWord('pip').kind).toBe('entry');
    // A character named after a word is the word.
    expect(lookupWord('Frog').entry?.headword).toBe('frog');
  });

  test('a word it lacks, or no word, is WORD_UNKNOWN', () => {
    expect(() => lookupWord('zqxjv')).toThrow(expect.objectContaining({ error: 'WORD_UNKNOWN' }));
    expect(() => lookupWord('?!')).toThrow(expect.objectContaining({ error: 'WORD_UNKNOWN' }));
  });

  test('every word of the seed books is found, a name, or one of the few ECDICT lacks', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { SEED_BOOKS } = require('@/content') as typeof import('@/content');
    const missing = new Set<string>();
    for (const book of SEED_BOOKS) {
      for (const page of book.pages) {
        for (const token of page.text.split(/\s+/)) {
          if (!/\p{L}/u.test(token)) continue;
          try {
            lookupWord(token);
          } catch {
            missing.add(normalizeWord(token));
          }
        }
      }
    }
    expect(missing.size).toBeLessThanOrEqual(4);
  });
});

describe('the bundle', () => {
  test('is a few MB, loads once, and holds the common words and their forms', () => {
    expect(statSync(DICTIONARY_FILE).size).toBeLessThan(4 * 1024 * 1024);
    const dict = getDictionary();
    expect(getDictionary()).toBe(dict);
    expect(dict.entries.size).toBeGreaterThan(15_000);
    expect(dict.forms.size).toBeGreaterThan(15_000);
  });
});
