import 'server-only';
import { and, asc, eq, inArray, not, sql } from 'drizzle-orm';

import { SEED_TEACHERS } from '@/content/teachers';

import { courseBookWhere } from '../../services/books/books';
import type { Db } from '../client';
import { books, classNotices, courseMaterials, lessons, teachers } from '../schema';
import { versionedMediaUrl } from './content';

/**
 * The teachers of the live classes and the course materials (one unit per
 * seed picture book, numbered within its level; never a book a user made,
 * see `courseBookWhere`). Teachers are content: a new start updates their
 * texts, pictures and availability from the seed files and leaves the paused
 * flag as staff set it; materials are only added, except the units an older
 * seed built on created books, which are removed first.
 */
export async function seedClasses(db: Db): Promise<void> {
  await db
    .insert(teachers)
    .values(
      SEED_TEACHERS.map((t) => ({
        slug: t.slug,
        name: t.name,
        gender: t.gender,
        nationality: t.nationality,
        yearsTeaching: t.yearsTeaching,
        introduction: t.introduction.en,
        introductionCn: t.introduction.cn,
        avatar: versionedMediaUrl(t.avatar),
        introPicture: versionedMediaUrl(t.introPicture),
        tags: t.tags,
        paused: t.paused,
        availability: t.availability,
      })),
    )
    .onConflictDoUpdate({
      target: teachers.slug,
      set: {
        name: sql`excluded.name`,
        gender: sql`excluded.gender`,
        nationality: sql`excluded.nationality`,
        yearsTeaching: sql`excluded.years_teaching`,
        introduction: sql`excluded.introduction`,
        introductionCn: sql`excluded.introduction_cn`,
        avatar: sql`excluded.avatar`,
        introPicture: sql`excluded.intro_picture`,
        tags: sql`excluded.tags`,
        availability: sql`excluded.availability`,
      },
    });
  await removeUnitsOfCreatedBooks(db);
  const rows = await db.select({ id: books.id, level: books.level }).from(books).where(courseBookWhere).orderBy(asc(books.level), asc(books.id));
  const units = new Map<string, number>();
  const values = rows.map((b) => {
    const unit = (units.get(b.level) ?? 0) + 1;
    units.set(b.level, unit);
    return { level: b.level, unit, bookId: b.id };
  });
  if (values.length) await db.insert(courseMaterials).values(values).onConflictDoNothing();
}

/**
 * Older seeds made a unit of every book, a user's created books included
 * (issue #28 item 3). Each such unit goes; the lessons booked on it move to
 * the first seed unit of the same level (its book with it), and the family
 * of a class still to come finds a notice on their class list.
 */
async function removeUnitsOfCreatedBooks(db: Db): Promise<void> {
  const stray = await db
    .select({ id: courseMaterials.id, level: courseMaterials.level })
    .from(courseMaterials)
    .innerJoin(books, eq(books.id, courseMaterials.bookId))
    .where(not(courseBookWhere));
  if (stray.length === 0) return;
  await db.transaction(async (tx) => {
    for (const unit of stray) {
      const [replacement] = await tx
        .select({ id: courseMaterials.id, bookId: courseMaterials.bookId })
        .from(courseMaterials)
        .innerJoin(books, eq(books.id, courseMaterials.bookId))
        .where(and(eq(courseMaterials.level, unit.level), courseBookWhere))
        .orderBy(asc(courseMaterials.unit))
        .limit(1);
      const moved = await tx
        .update(lessons)
        .set({ materialId: replacement?.id ?? null, bookId: replacement?.bookId ?? null })
        .where(eq(lessons.materialId, unit.id))
        .returning({ id: lessons.id, studentId: lessons.studentId, status: lessons.status, isCancel: lessons.isCancel });
      const toTell = moved.filter((l) => !l.isCancel && l.status === 'booked');
      if (toTell.length) await tx.insert(classNotices).values(toTell.map((l) => ({ userId: l.studentId, lessonId: l.id, kind: 'unit_changed' })));
    }
    await tx.delete(courseMaterials).where(inArray(courseMaterials.id, stray.map((u) => u.id)));
  });
}
