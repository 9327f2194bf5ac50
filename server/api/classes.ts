import 'server-only';
import type { Context } from 'hono';

import { BEIJING_TIME_ZONE } from '@/lib/constants/classes';
import { addDays, localDayRange, localParts, resolveTimeZone, zoneOffsetMinutes } from '@/lib/classes/time';
import { isAppLocale } from '@/lib/i18n/locales';
import {
  arrangeTrialSchema,
  bookingSchema,
  cancelSchema,
  grantPackageSchema,
  leaveReasonSchema,
  lessonIdSchema,
  lessonRecordSchema,
  noticeReadSchema,
  outcomeSchema,
  scheduleSchema,
  staffLessonsSchema,
  studyNodeSchema,
  timeZoneQuerySchema,
  trialRequestSchema,
} from '@/lib/schemas/classes';

import { bookClasses } from '../services/classes/booking';
import { calendarIcs, createFeed, feedOwner, hasFeed, revokeFeed } from '../services/classes/calendar';
import { classConfig, classSchedule, listMaterials, listTeachers } from '../services/classes/catalog';
import { cancelLesson, endAbsentLesson, getLeaveOptions, lessonRecord, lessonsBetween, markNoticesRead, recordOutcome, setLeaveReason } from '../services/classes/lessons';
import { grantPackage } from '../services/classes/packages';
import { findStudent, recentStaffActions, staffScope } from '../services/classes/staff';
import { myClassesSummary } from '../services/classes/summary';
import { arrangeTrial, listTrialRequests, requestTrial, trialInfo } from '../services/classes/trial';
import { AppError } from '../errors';
import { createRouter } from './access';
import { ok } from './context';
import { validate, validateInput } from './validate';

/** The learner's time zone: the `Time-Zone` header (IANA), else the spec's `Time-Zone-Offset` hours, else Beijing time. */
export function requestTimeZone(c: Context): string {
  return resolveTimeZone(c.req.header('Time-Zone'), c.req.header('Time-Zone-Offset'), BEIJING_TIME_ZONE);
}

/** SPEC §7 Classes under /api/acadsoc: the lesson record and the cancel the spec's app client calls. */
export const acadsoc = createRouter();

// POST /api/acadsoc/app/getCourseLessonRecord – the caller's classes ({ Items, Total }, ClassDate/Start in their zone)
acadsoc.user.post('/app/getCourseLessonRecord', validateInput(lessonRecordSchema), async (c) => {
  const { pageIndex, pageSize, serchType } = c.req.valid('json');
  return ok(c, await lessonRecord(c.var.db, c.var.user.id, { pageIndex, pageSize, serchType: serchType as 0 | 1 | 2 | 3 }, requestTimeZone(c), c.var.locale));
});

// POST /api/acadsoc/app/cancelMyClass – the leave flow's cancel of a regular class (same as /api/eclass/v1/classin/cancelMyClass)
acadsoc.owner.post('/app/cancelMyClass', validateInput(cancelSchema), async (c) => {
  return ok(c, await cancelLesson(c.var.db, c.var.user.id, { ...c.req.valid('json'), trial: false }));
});

/** SPEC §7 Classes under /api/eclass: booking, trial, leave, config, packages and the calendar. */
export const eclass = createRouter();

