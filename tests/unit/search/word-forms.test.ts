/**
 * Which words a search keyword matches (server/services/search/word-forms.ts):
 * whole words and the real forms of the last word ('cat': cats, cat's),
 * never a longer word that merely starts with it ('catch', 'category');
 * Chinese anywhere. The same patterns run in PostgreSQL; here they run in
 * JavaScript, which reads them the same way.
 */
import { keywordPatterns, typoExclusion, wordForms } from '@/server/services/search/word-forms';

const matches = (pattern: string, text: string) => new RegExp(pattern).test(text);

describe('wordForms', () => {
  test.each([
    ['cat', ['cats', 'catted', 'catting']],
    ['fox', ['foxs', 'foxed', 'foxing', 'foxes']],
    ['fly', ['flys', 'flyed', 'flying', 'flies', 'flied']],
    ['make', ['makes', 'makeed', 'makeing', 'maked', 'making']],
    ['hop', ['hops', 'hopped', 'hopping']],
    ['visit', ['visits', 'visited', 'visiting', 'visitted', 'visitting']],
    ['rain', ['rains', 'rained', 'raining']],
  ])('%s has the forms %j', (word, forms) => {
    expect(wordForms(word).sort()).toEqual([...forms].sort());
  });

  test.each([['a'], ['us'], ['is'], ['猫'], ['abc1'], ["cat's"]])('%s has none (too short, or not a plain Latin word)', (word) => {
    expect(wordForms(word)).toEqual([]);
  });

  test("a short word ending in e gets no -d or -ing without the e: 'the' never finds 'thing', 'she' never 'shed'", () => {
    expect(wordForms('the')).not.toContain('thing');
    expect(wordForms('she')).not.toContain('shed');
  });
});

describe('keywordPatterns', () => {
  test.each([
    ['cat', ['cat', 'the cat sat', 'Cat!'.toLowerCase(), "the cat's hat", "the cats' hats", 'two cats', '小猫 cat'], ['catch', 'category', 'scat', 'concat', 'bobcat']],
    ['hop', ['hop', 'hopped', 'hopping', 'he hops'], ['hope', 'hoped', 'shop', 'hopeful']],
    ['make', ['make', 'making', 'maked', 'makes'], ['maker', 'makeup']],
    ['snow day', ['a snow day', 'snow days'], ['snow dayz', 'snowy day']],
    ['10', ['10 apples', 'level 10'], ['100 animals', '2010']],
  ])('%s matches %j, not %j', (keyword, yes, no) => {
    const { forms } = keywordPatterns(keyword);
    for (const text of yes) expect([text, matches(forms, text)]).toEqual([text, true]);
    for (const text of no) expect([text, matches(forms, text)]).toEqual([text, false]);
  });

  test("`word` is the whole word only: 'cat' and \"cat's\" (an apostrophe ends a word), not 'cats'", () => {
    const { word } = keywordPatterns('cat');
    expect(matches(word, 'a cat')).toBe(true);
    expect(matches(word, "the cat's hat")).toBe(true);
    expect(matches(word, 'two cats')).toBe(false);
  });

  test('Chinese matches anywhere, Latin edges need a word boundary', () => {
    expect(matches(keywordPatterns('小鸭').forms, '这是小鸭子')).toBe(true);
    expect(matches(keywordPatterns('小鸭 duck').forms, '小鸭 ducks')).toBe(true);
    expect(matches(keywordPatterns('小鸭 duck').forms, '小鸭 duckling')).toBe(false);
  });

  test('regular-expression characters in the keyword are taken literally', () => {
    for (const keyword of ['%', '_', '.*', '(c)', '\\', 'a+b', '[x]', '^$', '***:x']) {
      const { word, forms } = keywordPatterns(keyword);
      expect(matches(word, `say ${keyword} here`)).toBe(true);
      expect(matches(forms, 'nothing special')).toBe(false);
    }
  });
});

describe('typoExclusion', () => {
  const strip = (keyword: string, words: string) => words.replace(new RegExp(typoExclusion(keyword)!, 'g'), ' ').trim().split(/\s+/).filter(Boolean);

  test("leaves out the keyword, longer words that start with it, and shorter words it starts with", () => {
    expect(strip('cat', 'cat catch category cats scat cut')).toEqual(['scat', 'cut']);
    expect(strip('catch', 'cat catch catcher ca match')).toEqual(['match']);
  });

  test("keeps a shorter word the keyword is a form of: 'cat' for 'cats', 'hop' for 'hopping'", () => {
    expect(strip('cats', 'cat ca cats')).toEqual(['cat']);
    expect(strip('hopping', 'ho hop hopping')).toEqual(['hop']);
  });

  test('is null for a keyword that is not one Latin word', () => {
    expect(typoExclusion('snow day')).toBeNull();
    expect(typoExclusion('小鸭')).toBeNull();
    expect(typoExclusion("cat's")).toBeNull();
  });
});
