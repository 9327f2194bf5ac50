'use client';

import { useLessonRecord } from '@/lib/hooks/use-classes';

import { useViewerZone } from '../booking/use-viewer-zone';
import { ScheduleBoard, ScheduleLoading } from './schedule-board';
import { useMinuteClock } from '@/lib/hooks/use-classes';

/**
 * "My schedule" (issue: Live classes, part 1): the signed-in family's classes
 * by week or month in their own time zone, Beijing time beside where it
 * differs, an .ics download and a private calendar feed. Needs the messages
 * of SCHEDULE_NAMESPACES (schedule-namespaces.ts) and Common and a logged-in user.
 */
export function MySchedule() {
  const zone = useViewerZone();
  const now = useMinuteClock();
  const { data, error, mutate } = useLessonRecord();
  // The server render knows neither the viewer's zone nor their today.
  if (!zone || now === null) return <ScheduleLoading />;
  return <ScheduleBoard items={data} zone={zone} now={now} error={error} onRetry={() => void mutate()} />;
}
