'use client';

import { usePreview } from '@/lib/hooks/use-lessons';

import { CoursewareViewer } from './courseware-viewer';
import { LessonGate } from './lesson-gate';

/** A class's courseware in the viewer, alone (/course/components/courseware?clid=). */
export function CoursewarePanel({ lessonId }: { lessonId: number }) {
  const { data, error, mutate } = usePreview(lessonId);
  if (!data) return <LessonGate lessonId={lessonId} error={error} onRetry={() => void mutate()} />;
  return <CoursewareViewer pages={data.courseware} />;
}
