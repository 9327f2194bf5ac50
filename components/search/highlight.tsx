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

/** Splits `text` into plain and matching parts (case-insensitive); the parts joined are `text` again. */
export function splitMatches(text: string, keyword: string): { text: string; match: boolean }[] {
  const terms = highlightTerms(keyword);
  if (!terms.length || !text) return [{ text, match: false }];
  const re = new RegExp(`(${terms.map(escapeRegExp).join('|')})`, 'gi');
  return text
    .split(re)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: terms.some((t) => t.toLowerCase() === part.toLowerCase()) }));
}

/** Text with the search keyword marked; always rendered as text, never as HTML. */
export function Highlight({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {splitMatches(text, keyword).map((part, i) =>
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