// POST /api/eclass/order/batch – books up to 15 classes at once (every rule of SPEC §5, one transaction)
eclass.user.post('/order/batch', validateInput(bookingSchema), async (c) => {
  const { date, timePeriod, slotIds, bookId, materialId, trial, ...prefs } = c.req.valid('json');
  const clean = Object.fromEntries(Object.entries(prefs).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  const booked = await bookClasses(c.var.db, c.var.user.id, { date, timePeriod, slotIds, bookId, materialId, trial, prefs: clean }, requestTimeZone(c));
  return ok(c, { booked, count: booked.length });
});

// POST /api/eclass/classin/getTrialClassCourseInfo – where the caller's free trial class stands
eclass.user.post('/classin/getTrialClassCourseInfo', async (c) => ok(c, await trialInfo(c.var.db, c.var.user.id, requestTimeZone(c), c.var.locale)));

// POST /api/eclass/classin/requestTrialClass – asks an adviser for the one free trial class
eclass.user.post('/classin/requestTrialClass', validateInput(trialRequestSchema), async (c) => {
  await requestTrial(c.var.db, c.var.user.id, c.req.valid('json'));
  return ok(c, await trialInfo(c.var.db, c.var.user.id, requestTimeZone(c), c.var.locale));
});

// POST /api/eclass/classin/getAvailableAskLeaveCoupon?lessonId – the leave policy of a class and the caller's vouchers
eclass.owner.post('/classin/getAvailableAskLeaveCoupon', validateInput(lessonIdSchema), async (c) => {
  return ok(c, await getLeaveOptions(c.var.db, c.var.user.id, c.req.valid('json').lessonId));
});

// POST /api/eclass/classin/insertCourseCancellationReason – the reason for leave, stored on the caller's class
eclass.owner.post('/classin/insertCourseCancellationReason', validateInput(leaveReasonSchema), async (c) => {
  const { lessonId, reason, note } = c.req.valid('json');
  await setLeaveReason(c.var.db, c.var.user.id, lessonId, reason, note);
  return ok(c, { lessonId });
});

// POST /api/eclass/v1/classin/cancelMyClass – cancels a regular class (policy: docs/decisions.md)
eclass.owner.post('/v1/classin/cancelMyClass', validateInput(cancelSchema), async (c) => {
  return ok(c, await cancelLesson(c.var.db, c.var.user.id, { ...c.req.valid('json'), trial: false }));
});

// POST /api/eclass/classin/cancelMyTrialClass – cancels a trial class (always free; the request waits for a new time)
eclass.owner.post('/classin/cancelMyTrialClass', validateInput(cancelSchema), async (c) => {
  return ok(c, await cancelLesson(c.var.db, c.var.user.id, { ...c.req.valid('json'), trial: true }));
});

// POST /api/eclass/classin/endAbsentMyClass?lessonId – a class already started that the family cannot attend: marked absent
eclass.owner.post('/classin/endAbsentMyClass', validateInput(lessonIdSchema), async (c) => {
  return ok(c, await endAbsentLesson(c.var.db, c.var.user.id, c.req.valid('json').lessonId));
});

// GET /api/eclass/classin/summary – packages, remaining classes, vouchers, trial and notices of the caller
eclass.user.get('/classin/summary', async (c) => ok(c, await myClassesSummary(c.var.db, c.var.user.id, requestTimeZone(c), c.var.locale)));

// PUT /api/eclass/classin/notices/read – marks class notices read
eclass.user.put('/classin/notices/read', validateInput(noticeReadSchema), async (c) => {
  await markNoticesRead(c.var.db, c.var.user.id, c.req.valid('json').ids);
  return ok(c, null);
});

// GET /api/eclass/config/list – class tools, speech speeds, correction modes, material use forms, atmospheres, leave reasons, time periods
eclass.public.get('/config/list', (c) => ok(c, classConfig(c.var.locale)));

// GET /api/eclass/timezone/offset?timeZone&date – the offset of a zone (default: the caller's) and of Beijing time on a date
eclass.public.get('/timezone/offset', validate('query', timeZoneQuerySchema), (c) => {
  const query = c.req.valid('query');
  const zone = resolveTimeZone(query.timeZone, null, requestTimeZone(c));
  const at = query.date ? localDayRange(query.date, zone)[0].getTime() + 12 * 3_600_000 : Date.now();
  return ok(c, {
    timeZone: zone,
    offsetMinutes: zoneOffsetMinutes(zone, at),
    offsetHours: zoneOffsetMinutes(zone, at) / 60,
    beijingOffsetMinutes: zoneOffsetMinutes(BEIJING_TIME_ZONE, at),
  });
});

// GET /api/eclass/teachers – every teacher (paused ones last)
eclass.public.get('/teachers', async (c) => ok(c, await listTeachers(c.var.db, c.var.locale)));

// GET /api/eclass/calendar/download.ics – the caller's classes as an .ics file
eclass.user.get('/calendar/download.ics', async (c) => {
  const body = await calendarIcs(c.var.db, c.var.user.id, c.var.locale);
  return c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'attachment; filename="sprout-classes.ics"', 'Cache-Control': 'no-store' });
});

// GET /api/eclass/calendar/feed – whether the caller has a calendar feed
eclass.user.get('/calendar/feed', async (c) => ok(c, { active: await hasFeed(c.var.db, c.var.user.id) }));

// POST /api/eclass/calendar/feed – makes a new private feed URL (the old one stops working)
eclass.user.post('/calendar/feed', async (c) => ok(c, await createFeed(c.var.db, c.var.user.id, c.var.locale)));

// DELETE /api/eclass/calendar/feed – revokes the feed
eclass.user.delete('/calendar/feed', async (c) => {
  await revokeFeed(c.var.db, c.var.user.id);
  return ok(c, { active: false });
});

