// Word timings of a narration: espeak-ng's word events mapped onto the
// whitespace tokens the reader shows. Shared by the seed-media generator
// (scripts/seed-media/lib/speech.mjs) and the run-time narrator
// (narrate-worker.mjs).

import { tokenize, bareWord } from '../art/util.mjs';

/**
 * Map espeak's word events onto the whitespace tokens of `text`, so that
 * words[i] belongs to the i-th token the reader displays. Events that fall
 * inside the same token (e.g. "Mid-Autumn") are merged.
 *
 * espeak-ng runs some short words into a neighbour ("in the", "I am",
 * "does not"): the second word then has no event, or one at the same instant
 * as the word after it, and its sound lies inside the previous word's span.
 * Such words share that span with it, split in proportion to their letters.
 */
export function alignWords(text, events, durationMs) {
  const tokens = tokenize(text).filter((t) => bareWord(t.raw));
  const slots = tokens.map(() => null);
  for (const ev of events) {
    if (!ev.len) continue;
    const i = tokens.findIndex((t) => ev.pos >= t.start && ev.pos < t.end);
    if (i < 0) continue;
    const s = slots[i];
    slots[i] = s ? { startMs: Math.min(s.startMs, ev.startMs), endMs: Math.max(s.endMs, ev.endMs) } : { startMs: ev.startMs, endMs: ev.endMs };
  }
  // an event reported at the same instant as the next word's is a run-in word
  for (let i = 0; i + 1 < slots.length; i++) {
    if (slots[i] && slots[i + 1] && slots[i].startMs >= slots[i + 1].startMs - 5) slots[i] = null;
  }
  const words = tokens.map((t) => ({ word: bareWord(t.raw), startMs: -1, endMs: -1 }));
  const anchors = slots.map((s, i) => (s ? i : -1)).filter((i) => i >= 0);
  if (!anchors.length) {
    // no events at all: spread evenly (never happens with espeak-ng, kept for safety)
    const step = durationMs / Math.max(1, words.length);
    words.forEach((w, i) => Object.assign(w, { startMs: Math.round(i * step), endMs: Math.round((i + 1) * step) }));
    return words;
  }
  const split = (idx, startMs, endMs) => {
    const total = idx.reduce((s, i) => s + words[i].word.length, 0);
    let acc = 0;
    for (const i of idx) {
      words[i].startMs = Math.round(startMs + ((endMs - startMs) * acc) / total);
      acc += words[i].word.length;
      words[i].endMs = Math.round(startMs + ((endMs - startMs) * acc) / total);
    }
  };
  anchors.forEach((a, k) => {
    const group = [a];
    const nextAnchor = k + 1 < anchors.length ? anchors[k + 1] : words.length;
    for (let i = a + 1; i < nextAnchor; i++) group.push(i);
    if (k === 0) for (let i = a - 1; i >= 0; i--) group.unshift(i);
    const end = k + 1 < anchors.length ? Math.min(slots[a].endMs, slots[anchors[k + 1]].startMs) : slots[a].endMs;
    split(group, slots[a].startMs, Math.max(end, slots[a].startMs + 40 * group.length));
  });
  // keep timings monotonic and non-overlapping
  for (let i = 1; i < words.length; i++) {
    if (words[i].startMs < words[i - 1].endMs) words[i - 1].endMs = words[i].startMs;
  }
  return words;
}
