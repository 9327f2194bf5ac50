import 'server-only';
import { eq, sql } from 'drizzle-orm';

import { SEED_BOOKS } from '../../../content';
import { SEED_COURSES } from '../../../content/courses';
import { buildUnit } from '../../services/lessons/units';
import type { Db } from '../client';
import { books, courseMaterials, courseQuestions } from '../schema';
import { versionedMediaUrl as v } from './content';

/**
 * The course units' content (content/courses): words and sentences with
 * their narration clips, teaching points, courseware and the exercises.
 * Content is curated, so a new seed replaces it; questions keep their ids
 * (one row per unit and position), so favourites and answers stay valid.
 */
export async function seedLessons(db: Db): Promise<void> {
  const bookBySlug = new Map(SEED_BOOKS.map((b) => [b.id, b]));
  const materials = await db.select({ id: courseMaterials.id, slug: books.slug }).from(courseMaterials).innerJoin(books, eq(books.id, courseMaterials.bookId));
  const materialBySlug = new Map(materials.map((m) => [m.slug, m.id]));
  const questionRows: (typeof courseQuestions.$inferInsert)[] = [];
  for (const course of SEED_COURSES) {
    const book = bookBySlug.get(course.book);
    const materialId = materialBySlug.get(course.book);
    if (!book || !materialId) continue;
    const unit = buildUnit(book, course);
    // Media URLs carry their content hash, as the books' do (served with a year of caching).
    const vocabulary = unit.vocabulary.map((w) => ({ ...w, image: v(w.image), audio: { ...w.audio, src: v(w.audio.src) } }));
    const sentences = unit.sentences.map((st) => ({ ...st, image: v(st.image), audio: { ...st.audio, src: v(st.audio.src) } }));
    const courseware = unit.courseware.map((slide) => ({ ...slide, image: v(slide.image) }));
    await db.update(courseMaterials).set({ goal: unit.goal, vocabulary, sentences, knowledge: unit.knowledge, courseware }).where(eq(courseMaterials.id, materialId));
    for (const q of unit.questions) {
      const data = {
        ...q.data,
        audio: q.data.audio && { ...q.data.audio, src: v(q.data.audio.src) },
        options: q.data.options.map((o) => (o.image ? { ...o, image: v(o.image) } : o)),
        ...(q.data.rightImage ? { rightImage: v(q.data.rightImage) } : {}),
      };
      questionRows.push({ materialId, position: q.position, kind: q.kind, data });
    }
  }
  if (questionRows.length) {
    await db
      .insert(courseQuestions)
      .values(questionRows)
      .onConflictDoUpdate({ target: [courseQuestions.materialId, courseQuestions.position], set: { kind: sql`excluded.kind`, data: sql`excluded.data` } });
  }
}
