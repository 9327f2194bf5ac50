/**
 * Times the built-in story composer making a 10-page book as a creation does:
 * story, cover and 10 pictures (SVG rendered to two WebP sizes with sharp) and
 * 10 narrations (eSpeak NG WebAssembly + MP3), without the database.
 *   npx tsx --tsconfig tsconfig.server.json bench/compose-book.mts
 */
import sharp from 'sharp';

import { localStoryProvider } from '../server/providers/story/local/composer';
import { narrate, stopNarrator } from '../server/providers/story/narration/narrator';
import type { StoryRequest } from '../server/providers/story/types';

const request: StoryRequest = {
  theme: 'forest',
  childName: 'Mia',
  level: 'E',
  pages: 10,
  words: [
    { word: 'apple', wordClass: 'noun', form: 'base', cn: '苹果' },
    { word: 'jump', wordClass: 'verb', form: 'base', cn: '跳' },
    { word: 'happy', wordClass: 'adjective', form: 'base', cn: '快乐的' },
    { word: 'quietly', wordClass: 'adverb', form: 'base', cn: '安静地' },
  ],
};

const signal = new AbortController().signal;
const t0 = performance.now();
const draft = await localStoryProvider.writeStory(request, signal);
const t1 = performance.now();
for (let i = 0; i <= draft.pages.length; i++) {
  const picture = await localStoryProvider.drawPicture(draft, request, i, signal);
  for (const [w, h] of [[1200, 800], [600, 400]]) await sharp(picture).resize(w, h, { fit: 'cover' }).webp({ quality: 78 }).toBuffer();
}
const t2 = performance.now();
let audioMs = 0;
for (const page of draft.pages) audioMs += (await narrate(page.text, request.level)).durationMs;
const t3 = performance.now();
await stopNarrator();
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(`story ${s(t1 - t0)}, 11 pictures ${s(t2 - t1)}, 10 narrations ${s(t3 - t2)} (${s(audioMs)} of audio), total ${s(t3 - t0)}`);
