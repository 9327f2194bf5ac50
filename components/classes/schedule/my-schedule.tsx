'use client';

/** Placeholder: my schedule (week and month views, Beijing time beside, .ics download, calendar feed). */
export function MySchedule() {
  return null;
}
