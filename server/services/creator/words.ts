import 'server-only';

import type { PracticeWord, WordClass, WordForm } from '../../providers/story';
import { getDictionary, normalizeWord } from '../words/dictionary';

const CLASS_OF_POS: Record<string, WordClass> = { 'n.': 'noun', 'v.': 'verb', 'vt.': 'verb', 'vi.': 'verb', 'a.': 'adjective', 'adj.': 'adjective', 'ad.': 'adverb', 'adv.': 'adverb' };

/** "n. 苹果；苹果树" -> class noun, gloss 苹果 (the first sense of the first line the composer has frames for). */
function classAndGloss(lines: string[]): { wordClass: WordClass; cn: string } | null {
  for (const line of lines) {
    const m = /^([a-z]+\.)(?:\s*&\s*[a-z]+\.)?\s+(.*)$/i.exec(line);
    if (!m) continue;
    const wordClass = CLASS_OF_POS[m[1].toLowerCase()];
    if (!wordClass) continue;
    const cn = m[2]
      .replace(/\[[^\]]*\]|（[^）]*）|\([^)]*\)/g, '')
      .split(/[；;，,]/)
      .map((s) => s.trim())
      .find(Boolean);
    if (cn) return { wordClass, cn };
  }
  return null;
}

/** The inflection of `word` from its lemma, by its ending (the dictionary says only that it is a form). */
function formOf(word: string, lemma: string, wordClass: WordClass): WordForm {
  if (word === lemma) return 'base';
  if (wordClass === 'noun') return 'plural';
  if (wordClass === 'verb') {
    if (word.endsWith('ing')) return 'ing';
    if (word.endsWith('s') && !lemma.endsWith('s')) return 'third';
    return 'past';
  }
  return 'base';
}

/**
 * What the composer needs to know of a word to practise: its class, its form
 * and a Chinese gloss, from the bundled dictionary (server/services/words).
 * A word it does not hold (or only as an article, a preposition...) has class
 * null: the composer reports it back instead of placing it.
 */
export function describePracticeWord(input: string): PracticeWord {
  const word = normalizeWord(input);
  const dict = getDictionary();
  const own = dict.entries.get(word);
  const lemma = own?.[2] ?? (own ? word : dict.forms.get(word));
  const entry = lemma ? dict.entries.get(lemma) : undefined;
  const found = entry ? classAndGloss(entry[1]) : null;
  if (!lemma || !found) return { word, wordClass: null, form: 'base', cn: null };
  // an adjective's comparative ("bigger") or an adverb form reads as the base frames allow
  const form = formOf(word, lemma, found.wordClass);
  if (found.wordClass === 'adjective' && form !== 'base') return { word, wordClass: null, form, cn: null };
  return { word, wordClass: found.wordClass, form, cn: found.cn };
}
