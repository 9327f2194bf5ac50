'use client';

import { useTranslations } from 'next-intl';

import { useClassFormat } from '@/components/classes/use-class-format';
import type { LessonItem } from '@/lib/types/classes';

/** The facts of one class as a definition list: when (the viewer's zone), student, teacher, material and picture book. */
export function LessonFacts({ lesson, className = '' }: { lesson: LessonItem; className?: string }) {
  const t = useTranslations('AbcCourse');
  const tc = useTranslations('Classes');
  const fmt = useClassFormat();
  const rows: [string, string][] = [
    [t('colWhen'), `${fmt.classDate(lesson.ClassDate)} ${tc('timeRange', { start: lesson.Start, end: lesson.End })}`],
    [t('colStudent'), lesson.Student.Nickname || t('noNickname')],
    [t('colTeacher'), lesson.Teacher.Name],
    [t('material'), lesson.Material?.Name ?? t('none')],
    [t('book'), lesson.Book?.Title ?? t('none')],
    [t('lessonNo'), `#${lesson.Id}`],
  ];
  return (
    <dl className={`grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 rounded-2xl bg-slate-50 p-4 text-sm ${className}`} data-test="abc-lesson-facts">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd className="min-w-0 break-words font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
