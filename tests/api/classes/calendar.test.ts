/**
 * Live classes: the calendar (a download that needs login, and a private,
 * revocable feed URL a calendar app subscribes to without one), and the
 * read-only lists the booking pages start from: the config labels in both
 * languages, time-zone offsets (daylight saving), the course materials by
 * level, and a day's schedule filtered to a local time period.
 */
import type { ClassConfig, ClassSchedule, MaterialLevel } from '@/lib/types/classes';
import { and, eq, lt } from 'drizzle-orm';

import { BEIJING_TIME_ZONE } from '@/lib/constants/classes';
import { books, lessons, teachers, teacherSlots } from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { ensureSlots, resetSlotCache } from '@/server/services/classes/slots';

import { call, expectLoginRequired, messages, ok, SEED_TIMEOUT } from '../helpers/calls';
import { describeApi } from '../helpers/test-app';
import { book, bookingBody, DAY, freeSlot, LONDON, newStudent, SHANGHAI, someMaterial, type Student } from './support';

/** The VEVENT blocks of an iCalendar text, unfolded (RFC 5545 long lines continue with a leading space). */
function events(ics: string): string[] {
  const text = ics.replace(/\r\n[ \t]/g, '');
  return [...text.matchAll(/BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT/g)].map((m) => m[1]);
}

function field(event: string, name: string): string | undefined {
  return new RegExp(`^${name}(?:;[^:]*)?:(.*)$`, 'm').exec(event)?.[1]?.trim();
}

/** 20261127T100000Z for an instant. */
const icsUtc = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

const localDate = (instant: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);

