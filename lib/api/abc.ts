import { http } from '../http';
import type { LessonItem, TrialRequestView } from '../types/classes';
import type { PageOf } from '../types/paging';

/** What staff record about a lesson that has started. */
export type LessonOutcome = 'finished' | 'absent' | 'teacher_absent';

/** The stored status a staff list can be filtered by. */
export const STAFF_LESSON_STATUSES = ['booked', 'finished', 'absent', 'teacher_absent', 'cancelled'] as const;
export type StaffLessonStatus = (typeof STAFF_LESSON_STATUSES)[number];

export interface StaffLessonQuery {
  /** One local day (YYYY-MM-DD in the viewer's zone) ... */
  date?: string;
  /** ... or a range of local days, both ends included. */
  from?: string;
  to?: string;
  teacherId?: number;
  status?: StaffLessonStatus;
  page?: number;
  size?: number;
}

/** A page of classes for staff, with the viewer's today and zone as the server read them from the Time-Zone header. */
export interface StaffLessonPage extends PageOf<LessonItem> {
  today: string;
  timeZone: string;
}

export interface StudentRef {
  id: number;
  nickname: string;
  accountNo: string;
}

export interface GrantPackageInput {
  /** Account number, phone (with + and dial code when ambiguous) or e-mail. */
  account: string;
  classes: number;
  validityDays: number;
  name: string;
  nameCn: string;
}

export interface StaffAction {
  id: number;
  action: string;
  /** 0: the `npm run staff` command line. */
  actorId: number;
  actor: string | null;
  targetUserId: number | null;
  target: string | null;
  targetAccountNo: string | null;
  detail: Record<string, unknown>;
  createdAt: string;
}

/** GET /api/abc/course/list: classes for staff (a teacher gets only their own). */
export function getStaffLessons(query: StaffLessonQuery) {
  return http.get<StaffLessonPage>('abc/course/list', { query: { ...query } });
}

/** POST /api/abc/lesson/outcome: finished, student absent, or teacher no-show (the class hour goes back to the family). */
export function recordLessonOutcome(lessonId: number, outcome: LessonOutcome) {
  return http.post<{ lessonId: number; status: string }>('abc/lesson/outcome', { json: { lessonId, outcome } });
}

/** POST /api/abc/package/grant (advisers): a package for a student found by account number, phone or e-mail. */
export function grantStudentPackage(input: GrantPackageInput) {
  return http.post<{ packageId: number; student: StudentRef }>('abc/package/grant', { json: input });
}

/** GET /api/abc/trial/list (advisers): trial requests, waiting ones first. */
export function getTrialRequests() {
  return http.get<TrialRequestView[]>('abc/trial/list');
}

/** POST /api/abc/trial/arrange (advisers): books a waiting trial on a free slot with a material. */
export function arrangeTrialClass(input: { requestId: number; slotId: number; materialId: number }) {
  return http.post<{ lessonId: number }>('abc/trial/arrange', { json: input });
}

/** GET /api/abc/actions (advisers): the latest staff actions, newest first. */
export function getStaffActions() {
  return http.get<StaffAction[]>('abc/actions');
}