// GET /api/eclass/calendar/feed/{token}.ics?lang – the private feed a calendar app subscribes to (the token is the credential; lang: the language it was made in)
eclass.public.get('/calendar/feed/:file', async (c) => {
  const file = c.req.param('file');
  const owner = file.endsWith('.ics') ? await feedOwner(c.var.db, file.slice(0, -4)) : null;
  if (owner === null) throw new AppError('NOT_FOUND');
  const lang = c.req.query('lang');
  const body = await calendarIcs(c.var.db, owner, isAppLocale(lang) ? lang : c.var.locale);
  return c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, max-age=300', 'X-Robots-Tag': 'noindex' });
});

/** SPEC §7 Classes under /api/class/practice: the day's teachers and times, and the course materials. */
export const classPractice = createRouter();

// POST /api/class/practice/classScheduleV3 – teachers and their free times on a date (and time period) in the caller's zone
classPractice.user.post('/practice/classScheduleV3', validateInput(scheduleSchema), async (c) => {
  return ok(c, await classSchedule(c.var.db, c.req.valid('json'), requestTimeZone(c), c.var.locale));
});

// GET /api/class/practice/studyNodeStyle?type=3 – course materials by level, each unit tied to a picture book
classPractice.public.get('/practice/studyNodeStyle', validate('query', studyNodeSchema), async (c) => ok(c, await listMaterials(c.var.db, c.var.locale)));

/** The /abc staff area's API (staff only, also by the /abc guard in server/api/index.ts). */
export const abc = createRouter();

// GET /api/abc/course/list?date|from&to&teacherId&status&page&size – classes for staff (teachers: their own)
abc.staff.get('/course/list', validate('query', staffLessonsSchema), async (c) => {
  const q = c.req.valid('query');
  const zone = requestTimeZone(c);
  const scope = await staffScope(c.var.db, c.var.user);
  const from = q.date ?? q.from;
  const to = q.date ? addDays(q.date, 1) : q.to ? addDays(q.to, 1) : undefined;
  const result = await lessonsBetween(
    c.var.db,
    {
      from: from ? localDayRange(from, zone)[0] : undefined,
      to: to ? localDayRange(to, zone)[0] : undefined,
      teacherId: scope.all ? q.teacherId : scope.teacherId,
      status: q.status,
      page: q.page,
      size: q.size,
    },
    zone,
    c.var.locale,
  );
  return ok(c, { ...result, page: q.page, size: q.size, today: localParts(new Date(), zone).date, timeZone: zone });
});

// POST /api/abc/lesson/outcome – records finished, absent or teacher no-show (which gives the class hour back); teachers: their own lessons
abc.staff.post('/lesson/outcome', validateInput(outcomeSchema), async (c) => {
  const { lessonId, outcome } = c.req.valid('json');
  const scope = await staffScope(c.var.db, c.var.user);
  return ok(c, await recordOutcome(c.var.db, c.var.user.id, lessonId, outcome, new Date(), scope.all ? undefined : scope.teacherId));
});

/** Advisers only: teachers get 403. */
function requireAdviser(role: string): void {
  if (role !== 'adviser') throw new AppError('FORBIDDEN');
}

// POST /api/abc/package/grant – an adviser gives a student a package (logged)
abc.staff.post('/package/grant', validateInput(grantPackageSchema), async (c) => {
  requireAdviser(c.var.user.role);
  const input = c.req.valid('json');
  const student = await findStudent(c.var.db, input.account);
  const result = await grantPackage(c.var.db, { userId: student.id, name: input.name, nameCn: input.nameCn, classes: input.classes, validityDays: input.validityDays, source: 'granted', actorId: c.var.user.id });
  return ok(c, { ...result, student });
});

// GET /api/abc/trial/list – trial requests, waiting ones first (advisers)
abc.staff.get('/trial/list', async (c) => {
  requireAdviser(c.var.user.role);
  return ok(c, await listTrialRequests(c.var.db));
});

// POST /api/abc/trial/arrange – an adviser books a waiting trial on a slot (logged)
abc.staff.post('/trial/arrange', validateInput(arrangeTrialSchema), async (c) => {
  requireAdviser(c.var.user.role);
  return ok(c, await arrangeTrial(c.var.db, c.var.user.id, c.req.valid('json')));
});

// GET /api/abc/actions – the latest staff actions (advisers)
abc.staff.get('/actions', async (c) => {
  requireAdviser(c.var.user.role);
  return ok(c, await recentStaffActions(c.var.db));
});
