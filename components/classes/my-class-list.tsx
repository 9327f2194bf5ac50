'use client';

import { useState } from 'react';

import { useClassConfig, useLessonRecord } from '@/lib/hooks/use-classes';
import type { LessonItem } from '@/lib/types/classes';

import { AbsentDialog } from './absent-dialog';
import { ClassListView } from './class-list-view';
import { LeaveDialog } from './leave-dialog';
import { LoadState } from './load-state';

/** The family's classes from getCourseLessonRecord, with leave and 'cannot attend' in dialogs. */
export function MyClassList() {
  const { data: lessons, error, mutate } = useLessonRecord();
  const { data: config } = useClassConfig();
  const [leaving, setLeaving] = useState<LessonItem | null>(null);
  const [absent, setAbsent] = useState<LessonItem | null>(null);

  if (!lessons) return <LoadState error={error} onRetry={() => void mutate()} />;
  return (
    <>
      <ClassListView lessons={lessons} config={config} onLeave={setLeaving} onAbsent={setAbsent} />
      <LeaveDialog lesson={leaving} onClose={() => setLeaving(null)} />
      <AbsentDialog lesson={absent} onClose={() => setAbsent(null)} />
    </>
  );
}
