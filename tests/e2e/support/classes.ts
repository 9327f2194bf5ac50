import { expect, type APIRequestContext } from '@playwright/test';

import { STAFF_PHONE } from './env';
import { loginByCode, type Login } from './session';

const ZONE = 'Asia/Shanghai';
let phoneSeq = 0;

export const beijingDate = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(at));

/** A new student (phone number and login), unique within the run. */
export async function newStudent(request: APIRequestContext, prefix = '136'): Promise<{ phone: string; login: Login }> {
  const phone = `${prefix}${String(Date.now() + phoneSeq++).slice(-8)}`;
  return { phone, login: await loginByCode(request, phone) };
}

/** The adviser of the e2e server (STAFF_ACCOUNTS) gives the student a package: 10 classes, so one leave voucher. */
export async function grantPackage(request: APIRequestContext, phone: string) {
  const adviser = await loginByCode(request, STAFF_PHONE);
  const res = await request.post('/api/abc/package/grant', {
    headers: { token: adviser.token },
    data: { account: phone, classes: 10, validityDays: 90, name: '10 classes', nameCn: '10 节课时包' },
  });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe(0);
}

/**
 * Books one class at least `leadHours` ahead (8 by default, so leave is still free) with the student's token,
 * as the booking panel would; `skip` passes over that many free times first (two bookings get two classes).
 */
export async function bookClass(request: APIRequestContext, login: Login, options: { leadHours?: number; skip?: number } = {}): Promise<{ lessonId: number; startTime: string }> {
  const headers = { token: login.token };
  const lead = (options.leadHours ?? 8) * 3_600_000;
  const levels = (await (await request.get('/api/class/practice/studyNodeStyle?type=3', { headers })).json()).data as { units: { materialId: number; bookId: number }[] }[];
  const unit = levels.flatMap((l) => l.units)[0];
  let skip = options.skip ?? 0;
  for (let ahead = 0; ahead < 7; ahead++) {
    const date = beijingDate(Date.now() + ahead * 86_400_000);
    const schedule = (await (await request.post('/api/class/practice/classScheduleV3', { headers, data: { date } })).json()).data as {
      teachers: { paused: boolean; slots: { slotId: number; startTime: string; available: boolean }[] }[];
    };
    // One free time per start (several teachers may offer the same one), so `skip` moves to another start:
    // a student cannot have two classes at once.
    const byStart = new Map<string, { slotId: number; startTime: string }>();
    for (const s of schedule.teachers.filter((t) => !t.paused).flatMap((t) => t.slots)) {
      if (s.available && Date.parse(s.startTime) > Date.now() + lead && !byStart.has(s.startTime)) byStart.set(s.startTime, s);
    }
    const slots = [...byStart.values()].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
    if (slots.length <= skip) {
      skip -= slots.length;
      continue;
    }
    const slot = slots[skip];
    const res = await request.post('/api/eclass/order/batch', {
      headers,
      data: { date, timePeriod: 'evening', slotIds: [slot.slotId], bookId: unit.bookId, materialId: unit.materialId },
    });
    const body = await res.json();
    expect(body.code, JSON.stringify(body)).toBe(0);
    return { lessonId: body.data.booked[0].lessonId, startTime: slot.startTime };
  }
  throw new Error('no free time in the next week');
}

/** Moves one of the student's lessons so that it starts `fromNowMs` from now (negative: it has started or ended); the e2e server runs with DEV_TIME_TRAVEL. */
export async function shiftLesson(request: APIRequestContext, login: Login, lessonId: number, fromNowMs: number): Promise<string> {
  const startsAt = new Date(Date.now() + fromNowMs).toISOString();
  const res = await request.post('/api/dev/lessons/shift', { headers: { token: login.token }, data: { lessonId, startsAt } });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  return startsAt;
}
