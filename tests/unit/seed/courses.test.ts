/**
 * @jest-environment node
 */
/**
 * The course units of the live classes (content/courses): every unit's words
 * and key sentences are really on their book's pages (so their narration
 * clips exist), the exercises come out the same every time with the right
 * answer among the choices, and every courseware slide is a generated file
 * the media server serves.
 */
import fs from 'node:fs';
import path from 'node:path';

import { SEED_BOOKS } from '@/content';
import { SEED_COURSES } from '@/content/courses';
import manifest from '@/scripts/seed-media/manifest.json';
import { buildUnit, isRightAnswer } from '@/server/services/lessons/units';

const ROOT = path.resolve(__dirname, '../../..');
const bookOf = (slug: string) => SEED_BOOKS.find((b) => b.id === slug)!;

describe('SEED_COURSES', () => {
  it('has one unit per seed book, four or more per level', () => {
    expect(SEED_COURSES.map((c) => c.book).sort()).toEqual(SEED_BOOKS.map((b) => b.id).sort());
    const perLevel = new Map<string, number>();
    for (const c of SEED_COURSES) perLevel.set(bookOf(c.book).level, (perLevel.get(bookOf(c.book).level) ?? 0) + 1);
    expect([...perLevel.values()].every((n) => n >= 4)).toBe(true);
  });

  it.each(SEED_COURSES.map((c) => [c.book, c] as const))('%s: six words and three sentences, each on its page, with narration inside the page audio', (_slug, course) => {
    const book = bookOf(course.book);
    const unit = buildUnit(book, course);
    expect(new Set(unit.vocabulary.map((v) => v.word)).size).toBe(6);
    expect(unit.sentences).toHaveLength(3);
    for (const item of [...unit.vocabulary, ...unit.sentences]) {
      const page = book.pages.find((p) => p.index === item.page)!;
      expect(item.audio.src).toBe(page.audio.src);
      expect(item.audio.startMs).toBeGreaterThanOrEqual(0);
      expect(item.audio.endMs).toBeGreaterThan(item.audio.startMs);
      expect(item.audio.endMs).toBeLessThanOrEqual(page.audio.durationMs);
    }
    for (const s of unit.sentences) expect(book.pages.find((p) => p.index === s.page)!.text).toContain(s.en);
    expect(course.goal.en.length).toBeGreaterThan(10);
    expect(course.goal.cn.length).toBeGreaterThan(4);
    expect(unit.knowledge.length).toBeGreaterThanOrEqual(1);
  });

  it.each(SEED_COURSES.map((c) => [c.book, c] as const))('%s: eight exercises, two of each kind, the right answer among the choices', (_slug, course) => {
    const unit = buildUnit(bookOf(course.book), course);
    expect(unit.questions.map((q) => q.kind).sort()).toEqual(['gap', 'gap', 'listen', 'listen', 'order', 'order', 'picture', 'picture']);
    for (const q of unit.questions) {
      expect(q.data.explanation.en).not.toBe('');
      expect(q.data.explanation.cn).not.toBe('');
      if (q.kind === 'order') {
        expect([...q.data.tiles].sort()).toEqual(q.data.answer.split(/\s+/).sort());
        expect(q.data.tiles.join(' ')).not.toBe(q.data.answer);
      } else {
        expect(q.data.options).toHaveLength(3);
        expect(new Set(q.data.options.map((o) => o.value.toLowerCase())).size).toBe(3);
        expect(q.data.options.filter((o) => isRightAnswer(q.kind, o.value, q.data.answer))).toHaveLength(1);
      }
    }
  });

  it('makes the same exercises every time (question ids stay valid across seeds)', () => {
    const course = SEED_COURSES[0];
    expect(buildUnit(bookOf(course.book), course)).toEqual(buildUnit(bookOf(course.book), course));
  });

  it('has eight courseware slides per unit, each a 960x540 file the media server lists', () => {
    const hashes = manifest as Record<string, string>;
    for (const course of SEED_COURSES) {
      expect(course.courseware).toHaveLength(8);
      for (const slide of course.courseware) {
        expect([slide.width, slide.height]).toEqual([960, 540]);
        expect(slide.text.length).toBeGreaterThan(3);
        const rel = slide.image.replace(/^\/media\/seed\//, '');
        expect(hashes[rel]).toBeDefined();
        expect(fs.existsSync(path.join(ROOT, 'public', slide.image))).toBe(true);
      }
    }
  });
});

describe('isRightAnswer', () => {
  it('compares an ordered sentence by its words, not case or punctuation', () => {
    expect(isRightAnswer('order', 'lily has a new kite', 'Lily has a new kite.')).toBe(true);
    expect(isRightAnswer('order', 'has Lily a new kite.', 'Lily has a new kite.')).toBe(false);
    expect(isRightAnswer('gap', 'Kite', 'kite')).toBe(true);
    expect(isRightAnswer('listen', null, 'kite')).toBe(false);
  });
});
