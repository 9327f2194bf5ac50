/**
 * Course units come from public seed books only (issue #28 item 3): a book a
 * user made with the AI picture book, published or not, never becomes a unit;
 * the start-up seed removes units an older seed derived from such books,
 * moves the lessons booked on them to a real unit of the same level and
 * leaves the family a class notice. Checked over every list the booking
 * panel, the class pages and the staff list read.
 */
import { and, desc, eq, isNotNull, max } from 'drizzle-orm';

import type { LessonItem, MaterialLevel, MyClassesSummary } from '@/lib/types/classes';
import { books, classNotices, courseMaterials, lessons } from '@/server/db/schema';
import { seed } from '@/server/db/seed';

import { testBook } from '../helpers/books';
import { ok, SEED_TIMEOUT } from '../helpers/calls';
import { describeApi } from '../helpers/test-app';
import { book, bookingBody, DAY, expectRefusal, freeSlot, lessonRecord, newStudent, SHANGHAI } from './support';

describeApi('course units come from seed books only (#28 item 3)', (t) => {
  beforeAll(async () => {
    await seed(t.db);
  }, SEED_TIMEOUT);

  /** A book made with the AI picture book by `ownerId`: private unless `listed`. */
  async function createdBook(ownerId: number, slug: string, title: string, listed: boolean) {
    const [row] = await t.db
      .insert(books)
      .values(testBook({ slug, title, titleCn: title, searchDoc: title.toLowerCase(), level: 'B', ownerId, listed }))
      .returning({ id: books.id });
    return row.id;
  }

  it('never derives a unit from a created book, and moves lessons booked on such a unit to a seed unit of its level with a notice', async () => {
    const child = await newStudent(t.db);
    const privateBook = await createdBook(child.userId, 'created-mia-space', 'Mia and Zip in Space', false);
    const author = await newStudent(t.db);
    const publishedBook = await createdBook(author.userId, 'created-published-tale', 'A Published Tale', true);

    // What an older seed left behind: a unit of level B built on the child's private book, booked by another family.
    const [{ last }] = await t.db.select({ last: max(courseMaterials.unit) }).from(courseMaterials).where(eq(courseMaterials.level, 'B'));
    const [stray] = await t.db
      .insert(courseMaterials)
      .values({ level: 'B', unit: (last ?? 0) + 1, bookId: privateBook })
      .returning({ id: courseMaterials.id });
    const family = await newStudent(t.db, { classes: 5 });
    const slot = await freeSlot(t.db, { leadMs: 2 * DAY });
    const [booked] = await t.db
      .insert(lessons)
      .values({ studentId: family.userId, teacherId: slot.teacherId, slotId: slot.id, startsAt: slot.startsAt, materialId: stray.id, bookId: privateBook })
      .returning({ id: lessons.id });

    await seed(t.db); // the next start

    const createdIds = [privateBook, publishedBook];
    // No unit references a created book.
    const units = await t.db.select({ bookId: courseMaterials.bookId, ownerId: books.ownerId }).from(courseMaterials).innerJoin(books, eq(books.id, courseMaterials.bookId));
    expect(units.length).toBeGreaterThan(0);
    expect(units.filter((u) => u.ownerId !== null)).toEqual([]);
    expect(await t.db.select().from(courseMaterials).where(eq(courseMaterials.id, stray.id))).toEqual([]);

    // The booking panel's list of units.
    for (const lang of ['cn', 'en'] as const) {
      const levels = await ok<MaterialLevel[]>(t, '/api/class/practice/studyNodeStyle?type=3', { lang });
      const listed = levels.flatMap((l) => l.units);
      expect(listed.length).toBe(units.length);
      expect(listed.filter((u) => createdIds.includes(u.bookId))).toEqual([]);
      expect(listed.map((u) => u.bookTitle).join('|')).not.toMatch(/Mia and Zip|Published Tale/);
    }

    // The lesson now uses a seed unit of level B, its book with it.
    const [moved] = await t.db
      .select({ materialId: lessons.materialId, bookId: lessons.bookId, level: courseMaterials.level, unitBook: courseMaterials.bookId, ownerId: books.ownerId })
      .from(lessons)
      .innerJoin(courseMaterials, eq(courseMaterials.id, lessons.materialId))
      .innerJoin(books, eq(books.id, lessons.bookId))
      .where(eq(lessons.id, booked.id));
    expect(moved).toMatchObject({ level: 'B', ownerId: null });
    expect(moved.bookId).toBe(moved.unitBook);

    // The family's class record and the staff list show the new unit, never the created book.
    const [item] = (await lessonRecord(t, family.token)).filter((l) => l.Id === booked.id);
    expect(item.Material).toMatchObject({ Id: moved.materialId, Level: 'B' });
    expect(item.Book?.Id).toBe(moved.bookId);
    const adviser = await newStudent(t.db, { role: 'adviser' });
    const day = item.ClassDate;
    const staffList = await ok<{ list: LessonItem[] }>(t, `/api/abc/course/list?from=${day}&to=${day}&size=100`, { token: adviser.token, headers: SHANGHAI });
    const staffItem = staffList.list.find((l) => l.Id === booked.id)!;
    expect(staffItem.Book?.Id).toBe(moved.bookId);
    expect(staffList.list.filter((l) => l.Book && createdIds.includes(l.Book.Id))).toEqual([]);

    // The family is told, through the class notices of their class list.
    const summary = await ok<MyClassesSummary>(t, '/api/eclass/classin/summary', { token: family.token });
    expect(summary.notices).toEqual([expect.objectContaining({ lessonId: booked.id, kind: 'unit_changed' })]);

    // A third start changes nothing more (the seed stays idempotent).
    await seed(t.db);
    const notices = await t.db.select().from(classNotices).where(eq(classNotices.userId, family.userId));
    expect(notices).toHaveLength(1);
  }, SEED_TIMEOUT);

  it('refuses a booking on a created book and leaves it out of the booking panel, even when a unit row names it', async () => {
    const author = await newStudent(t.db);
    const created = await createdBook(author.userId, 'created-booking-probe', 'Zelda and Zip', true);
    const [{ last }] = await t.db.select({ last: max(courseMaterials.unit) }).from(courseMaterials).where(eq(courseMaterials.level, 'B'));
    const [unit] = await t.db.insert(courseMaterials).values({ level: 'B', unit: (last ?? 0) + 1, bookId: created }).returning({ id: courseMaterials.id });
    try {
      const family = await newStudent(t.db, { classes: 3 });
      const slot = await freeSlot(t.db, { leadMs: 2 * DAY });
      expectRefusal(await book(t, family.token, bookingBody([slot.id], { materialId: unit.id, bookId: created })), 4703, 'BOOKING_MATERIAL_REQUIRED');
      const levels = await ok<MaterialLevel[]>(t, '/api/class/practice/studyNodeStyle?type=3', { lang: 'en' });
      expect(levels.flatMap((l) => l.units).filter((u) => u.bookId === created)).toEqual([]);
      const rows = await t.db.select().from(lessons).where(and(eq(lessons.studentId, family.userId), isNotNull(lessons.materialId))).orderBy(desc(lessons.id));
      expect(rows).toEqual([]);
    } finally {
      await t.db.delete(courseMaterials).where(eq(courseMaterials.id, unit.id));
    }
  });
});