describeApi('calendar and class lists', (t) => {
  let pick: { materialId: number; bookId: number };

  beforeAll(async () => {
    await seed(t.db);
    pick = await someMaterial(t.db);
  }, SEED_TIMEOUT);

  async function download(token: string, lang: 'en' | 'cn' = 'en') {
    const res = await t.request('/api/eclass/calendar/download.ics', { headers: { token, 'accept-language': lang } });
    return { res, text: await res.text() };
  }

  /** A student with two classes, the second cancelled. */
  async function studentWithClasses(): Promise<{ student: Student; kept: Date; cancelled: Date; keptId: number; cancelledId: number }> {
    const student = await newStudent(t.db, { classes: 5 });
    const a = await freeSlot(t.db);
    const b = await freeSlot(t.db, { filter: (s) => s.startsAt > a.startsAt });
    const answer = await book(t, student.token, bookingBody([a.id, b.id], pick));
    const [keptId, cancelledId] = [a.id, b.id].map((slotId) => answer.data.booked.find((x) => x.slotId === slotId)!.lessonId);
    await ok(t, '/api/eclass/v1/classin/cancelMyClass', { token: student.token, json: { lessonId: cancelledId, reason: 'sick' } });
    return { student, kept: a.startsAt, cancelled: b.startsAt, keptId, cancelledId };
  }

  describe('calendar', () => {
    it('download.ics needs login', async () => {
      await expectLoginRequired(t, '/api/eclass/calendar/download.ics');
    });

    it('download.ics is text/calendar with one VEVENT per class in UTC, the cancelled one STATUS:CANCELLED', async () => {
      const { student, kept, cancelled, keptId, cancelledId } = await studentWithClasses();
      const { res, text } = await download(student.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
      expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.ics"/);
      expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
      const list = events(text);
      expect(list).toHaveLength(2);
      const byUid = Object.fromEntries(list.map((e) => [field(e, 'UID'), e]));
      const keptEvent = byUid[`lesson-${keptId}@localhost:3000`];
      const cancelledEvent = byUid[`lesson-${cancelledId}@localhost:3000`];
      expect(field(keptEvent, 'DTSTART')).toBe(icsUtc(kept));
      expect(field(keptEvent, 'DTEND')).toBe(icsUtc(new Date(kept.getTime() + 25 * 60_000)));
      expect(field(keptEvent, 'STATUS')).toBe('CONFIRMED');
      expect(field(keptEvent, 'SUMMARY')).toMatch(/^English class with /);
      expect(field(cancelledEvent, 'DTSTART')).toBe(icsUtc(cancelled));
      expect(field(cancelledEvent, 'STATUS')).toBe('CANCELLED');
      // In Chinese for a Chinese caller.
      const cn = await download(student.token, 'cn');
      expect(events(cn.text).map((e) => field(e, 'SUMMARY'))).not.toContain(field(keptEvent, 'SUMMARY'));
    });

    it('POST /calendar/feed gives a URL whose path serves the same classes without login; a new one retires the old; DELETE revokes it', async () => {
      const { student } = await studentWithClasses();
      const { text: downloaded } = await download(student.token);
      expect(await ok(t, '/api/eclass/calendar/feed', { token: student.token })).toEqual({ active: false });

      const first = await ok<{ url: string; path: string }>(t, '/api/eclass/calendar/feed', { token: student.token, lang: 'en', json: {} });
      expect(first.url).toBe(`http://localhost:3000${first.path}`);
      expect(first.path).toMatch(/^\/api\/eclass\/calendar\/feed\/[\w-]{20,}\.ics\?lang=en$/);
      const feed = await t.request(first.path);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
      expect(events(await feed.text())).toEqual(events(downloaded));
      // In the language the feed was made in, whatever the calendar app asks for.
      const asked = await t.request(first.path, { headers: { 'accept-language': 'zh-CN' } });
      expect(events(await asked.text())).toEqual(events(downloaded));
      expect(await ok(t, '/api/eclass/calendar/feed', { token: student.token })).toEqual({ active: true });

      const second = await ok<{ url: string; path: string }>(t, '/api/eclass/calendar/feed', { token: student.token, lang: 'en', json: {} });
      expect(second.path).not.toBe(first.path);
      expect(await call(t, first.path)).toMatchObject({ status: 404, code: 4040 });
      expect((await t.request(second.path)).status).toBe(200);

      expect(await ok(t, '/api/eclass/calendar/feed', { method: 'DELETE', token: student.token })).toEqual({ active: false });
      expect(await call(t, second.path)).toMatchObject({ status: 404, code: 4040 });
      expect(await ok(t, '/api/eclass/calendar/feed', { token: student.token })).toEqual({ active: false });
    });

    it("another user's feed never shows your classes; an unknown token is 404", async () => {
      const { student, keptId } = await studentWithClasses();
      await ok(t, '/api/eclass/calendar/feed', { token: student.token, json: {} });
      const other = await newStudent(t.db, { classes: 1 });
      const otherSlot = await freeSlot(t.db);
      const booked = await book(t, other.token, bookingBody([otherSlot.id], pick));
      const theirs = await ok<{ path: string }>(t, '/api/eclass/calendar/feed', { token: other.token, json: {} });
      const text = await (await t.request(theirs.path)).text();
      expect(events(text).map((e) => field(e, 'UID'))).toEqual([`lesson-${booked.data.booked[0].lessonId}@localhost:3000`]);
      expect(text).not.toContain(`lesson-${keptId}@`);
      expect(await call(t, '/api/eclass/calendar/feed/not-a-token.ics')).toMatchObject({ status: 404, code: 4040 });
      expect(await call(t, `/api/eclass/calendar/feed/${'a'.repeat(80)}.ics`)).toMatchObject({ status: 404, code: 4040 });
    });
  });

  it('GET /api/eclass/config/list: every option labelled in the caller language', async () => {
    for (const lang of ['en', 'cn'] as const) {
      const config = await ok<ClassConfig>(t, '/api/eclass/config/list', { lang });
      const labels = messages[lang].ClassConfig as Record<string, Record<string, string>>;
      const groups: [keyof ClassConfig, string][] = [
        ['classTool', 'classTool'],
        ['speechSpeed', 'speechSpeed'],
        ['correctionMode', 'correctionMode'],
        ['materialUseForm', 'materialUseForm'],
        ['atmosphere', 'atmosphere'],
        ['leaveReasons', 'leaveReason'],
        ['timePeriods', 'timePeriod'],
      ];
      for (const [key, group] of groups) {
        const options = config[key] as { value: string; label: string }[];
        expect(options.map((o) => o.value)).toEqual(Object.keys(labels[group]));
        expect(options.map((o) => o.label)).toEqual(Object.values(labels[group]));
      }
      expect(config).toMatchObject({ maxClassesPerBooking: 15, horizonDays: 14, lessonMinutes: 25 });
      expect(config.timePeriods.map((p) => [p.value, p.fromHour, p.toHour])).toEqual([
        ['morning', 6, 12],
        ['afternoon', 12, 18],
        ['evening', 18, 24],
      ]);
    }
    const en = await ok<ClassConfig>(t, '/api/eclass/config/list', { lang: 'en' });
    const cn = await ok<ClassConfig>(t, '/api/eclass/config/list', { lang: 'cn' });
    expect(en.leaveReasons[0].label).toBe('Feeling unwell');
    expect(cn.leaveReasons[0].label).not.toBe(en.leaveReasons[0].label);
  });

  it('GET /api/eclass/timezone/offset: Asia/Shanghai 480 minutes; America/New_York differs between July and December (daylight saving); default the caller zone', async () => {
    type Offset = { timeZone: string; offsetMinutes: number; offsetHours: number; beijingOffsetMinutes: number };
    expect(await ok<Offset>(t, '/api/eclass/timezone/offset?timeZone=Asia/Shanghai')).toEqual({
      timeZone: 'Asia/Shanghai',
      offsetMinutes: 480,
      offsetHours: 8,
      beijingOffsetMinutes: 480,
    });
    const july = await ok<Offset>(t, '/api/eclass/timezone/offset?timeZone=America/New_York&date=2026-07-15');
    const december = await ok<Offset>(t, '/api/eclass/timezone/offset?timeZone=America/New_York&date=2026-12-15');
    expect(july.offsetMinutes).toBe(-240);
    expect(december.offsetMinutes).toBe(-300);
    expect(december.beijingOffsetMinutes).toBe(480);
    expect((await ok<Offset>(t, '/api/eclass/timezone/offset?timeZone=Asia/Kolkata')).offsetMinutes).toBe(330);
    // Without a zone: the caller's (the Time-Zone header, else the spec's Time-Zone-Offset hours).
    expect((await ok<Offset>(t, '/api/eclass/timezone/offset?date=2026-07-15', { headers: LONDON })).offsetMinutes).toBe(60);
    expect((await ok<Offset>(t, '/api/eclass/timezone/offset', { headers: { 'Time-Zone-Offset': '-5' } })).offsetMinutes).toBe(-300);
    // A zone that does not exist falls back to the caller's.
    expect((await ok<Offset>(t, '/api/eclass/timezone/offset?timeZone=Mars/Olympus', { headers: SHANGHAI })).timeZone).toBe('Asia/Shanghai');
  });

  it('GET /api/class/practice/studyNodeStyle?type=3: levels A..J, each unit tied to a picture book', async () => {
    const levels = await ok<MaterialLevel[]>(t, '/api/class/practice/studyNodeStyle?type=3', { lang: 'en' });
    expect(levels.map((l) => l.level)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J']);
    const seedBooks = new Map((await t.db.select({ id: books.id, slug: books.slug, level: books.level, title: books.title }).from(books)).map((b) => [b.id, b]));
    const bookIds = new Set<number>();
    for (const level of levels) {
      expect(level.units.length).toBeGreaterThan(0);
      expect(level.units.map((u) => u.unit)).toEqual(level.units.map((_, i) => i + 1));
      for (const unit of level.units) {
        const bookRow = seedBooks.get(unit.bookId);
        expect(bookRow).toMatchObject({ slug: unit.bookSlug, level: level.level, title: unit.bookTitle });
        expect(unit.name).toBe(`Level ${level.level} · Unit ${unit.unit}`);
        bookIds.add(unit.bookId);
      }
    }
    expect(bookIds.size).toBe(levels.reduce((n, l) => n + l.units.length, 0));
    const cn = await ok<MaterialLevel[]>(t, '/api/class/practice/studyNodeStyle?type=3', { lang: 'cn' });
    expect(cn[0].units[0].name).toBe('A 级 · 第 1 单元');
  });

  describe('POST /api/class/practice/classScheduleV3', () => {
    const schedule = (token: string, json: object, headers: Record<string, string> = SHANGHAI) =>
      ok<ClassSchedule>(t, '/api/class/practice/classScheduleV3', { token, json, headers });
    const hourIn = (iso: string, timeZone: string) => Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(new Date(iso)));

    it('needs login', async () => {
      await expectLoginRequired(t, '/api/class/practice/classScheduleV3', { json: { date: '2030-01-01' } });
    });

    it('a time period keeps only the slots that start in it, in the caller zone', async () => {
      const student = await newStudent(t.db);
      const date = localDate(new Date(Date.now() + 2 * DAY), 'Asia/Shanghai');
      for (const [zone, period, [from, to]] of [
        // Teachers work Beijing afternoons and evenings: London mornings.
        ['Asia/Shanghai', 'evening', [18, 24]],
        ['Asia/Shanghai', 'afternoon', [12, 18]],
        ['Europe/London', 'morning', [6, 12]],
      ] as const) {
        const all = await schedule(student.token, { date }, { 'Time-Zone': zone });
        const some = await schedule(student.token, { date, timePeriod: period }, { 'Time-Zone': zone });
        expect(some).toMatchObject({ date, timeZone: zone, timePeriod: period });
        const allSlots = all.teachers.flatMap((x) => x.slots);
        const someSlots = some.teachers.flatMap((x) => x.slots);
        expect(allSlots.every((s) => localDate(new Date(s.startTime), zone) === date)).toBe(true);
        expect(someSlots.length).toBeGreaterThan(0);
        expect(someSlots.every((s) => hourIn(s.startTime, zone) >= from && hourIn(s.startTime, zone) < to)).toBe(true);
        expect(someSlots.map((s) => s.slotId).sort()).toEqual(
          allSlots
            .filter((s) => hourIn(s.startTime, zone) >= from && hourIn(s.startTime, zone) < to)
            .map((s) => s.slotId)
            .sort(),
        );
        for (const s of someSlots) expect(s.start).toBe(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(s.startTime)));
      }
    });

    it('a booked slot shows available:false to everyone; a paused teacher is listed as paused', async () => {
      const booker = await newStudent(t.db, { classes: 1 });
      const viewer = await newStudent(t.db);
      const slot = await freeSlot(t.db);
      const date = localDate(slot.startsAt, 'Asia/Shanghai');
      const find = (s: ClassSchedule) => s.teachers.flatMap((x) => x.slots).find((x) => x.slotId === slot.id);
      expect(find(await schedule(viewer.token, { date }))).toMatchObject({ available: true, startTime: slot.startsAt.toISOString() });
      expect((await book(t, booker.token, bookingBody([slot.id], pick))).code).toBe(0);
      expect(find(await schedule(viewer.token, { date }))).toMatchObject({ available: false });
      expect(find(await schedule(booker.token, { date, teacherId: slot.teacherId }))).toMatchObject({ available: false });
      const listed = await schedule(viewer.token, { date });
      expect(listed.teachers.find((x) => x.slug === 'hannah-keane')).toMatchObject({ paused: true });
      expect(listed.teachers.filter((x) => x.paused).map((x) => x.slug)).toEqual(['hannah-keane']);
    });
  });

  describe('old slots', () => {
    it('the first schedule of a day forgets unbooked slots from before yesterday (Beijing) and keeps the booked ones', async () => {
      const [teacher] = await t.db.select({ id: teachers.id }).from(teachers).limit(1);
      const student = await newStudent(t.db);
      const old = (daysAgo: number, minute: number) => new Date(Date.now() - daysAgo * DAY + minute * 60_000);
      const [unbooked, booked, recent] = await t.db
        .insert(teacherSlots)
        .values([old(3, 1), old(3, 2), old(0.5, 3)].map((startsAt) => ({ teacherId: teacher.id, startsAt, minutes: 25 })))
        .returning({ id: teacherSlots.id, startsAt: teacherSlots.startsAt });
      await t.db.insert(lessons).values({ studentId: student.userId, teacherId: teacher.id, slotId: booked.id, startsAt: booked.startsAt, status: 'finished' });

      resetSlotCache();
      await ensureSlots(t.db);

      const left = await t.db.select({ id: teacherSlots.id }).from(teacherSlots).where(eq(teacherSlots.teacherId, teacher.id));
      const ids = left.map((r) => r.id);
      expect(ids).not.toContain(unbooked.id);
      expect(ids).toContain(booked.id);
      expect(ids).toContain(recent.id);
      const yesterdayStart = new Date(`${localDate(new Date(Date.now() - DAY), BEIJING_TIME_ZONE)}T00:00:00+08:00`);
      const stale = await t.db
        .select({ id: teacherSlots.id })
        .from(teacherSlots)
        .where(and(lt(teacherSlots.startsAt, yesterdayStart), eq(teacherSlots.teacherId, teacher.id)));
      expect(stale.map((r) => r.id)).toEqual([booked.id]);
    });
  });
});
