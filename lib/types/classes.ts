/** Live classes on the wire: the spec's lesson record (PascalCase, as `getCourseLessonRecord` answers) and our additions. */

export interface LessonItem {
  Id: number;
  /** YYYY-MM-DD in the viewer's time zone. */
  ClassDate: string;
  /** HH:mm in the viewer's time zone. */
  Start: string;
  End: string;
  /** The UTC instant of the start (ISO). */
  StartTime: string;
  Minutes: number;
  /** booked | finished | absent | teacher_absent | cancelled */
  Status: string;
  IsCancel: boolean;
  IsTrial: boolean;
  /** How a cancellation or no-show was settled: free | voucher | charged | returned. */
  Settlement: string | null;
  CancelReason: string | null;
  BookedAt: string;
  Teacher: { Id: number; Name: string; Avatar: string; Gender: string; Nationality: string };
  Material: { Id: number; Name: string; Level: string } | null;
  Book: { Id: number; Slug: string; Title: string; Cover: string } | null;
  Prefs: Record<string, string>;
  Student: { Id: number; Nickname: string };
  /** When the student marked the preview done, or null. */
  PreviewedAt: string | null;
  /** When the student first entered the classroom (attendance), or null. */
  EnteredAt: string | null;
  /** Whether the teacher's review is there. */
  Reviewed: boolean;
  /** The latest exercise score (0 to 100), or null before any attempt. */
  ExerciseScore: number | null;
}

export interface LeavePolicy {
  cancellable: boolean;
  /** The start: no leave after it. */
  deadline: string;
  /** Until this instant the class hour comes back without a voucher. */
  freeUntil: string;
  inGracePeriod: boolean;
  /** What cancelling now does: the class hour comes back (free), a voucher keeps it (voucher), or it is used (charged). */
  outcome: 'free' | 'voucher' | 'charged';
  /** The voucher applied automatically when it saves the class hour. */
  voucher: { id: number; validUntil: string } | null;
  vouchers: { id: number; validUntil: string }[];
}

export interface ConfigOption {
  value: string;
  label: string;
}

export interface ClassConfig {
  classTool: ConfigOption[];
  speechSpeed: ConfigOption[];
  correctionMode: ConfigOption[];
  materialUseForm: ConfigOption[];
  atmosphere: ConfigOption[];
  leaveReasons: ConfigOption[];
  timePeriods: (ConfigOption & { fromHour: number; toHour: number })[];
  maxClassesPerBooking: number;
  horizonDays: number;
  lessonMinutes: number;
}

export interface MaterialUnit {
  materialId: number;
  name: string;
  unit: number;
  bookId: number;
  bookSlug: string;
  bookTitle: string;
  cover: string;
}

export interface MaterialLevel {
  level: string;
  units: MaterialUnit[];
}

export interface TeacherCard {
  id: number;
  slug: string;
  name: string;
  gender: string;
  nationality: string;
  yearsTeaching: number;
  introduction: string;
  avatar: string;
  introPicture: string;
  introVideo: string | null;
  tags: string[];
  paused: boolean;
}

export interface ScheduleSlot {
  slotId: number;
  /** HH:mm in the viewer's zone. */
  start: string;
  startTime: string;
  available: boolean;
}

export interface ScheduleTeacher extends TeacherCard {
  slots: ScheduleSlot[];
}

export interface ClassSchedule {
  date: string;
  timeZone: string;
  timePeriod: string | null;
  teachers: ScheduleTeacher[];
}

export interface PackageView {
  id: number;
  name: string;
  totalClasses: number;
  remaining: number;
  validityDays: number;
  expiresAt: string;
  expired: boolean;
  source: string;
}

export interface MyClassesSummary {
  remaining: number;
  packages: PackageView[];
  vouchers: { id: number; validUntil: string }[];
  trial: TrialInfo;
  notices: { id: number; lessonId: number; kind: string; createdAt: string }[];
  compulsoryEducation: boolean;
}

export interface TrialInfo {
  /** none: never asked; requested: waiting for an adviser; arranged: a trial class is booked; used: the trial took place or was closed. */
  status: 'none' | 'requested' | 'arranged' | 'used';
  eligible: boolean;
  lesson: LessonItem | null;
  requestedAt: string | null;
}

/** A trial request as advisers see it in /abc. */
export interface TrialRequestView {
  id: number;
  userId: number;
  nickname: string;
  accountNo: string;
  learnerAge: number | null;
  level: string | null;
  preferredTimes: string;
  contact: string;
  /** requested (waiting, or arranged when `lessonId` is set) | closed */
  status: string;
  lessonId: number | null;
  createdAt: string;
}
