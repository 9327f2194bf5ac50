import { composeScene, type ArtBook } from '../art/scene.mjs';
import { hashStr, rng } from '../art/util.mjs';
import type { Picture, PracticeWord, StoryDraft, StoryPage, StoryProvider, StoryRequest } from '../types';
import { bandOf, ENDING, framesFor, INTRO, THEMES, type Band, type Frame } from './frames';

/** Practised words a page can hold: one sentence frame each (two on the longer pages of fluent readers). */
const WORDS_PER_PAGE: Record<Band, number> = { low: 1, mid: 1, high: 2 };

function fill(frame: Frame, slots: Record<string, string>): Frame {
  const put = (s: string) => s.replace(/\{([NnFfPpWw])\}/g, (_, k: string) => slots[k] ?? '');
  return [put(frame[0]), put(frame[1])];
}

/** The sentence of a word: the frame picked by the seeded generator, its slots filled. */
function wordSentence(band: Band, word: PracticeWord, base: Record<string, string>, pick: <T>(list: readonly T[]) => T): Frame | null {
  if (!word.wordClass) return null;
  const frames = framesFor(band, word.wordClass, word.form);
  if (!frames.length) return null;
  return fill(pick(frames), { ...base, W: word.word, w: word.cn ?? word.word });
}

/**
 * Writes a story from templates: an opening page, one page per practised word
 * (or two words a page for fluent readers), theme events on the pages left,
 * and an ending. Deterministic: the same request gives the same story (the
 * frames are picked by a generator seeded from the request). Words the
 * dictionary does not know, or that do not fit into the pages asked for, are
 * reported in `unplaced` rather than dropped silently.
 */
export function composeStory(request: StoryRequest): StoryDraft {
  const theme = THEMES[request.theme];
  const band = bandOf(request.level);
  const r = rng(hashStr(JSON.stringify(request)));
  const pick = <T>(list: readonly T[]): T => r.pick(list);
  const name = request.childName;
  const base = { N: name, n: name, F: theme.friend.name, f: theme.friend.cn, P: theme.place, p: theme.placeCn };

  const middle = request.pages - 2;
  const capacity = middle * WORDS_PER_PAGE[band];
  const unplaced: StoryDraft['unplaced'] = [];
  const placeable: { word: PracticeWord; sentence: Frame }[] = [];
  for (const word of request.words) {
    const sentence = wordSentence(band, word, base, pick);
    if (!sentence) unplaced.push({ word: word.word, reason: 'unknown' });
    else if (placeable.length >= capacity) unplaced.push({ word: word.word, reason: 'no-room' });
    else placeable.push({ word, sentence });
  }

  // spread the words over the middle pages: page i gets the words i, i + middle, ...
  const perPage: Frame[][] = Array.from({ length: middle }, () => []);
  placeable.forEach((p, i) => perPage[i % middle].push(p.sentence));
  const events = [...theme.events[band]];
  let nextEvent = r.int(0, events.length - 1);
  const pages: StoryPage[] = [];
  const page = (frames: Frame[]) => pages.push({ text: frames.map((f) => f[0]).join(' '), textCn: frames.map((f) => f[1]).join('') });
  page([fill(pick(INTRO[band]), base)]);
  for (const sentences of perPage) {
    if (sentences.length) page(sentences);
    else page([fill(events[nextEvent++ % events.length], base)]);
  }
  page([fill(pick(ENDING[band]), base)]);

  const [title, titleCn] = fill(theme.title, base);
  const used = placeable.map((p) => p.word.word);
  const description = used.length
    ? `A level ${request.level} story about ${name} and ${theme.friend.name} at the ${theme.place}, practising: ${used.join(', ')}.`
    : `A level ${request.level} story about ${name} and ${theme.friend.name} at the ${theme.place}.`;
  const descriptionCn = used.length
    ? `一个${request.level}级的故事：${name}和${theme.friend.cn}在${theme.placeCn}。练习的单词：${used.join('、')}。`
    : `一个${request.level}级的故事：${name}和${theme.friend.cn}在${theme.placeCn}。`;
  return {
    title,
    titleCn,
    description,
    descriptionCn,
    pages,
    unplaced,
    art: {
      palette: theme.palette,
      setting: theme.setting,
      season: theme.season,
      cast: [
        { name, kind: 'child', main: true },
        { name: theme.friend.name, kind: theme.friend.kind },
      ],
    },
  };
}

/** The draft as the scene composer reads a book (the seed books' format, content/books/*.json). */
export function artBook(draft: StoryDraft, request: StoryRequest): ArtBook {
  return {
    id: `created-${hashStr(JSON.stringify(request)).toString(16)}`,
    title: draft.title,
    titleCn: draft.titleCn,
    level: request.level,
    art: { palette: draft.art.palette, setting: draft.art.setting, season: draft.art.season, cast: draft.art.cast, coverCast: draft.art.cast.map((c) => c.name) },
    pages: draft.pages,
  };
}

/**
 * Draws a page with the seed books' scene composer (server/providers/story/art):
 * the setting, friend and props follow the page's words, from the bundled
 * original drawings. The cover is a square scene of the whole cast.
 */
export function drawLocalPicture(draft: StoryDraft, request: StoryRequest, index: number): Picture {
  const book = artBook(draft, request);
  // the cover carries no title: the reader and cards show it, and a name replaced on publishing needs no new picture
  const cover = { text: draft.pages[0].text, cast: draft.art.cast.map((c) => c.name), mood: 'joy', pose: 'wave' };
  const svg = index === 0 ? composeScene(book, cover, 'cover', { W: 800, H: 800, cover: true }).svg : composeScene(book, draft.pages[index - 1], index - 1).svg;
  return Buffer.from(svg);
}

/** The built-in, offline story composer: templates and word lists by level, pictures from the bundled drawings. */
export const localStoryProvider: StoryProvider = {
  name: 'local',
  async writeStory(request, signal) {
    signal.throwIfAborted();
    return composeStory(request);
  },
  async drawPicture(draft, request, index, signal) {
    signal.throwIfAborted();
    return drawLocalPicture(draft, request, index);
  },
};
