import 'server-only';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';

import {
  BOOKING_HORIZON_DAYS,
  CLASS_PREFERENCES,
  LEAVE_REASONS,
  LESSON_MINUTES,
  MAX_CLASSES_PER_BOOKING,
  TIME_PERIODS,
  type TimePeriod,
} from '@/lib/constants/classes';
import { localDayRange, localParts, zonedInstant } from '@/lib/classes/time';
import type { AppLocale } from '@/lib/i18n/locales';
import type { ClassConfig, ClassSchedule, MaterialLevel, TeacherCard } from '@/lib/types/classes';

import type { Db } from '../../db/client';
import { books, courseMaterials, lessons, teachers, teacherSlots } from '../../db/schema';
import { getServerTranslator } from '../../i18n';
import { courseBookWhere } from '../books/books';
import { sharedRead, TAGS } from '../shared-reads';
import { materialName } from './lessons';
import { ensureSlots } from './slots';

/** GET /eclass/config/list: every list the booking and leave forms offer, labelled in the caller's language. */
export function classConfig(locale: AppLocale): ClassConfig {
  const t = getServerTranslator(locale, 'ClassConfig');
  const options = <K extends string>(group: string, values: readonly K[]) =>
    values.map((value) => ({ value, label: t(`${group}.${value}` as Parameters<typeof t>[0]) }));
  return {
    classTool: options('classTool', CLASS_PREFERENCES.classTool),
    speechSpeed: options('speechSpeed', CLASS_PREFERENCES.speechSpeed),
    correctionMode: options('correctionMode', CLASS_PREFERENCES.correctionMode),
    materialUseForm: options('materialUseForm', CLASS_PREFERENCES.materialUseForm),
    atmosphere: options('atmosphere', CLASS_PREFERENCES.atmosphere),
    leaveReasons: options('leaveReason', LEAVE_REASONS),
    timePeriods: (Object.keys(TIME_PERIODS) as TimePeriod[]).map((value) => ({
      value,
      label: t(`timePeriod.${value}` as Parameters<typeof t>[0]),
      fromHour: TIME_PERIODS[value][0],
      toHour: TIME_PERIODS[value][1],
    })),
    maxClassesPerBooking: MAX_CLASSES_PER_BOOKING,
    horizonDays: BOOKING_HORIZON_DAYS,
    lessonMinutes: LESSON_MINUTES,
  };
}

/** GET /class/practice/studyNodeStyle?type=3: course materials by level, each unit built on a seed picture book (never a created one). */
export function listMaterials(db: Db, locale: AppLocale): Promise<MaterialLevel[]> {
  return sharedRead(db, `class-materials:${locale}`, [TAGS.teachers, TAGS.books], async () => {
    const rows = await db
      .select({
        id: courseMaterials.id,
        level: courseMaterials.level,
        unit: courseMaterials.unit,
        bookId: books.id,
        slug: books.slug,
        title: books.title,
        titleCn: books.titleCn,
        cover: books.coverSmall,
      })
      .from(courseMaterials)
      .innerJoin(books, eq(books.id, courseMaterials.bookId))
      .where(courseBookWhere)
      .orderBy(asc(courseMaterials.level), asc(courseMaterials.unit));
    const levels = new Map<string, MaterialLevel>();
    for (const r of rows) {
      let level = levels.get(r.level);
      if (!level) levels.set(r.level, (level = { level: r.level, units: [] }));
      level.units.push({
        materialId: r.id,
        name: materialName(r.level, r.unit, locale),
        unit: r.unit,
        bookId: r.bookId,
        bookSlug: r.slug,
        bookTitle: locale === 'cn' ? r.titleCn : r.title,
        cover: r.cover,
      });
    }
    return [...levels.values()];
  });
}

/** Every teacher, the paused ones last (shown, not bookable). */
export function listTeachers(db: Db, locale: AppLocale): Promise<TeacherCard[]> {
  return sharedRead(db, `teachers:${locale}`, [TAGS.teachers], async () => {
    const rows = await db.select().from(teachers).orderBy(asc(teachers.paused), asc(teachers.id));
    return rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      gender: r.gender,
      nationality: r.nationality,
      yearsTeaching: r.yearsTeaching,
      introduction: locale === 'cn' ? r.introductionCn : r.introduction,
      avatar: r.avatar,
      introPicture: r.introPicture,
      introVideo: r.introVideo,
      tags: r.tags,
      paused: r.paused,
    }));
  });
}

/**
 * POST /class/practice/classScheduleV3: for a local date (and optionally a
 * time period and a teacher), every teacher with their slots that day in the
 * viewer's zone and whether each is still free. Past slots are left out.
 */
export async function classSchedule(
  db: Db,
  input: { date: string; timePeriod?: TimePeriod; teacherId?: number },
  zone: string,
  locale: AppLocale,
  now = new Date(),
): Promise<ClassSchedule> {
  await ensureSlots(db, now);
  const [dayStart, dayEnd] = localDayRange(input.date, zone);
  const period = input.timePeriod ? TIME_PERIODS[input.timePeriod] : null;
  // Only the period's hours of the day, and nothing already started, are read (a third of the day's rows).
  const hoursFrom = (hour: number) => (hour >= 24 ? dayEnd : zonedInstant(input.date, `${String(hour).padStart(2, '0')}:00`, zone));
  const from = new Date(Math.max(dayStart.getTime(), period ? hoursFrom(period[0]).getTime() : 0, now.getTime() + 1));
  const to = new Date(Math.min(dayEnd.getTime(), period ? hoursFrom(period[1]).getTime() : Infinity));
  const all = await listTeachers(db, locale);
  const chosen = input.teacherId ? all.filter((t) => t.id === input.teacherId) : all;
  if (chosen.length === 0) return { date: input.date, timeZone: zone, timePeriod: input.timePeriod ?? null, teachers: [] };
  const slots = await db
    .select({ id: teacherSlots.id, teacherId: teacherSlots.teacherId, startsAt: teacherSlots.startsAt, lessonId: lessons.id })
    .from(teacherSlots)
    .leftJoin(lessons, and(eq(lessons.slotId, teacherSlots.id), eq(lessons.isCancel, false)))
    .where(
      and(
        inArray(
          teacherSlots.teacherId,
          chosen.map((t) => t.id),
        ),
        gte(teacherSlots.startsAt, from),
        lt(teacherSlots.startsAt, to),
      ),
    )
    .orderBy(asc(teacherSlots.startsAt));
  const byTeacher = new Map<number, ClassSchedule['teachers'][number]['slots']>();
  for (const s of slots) {
    if (s.startsAt.getTime() <= now.getTime()) continue;
    const local = localParts(s.startsAt, zone);
    if (period && (local.hour < period[0] || local.hour >= period[1])) continue;
    const list = byTeacher.get(s.teacherId) ?? [];
    list.push({ slotId: s.id, start: local.time, startTime: s.startsAt.toISOString(), available: s.lessonId === null });
    byTeacher.set(s.teacherId, list);
  }
  return {
    date: input.date,
    timeZone: zone,
    timePeriod: input.timePeriod ?? null,
    teachers: chosen.map((t) => ({ ...t, slots: byTeacher.get(t.id) ?? [] })),
  };
}
