/** What a classroom provider needs to know of a lesson to let its student in. */
export interface ClassroomLesson {
  id: number;
  startsAt: Date;
  minutes: number;
  teacherName: string;
  studentId: number;
  studentName: string;
}

/**
 * A classroom provider: where a student goes to attend a lesson. The local
 * default is the product's own classroom page; a video classroom (Tencent
 * LCIC, ClassIn) implements the same two calls with its own join API
 * (docs/operations.md lists what each needs).
 */
export interface ClassroomProvider {
  readonly name: string;
  /** The URL the student opens for this lesson (relative to the site for the local provider). */
  joinUrl(lesson: ClassroomLesson): Promise<string>;
  /** Whether a URL is one of this provider's classroom URLs: `jump/login/url` passes on only those (no open redirect). */
  ownsUrl(url: string): boolean;
}
