/**
 * The built-in story composer (server/providers/story/local): sentences at
 * the reading level asked for, every placeable word used as given, words it
 * cannot place reported, and the same story for the same request.
 */
import { BOOK_LEVELS } from '@/lib/constants/books';
import { STORY_THEMES } from '@/lib/constants/creator';
import { composeStory, drawLocalPicture } from '@/server/providers/story/local/composer';
import type { PracticeWord, StoryRequest } from '@/server/providers/story/types';

const words: PracticeWord[] = [
  { word: 'apple', wordClass: 'noun', form: 'base', cn: '苹果' },
  { word: 'jumping', wordClass: 'verb', form: 'ing', cn: '跳' },
  { word: 'happy', wordClass: 'adjective', form: 'base', cn: '快乐的' },
  { word: 'slowly', wordClass: 'adverb', form: 'base', cn: '慢慢地' },
  { word: 'the', wordClass: null, form: 'base', cn: null },
];
const request = (over: Partial<StoryRequest> = {}): StoryRequest => ({ theme: 'park', childName: 'Mia', words, level: 'C', pages: 8, ...over });
const sentenceLengths = (text: string) => text.split(/(?<=[.!?])\s+/).map((s) => s.split(/\s+/).length);
const has = (text: string, word: string) => new RegExp(`(^|[^A-Za-z])${word}([^A-Za-z]|$)`).test(text);

describe('built-in story composer', () => {
  it.each(STORY_THEMES)('writes a %s story with the pages asked for, a title and a Chinese translation of every page', (theme) => {
    for (const pages of [4, 8, 12]) {
      const story = composeStory(request({ theme, pages }));
      expect(story.pages).toHaveLength(pages);
      expect(story.title).toContain('Mia');
      expect(story.titleCn).toMatch(/[\u4e00-\u9fff]/);
      for (const page of story.pages) {
        expect(page.text).toMatch(/^[A-Z"]/);
        expect(page.textCn).toMatch(/[\u4e00-\u9fff]/);
        expect(page.text).not.toMatch(/[{}]/);
        expect(page.textCn).not.toMatch(/[{}]/);
      }
    }
  });

  it('uses every word it can place, exactly as given, and reports the rest with why', () => {
    const story = composeStory(request());
    const text = story.pages.map((p) => p.text).join(' ');
    for (const w of ['apple', 'jumping', 'happy', 'slowly']) expect(has(text, w)).toBe(true);
    expect(story.unplaced).toEqual([{ word: 'the', reason: 'unknown' }]);
    expect(story.pages.map((p) => p.textCn).join('')).toContain('苹果');

    const short = composeStory(request({ pages: 4 }));
    expect(short.unplaced).toEqual([
      { word: 'happy', reason: 'no-room' },
      { word: 'slowly', reason: 'no-room' },
      { word: 'the', reason: 'unknown' },
    ]);
    for (const w of ['apple', 'jumping']) expect(has(short.pages.map((p) => p.text).join(' '), w)).toBe(true);
  });

  it('writes shorter sentences for first readers than for fluent ones', () => {
    const mean = (level: string) => {
      const lengths = composeStory(request({ level })).pages.flatMap((p) => sentenceLengths(p.text));
      return lengths.reduce((a, b) => a + b, 0) / lengths.length;
    };
    expect(mean('A')).toBeLessThan(7);
    expect(mean('E')).toBeGreaterThan(mean('A'));
    expect(mean('J')).toBeGreaterThan(mean('E'));
    expect(mean('J')).toBeGreaterThan(10);
    // fluent readers get two words a page: all four fit into four pages
    expect(composeStory(request({ level: 'H', pages: 4 })).unplaced).toEqual([{ word: 'the', reason: 'unknown' }]);
    for (const level of BOOK_LEVELS) expect(composeStory(request({ level })).pages).toHaveLength(8);
  });

  it('is deterministic: the same request gives the same story and pictures, another name another story', () => {
    expect(composeStory(request())).toEqual(composeStory(request()));
    const story = composeStory(request());
    expect(drawLocalPicture(story, request(), 2).equals(drawLocalPicture(story, request(), 2))).toBe(true);
    expect(drawLocalPicture(story, request(), 0).toString()).toMatch(/^<svg[^>]+width="800" height="800"/);
    expect(composeStory(request({ childName: 'Leo' })).pages[0].text).toContain('Leo');
  });
});
