import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { DictionaryEntry, WordLookup, WordSense } from '@/lib/types/words';

import { AppError } from '../../errors';

/** The bundled subset of ECDICT (MIT; see its NOTICE.md), built by scripts/dictionary/build.mjs. */
export const DICTIONARY_FILE = 'server/assets/dictionary/ecdict-subset.json';

/** An entry as stored: phonetic, translation lines ("n. 熊；…"), and the lemma when the word is an inflected form. */
type StoredEntry = [phonetic: string, lines: string[], lemma?: string];

interface Bundle {
  names: string[];
  entries: Record<string, StoredEntry>;
  forms: Record<string, string>;
}

interface Dictionary {
  names: Set<string>;
  entries: Map<string, StoredEntry>;
  forms: Map<string, string>;
  /** figures for docs/decisions.md and the bench */
  loadMs: number;
  bytes: number;
}

let loaded: Dictionary | null = null;

/**
 * The dictionary, read on first use and kept for the life of the process
 * (about 2 MB on disk, 21,500 entries and 21,600 forms in Maps; measured in
 * docs/decisions.md). Nothing is added to it afterwards, so its memory is bounded.
 */
export function getDictionary(): Dictionary {
  if (loaded) return loaded;
  const started = performance.now();
  const text = readFileSync(path.resolve(/*turbopackIgnore: true*/ process.cwd(), DICTIONARY_FILE), 'utf8');
  const bundle = JSON.parse(text) as Bundle;
  loaded = {
    names: new Set(bundle.names),
    entries: new Map(Object.entries(bundle.entries)),
    forms: new Map(Object.entries(bundle.forms)),
    loadMs: Math.round(performance.now() - started),
    bytes: Buffer.byteLength(text),
  };
  return loaded;
}

/**
 * A token as the text has it ("Pip?", "“Jumped,", "Bear’s") to the word the
 * dictionary is asked about: lower case, straight apostrophes, no punctuation
 * around it. '' when nothing of a word is left.
 */
export function normalizeWord(token: string): string {
  return token
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

const POS = /^([a-z]+\.(?:\s*&\s*[a-z]+\.)?)\s+(.*)$/i;

function toSenses(lines: string[]): WordSense[] {
  return lines.map((line) => {
    const m = POS.exec(line);
    return m ? { pos: m[1], text: m[2] } : { pos: '', text: line };
  });
}

function toEntry(dict: Dictionary, headword: string): DictionaryEntry | null {
  const stored = dict.entries.get(headword);
  return stored ? { headword, phonetic: stored[0], senses: toSenses(stored[1]) } : null;
}

/** The entry of a headword (a lemma kept in the word bank), or null. */
export function getEntry(headword: string): DictionaryEntry | null {
  return toEntry(getDictionary(), headword);
}

/** The word's own entry, else the entry its inflected form points to. */
function resolve(dict: Dictionary, word: string): { word: string; entry: DictionaryEntry; base: DictionaryEntry | null } | null {
  const own = dict.entries.get(word);
  if (own) {
    const entry = toEntry(dict, word)!;
    return { word, entry, base: own[2] ? toEntry(dict, own[2]) : null };
  }
  const lemma = dict.forms.get(word);
  if (lemma) return { word, entry: toEntry(dict, lemma)!, base: null };
  return null;
}

/**
 * What a tapped word means. A capitalised story character's name ("Pip") is
 * answered as a name; otherwise the word itself, its lemma through ECDICT's
 * forms ("mice" → mouse), or the word without a possessive ("Bear's" → bear).
 * A word the dictionary does not hold is WORD_UNKNOWN.
 */
export function lookupWord(token: string): WordLookup {
  const word = normalizeWord(token);
  if (!word || word.length > 64) throw new AppError('WORD_UNKNOWN');
  const dict = getDictionary();
  const asWritten = token.replace(/^[^\p{L}\p{N}]+/u, '');
  if (/^\p{Lu}/u.test(asWritten) && dict.names.has(word.replace(/'s?$/, ''))) {
    return { word: word.replace(/'s?$/, ''), kind: 'name', entry: null, base: null };
  }
  const candidates = [word];
  if (/'s$/.test(word)) candidates.push(word.slice(0, -2));
  else if (/s'$/.test(word)) candidates.push(word.slice(0, -1));
  for (const candidate of candidates) {
    const found = resolve(dict, candidate);
    if (found) return { word: found.word, kind: 'entry', entry: found.entry, base: found.base };
  }
  throw new AppError('WORD_UNKNOWN');
}
