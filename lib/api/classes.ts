import { LESSON_RECORD_PAGE_SIZE, type ClassPreferenceName, type TimePeriod } from '../constants/classes';
import { http } from '../http';
import type { ClassConfig, ClassSchedule, LeavePolicy, LessonItem, MaterialLevel, MyClassesSummary, TeacherCard, TrialInfo } from '../types/classes';

export type * from '../types/classes';

/** POST /api/acadsoc/app/getCourseLessonRecord with the spec's body (SPEC §7): the caller's classes in data.Items. */
export function getCourseLessonRecord(serchType: 0 | 1 | 2 | 3 = 0) {
  return http.post<{ Items: LessonItem[]; Total: number }>('acadsoc/app/getCourseLessonRecord', {
    json: { pageSize: LESSON_RECORD_PAGE_SIZE, pageIndex: 0, isContainsLcicClass: true, serchType },
  });
}

/** GET /api/eclass/classin/summary: packages, remaining classes, vouchers, trial and notices. */
export function getClassesSummary() {
  return http.get<MyClassesSummary>('eclass/classin/summary');
}

/** GET /api/eclass/config/list: the booking and leave form lists, labelled. */
export function getClassConfig() {
  return http.get<ClassConfig>('eclass/config/list');
}

/** GET /api/class/practice/studyNodeStyle?type=3: materials by level. */
export function getStudyNodes() {
  return http.get<MaterialLevel[]>('class/practice/studyNodeStyle', { query: { type: 3 } });
}

/** GET /api/eclass/teachers */
export function getTeachers() {
  return http.get<TeacherCard[]>('eclass/teachers');
}

/** POST /api/class/practice/classScheduleV3: teachers and their times on a date. */
export function getClassSchedule(date: string, timePeriod?: TimePeriod, teacherId?: number) {
  return http.post<ClassSchedule>('class/practice/classScheduleV3', { json: { date, timePeriod, teacherId } });
}

export interface BookingRequest {
  date?: string;
  timePeriod?: TimePeriod;
  slotIds: number[];
  bookId?: number;
  materialId?: number;
  prefs?: Partial<Record<ClassPreferenceName, string>>;
}

/** POST /api/eclass/order/batch: books up to 15 classes at once. */
export function bookClasses({ prefs, ...rest }: BookingRequest) {
  return http.post<{ booked: { lessonId: number; slotId: number; startTime: string }[]; count: number }>('eclass/order/batch', { json: { ...rest, ...prefs } });
}

/** POST /api/eclass/classin/getTrialClassCourseInfo */
export function getTrialInfo() {
  return http.post<TrialInfo>('eclass/classin/getTrialClassCourseInfo');
}

/** POST /api/eclass/classin/requestTrialClass */
export function requestTrialClass(input: { learnerAge?: number; level?: string; preferredTimes: string; contact?: string }) {
  return http.post<TrialInfo>('eclass/classin/requestTrialClass', { json: input });
}

/** POST /api/eclass/classin/getAvailableAskLeaveCoupon?lessonId: the leave policy and vouchers of a class. */
export function getLeaveOptions(lessonId: number) {
  return http.post<LeavePolicy>('eclass/classin/getAvailableAskLeaveCoupon', { query: { lessonId } });
}

/** POST /api/eclass/classin/insertCourseCancellationReason */
export function insertCancellationReason(lessonId: number, reason: string, note = '') {
  return http.post<{ lessonId: number }>('eclass/classin/insertCourseCancellationReason', { json: { lessonId, reason, note } });
}

export interface CancelResult {
  lessonId: number;
  settlement: 'free' | 'voucher' | 'charged';
  classReturned: boolean;
  voucherId: number | null;
}

/** Cancels a class: POST /api/eclass/classin/cancelMyTrialClass for a trial, else /api/eclass/v1/classin/cancelMyClass (SPEC §7). */
export function cancelMyClass(lesson: Pick<LessonItem, 'Id' | 'IsTrial'>, options: { useVoucher?: boolean; voucherId?: number } = {}) {
  const path = lesson.IsTrial ? 'eclass/classin/cancelMyTrialClass' : 'eclass/v1/classin/cancelMyClass';
  return http.post<CancelResult>(path, { json: { lessonId: lesson.Id, ...options } });
}

/** POST /api/eclass/classin/endAbsentMyClass?lessonId */
export function endAbsentMyClass(lessonId: number) {
  return http.post<{ lessonId: number; status: string }>('eclass/classin/endAbsentMyClass', { query: { lessonId } });
}

/** PUT /api/eclass/classin/notices/read */
export function markClassNoticesRead(ids: number[]) {
  return http.put<null>('eclass/classin/notices/read', { json: { ids } });
}

/** The calendar feed: whether there is one, make a new one (the old URL stops working), revoke it. */
export const calendarFeed = {
  status: () => http.get<{ active: boolean }>('eclass/calendar/feed'),
  create: () => http.post<{ url: string; path: string }>('eclass/calendar/feed'),
  revoke: () => http.delete<{ active: boolean }>('eclass/calendar/feed'),
};
