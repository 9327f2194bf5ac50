/**
 * Which words a search keyword matches. A Latin keyword matches whole words
 * and the real forms of its last word (cat: cat, cats, cat's; hop: hops,
 * hopped, hopping), never a longer word that merely starts with it ('cat'
 * in 'catch' or 'category', which a substring match used to find). Text
 * without Latin letters at the keyword's edges (Chinese) has no spaces
 * between words, so there the keyword matches anywhere, as before.
 *
 * The patterns are written for both JavaScript and PostgreSQL's regular
 * expressions (ARE): only groups, alternation, bracket classes and escaped
 * punctuation, no `\b`, `\m` or `\w`, whose meaning in PostgreSQL depends on
 * the database's locale (PGlite and a server could disagree). Pure code: no
 * database, so it is unit-tested directly.
 */

/** A keyword edge that needs a word boundary: the search document is lower case, so a-z and digits. */
const WORD_EDGE = /[a-z0-9]/;
/** Start of the text or a character that is no letter or digit (space, punctuation, apostrophe, Chinese). */
const BEFORE = '(^|[^a-z0-9])';
/** End of the text or a character that is no letter or digit; an apostrophe ends a word, so "cat's" and "cats'" match. */
const AFTER = '($|[^a-z0-9])';
/** Shorter words get no forms: 'a' would find 'as', 'us' 'uses', 'i' 'is'. */
const MIN_FORM_BASE = 3;

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The regular forms of an English word a search for it also finds: plural
 * and third person (-s, -es after s/x/z/ch/sh/o, -ies for a consonant + y),
 * past (-ed, -d after e, -ied) and -ing, with a doubled final consonant
 * (hop: hopped, hopping) or a dropped e (make: making). Some generated
 * forms are not words ('catted', 'visitted'); they match nothing, so they
 * cost nothing. A short word ending in e gets no -d/-ing form, or 'she'
 * would find 'shed' and 'the' 'thing'.
 */
export function wordForms(word: string): string[] {
  if (!/^[a-z]+$/.test(word) || word.length < MIN_FORM_BASE) return [];
  const forms = new Set([`${word}s`]);
  // Consonant, one vowel, consonant (not w, x or y) at the end: the consonant doubles before -ed and -ing.
  const doubles = /[^aeiou][aeiou][b-df-hj-np-tvz]$/.test(word);
  // A one-syllable word like that only doubles: 'hoped' and 'hoping' are forms of 'hope', not of 'hop'.
  if (!doubles || (word.match(/[aeiou]+/g) ?? []).length > 1) forms.add(`${word}ed`).add(`${word}ing`);
  if (doubles) {
    const last = word.slice(-1);
    forms.add(`${word}${last}ed`).add(`${word}${last}ing`);
  }
  if (/(?:s|x|z|ch|sh|o)$/.test(word)) forms.add(`${word}es`);
  if (/[^aeiou]y$/.test(word)) {
    const stem = word.slice(0, -1);
    forms.add(`${stem}ies`).add(`${stem}ied`);
  }
  if (word.length >= 4 && /[^e]e$/.test(word)) forms.add(`${word}d`).add(`${word.slice(0, -1)}ing`);
  forms.delete(word);
  return [...forms];
}

export interface KeywordPatterns {
  /** The keyword as whole words (Chinese: anywhere). */
  word: string;
  /** The keyword, or it with its last word in one of its forms; the same as `word` when there are none. */
  forms: string;
}

/** The patterns a normalised (lower-case, trimmed) keyword matches by; see the file comment. */
export function keywordPatterns(keyword: string): KeywordPatterns {
  const before = WORD_EDGE.test(keyword.charAt(0)) ? BEFORE : '';
  const after = WORD_EDGE.test(keyword.charAt(keyword.length - 1)) ? AFTER : '';
  const word = `${before}${escapeRegExp(keyword)}${after}`;
  const last = /[a-z]+$/.exec(keyword)?.[0] ?? '';
  const head = keyword.slice(0, keyword.length - last.length);
  // Only a whole last word has forms: the x of 'abc1x' is not a word of its own.
  const forms = last && !WORD_EDGE.test(head.charAt(head.length - 1)) ? wordForms(last) : [];
  if (!forms.length) return { word, forms: word };
  return { word, forms: `${before}${escapeRegExp(head)}(${[last, ...forms].join('|')})${after}` };
}

/**
 * Words a typo (trigram) match of a one-word Latin keyword must not count:
 * the keyword itself and longer words that start with it ('catch' and
 * 'category' for 'cat': other words, and its real forms match already), and
 * shorter words it starts with ('cat' for 'catch') unless the keyword is one
 * of their forms ('cat' for 'cats'). Null for any other keyword. The
 * pattern takes the word with the character before it, so it is replaced
 * by a space.
 */
export function typoExclusion(keyword: string): string | null {
  if (!/^[a-z]+$/.test(keyword)) return null;
  const shorter: string[] = [];
  for (let i = 1; i < keyword.length; i++) {
    const prefix = keyword.slice(0, i);
    if (!wordForms(prefix).includes(keyword)) shorter.push(prefix);
  }
  return `${BEFORE}(${[`${keyword}[a-z0-9]*`, ...shorter].join('|')})(?=[^a-z0-9]|$)`;
}
