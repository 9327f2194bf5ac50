'use client';

import { useEffect, useRef, useState } from 'react';

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
  // After a leave or 'cannot attend' the button that opened the dialog is gone; focus goes to the class it changed.
  const focusAfter = useRef<number | null>(null);
  const leaveDone = () => {
    focusAfter.current = leaving?.Id ?? null;
    setLeaving(null);
  };
  const absentDone = () => {
    focusAfter.current = absent?.Id ?? null;
    setAbsent(null);
  };
  useEffect(() => {
    const id = focusAfter.current;
    if (id === null) return;
    const card = document.querySelector<HTMLElement>(`[data-test="class-card"][data-lesson-id="${id}"]`);
    if (!card || card.querySelector('[data-test="class-leave"], [data-test="class-absent"]')) return;
    focusAfter.current = null;
    card.focus();
  }, [lessons]);

  if (!lessons) return <LoadState error={error} onRetry={() => void mutate()} />;
  return (
    <>
      <ClassListView lessons={lessons} config={config} onLeave={setLeaving} onAbsent={setAbsent} />
      <LeaveDialog lesson={leaving} onClose={() => setLeaving(null)} onDone={leaveDone} />
      <AbsentDialog lesson={absent} onClose={() => setAbsent(null)} onDone={absentDone} />
    </>
  );
}
