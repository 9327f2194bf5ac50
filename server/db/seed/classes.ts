import 'server-only';
import { asc, sql } from 'drizzle-orm';

import { SEED_TEACHERS } from '@/content/teachers';

import type { Db } from '../client';
import { books, courseMaterials, teachers } from '../schema';
import { versionedMediaUrl } from './content';

/**
 * The teachers of the live classes and the course materials (one unit per
 * seed picture book, numbered within its level). Teachers are content: a new
 * start updates their texts, pictures and availability from the seed files
 * and leaves the paused flag as staff set it; materials are only added.
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
  const rows = await db.select({ id: books.id, level: books.level }).from(books).orderBy(asc(books.level), asc(books.id));
  const units = new Map<string, number>();
  const values = rows.map((b) => {
    const unit = (units.get(b.level) ?? 0) + 1;
    units.set(b.level, unit);
    return { level: b.level, unit, bookId: b.id };
  });
  if (values.length) await db.insert(courseMaterials).values(values).onConflictDoNothing();
}
