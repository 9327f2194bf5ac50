/** The tabs of /course/list, as `?tab=` names them; 'classes' is the default. */
export const COURSE_TABS = ['classes', 'book', 'schedule'] as const;
export type CourseTab = (typeof COURSE_TABS)[number];

export function parseCourseTab(value: unknown): CourseTab {
  const raw = Array.isArray(value) ? value[0] : value;
  return COURSE_TABS.includes(raw as CourseTab) ? (raw as CourseTab) : 'classes';
}
