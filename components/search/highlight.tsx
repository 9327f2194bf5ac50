import { Fragment } from 'react';

/** The distinct terms of a keyword, longest first so "red ball" marks before "red". */
export function highlightTerms(keyword: string): string[] {
  const whole = keyword.trim();
  if (!whole) return [];
  const terms = new Set([whole, ...whole.split(/\s+/).filter((t) => t.length > 1 || /[^\x00-\x7f]/.test(t))]);
  return [...terms].sort((a, b) => b.length - a.length);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The endings the search accepts after a word (the rules of wordForms in
 * server/services/search/word-forms.ts, which client code cannot import;
 * tests/unit/search/highlight.test.tsx checks the two agree): -s, -es,
 * -ed, -ing, a doubled final consonant, -d after e. Forms with a changed
 * stem (making, babies) are found but not marked.
 */
function endings(word: string): string {
  if (!/^[a-z]{3,}$/i.test(word)) return '';
  const doubles = /[^aeiou][aeiou][b-df-hj-np-tvz]$/i.test(word);
  const plain = !doubles || (word.match(/[aeiou]+/gi) ?? []).length > 1;
  const alternatives = ['s'];
  if (plain) alternatives.push('ed', 'ing');
  if (doubles) alternatives.push(`${word.slice(-1)}(?:ed|ing)`);
  if (/(?:s|x|z|ch|sh|o)$/i.test(word)) alternatives.push('es');
  if (word.length >= 4 && /[^e]e$/i.test(word)) alternatives.push('d');
  return `(?:${alternatives.join('|')})?`;
}

/**
 * A term as the search matches it: a Latin edge only at a word boundary,
 * and the last word with its endings, so 'cat' is marked in "cats" and
 * "cat's" but never inside 'catch'. `anywhere` (nicknames, which the search
 * matches anywhere) marks the plain text wherever it is.
 */
function termPattern(term: string, anywhere: boolean): string {
  const escaped = escapeRegExp(term);
  if (anywhere) return escaped;
  const before = /^[a-z0-9]/i.test(term) ? '(?<![a-z0-9])' : '';
  const after = /[a-z0-9]$/i.test(term) ? '(?![a-z0-9])' : '';
  const lastWord = /(?:^|[^a-z0-9])([a-z]+)$/i.exec(term)?.[1] ?? '';
  return `${before}${escaped}${endings(lastWord)}${after}`;
}

/** Splits `text` into plain and matching parts (case-insensitive); the parts joined are `text` again. */
export function splitMatches(text: string, keyword: string, { anywhere = false }: { anywhere?: boolean } = {}): { text: string; match: boolean }[] {
  const terms = highlightTerms(keyword);
  if (!terms.length || !text) return [{ text, match: false }];
  const re = new RegExp(terms.map((t) => termPattern(t, anywhere)).join('|'), 'gi');
  const parts: { text: string; match: boolean }[] = [];
  let at = 0;
  for (const m of text.matchAll(re)) {
    if (!m[0]) continue;
    if (m.index > at) parts.push({ text: text.slice(at, m.index), match: false });
    parts.push({ text: m[0], match: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts.length ? parts : [{ text, match: false }];
}

/** Text with the search keyword marked; always rendered as text, never as HTML. */
export function Highlight({ text, keyword, anywhere = false }: { text: string; keyword: string; anywhere?: boolean }) {
  return (
    <>
      {splitMatches(text, keyword, { anywhere }).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded bg-amber-100 px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
