'use client';

import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { markClassNoticesRead } from '@/lib/api/classes';
import { useAction } from '@/lib/hooks/use-action';
import { revalidateClasses } from '@/lib/hooks/use-classes';
import type { LessonItem, MyClassesSummary } from '@/lib/types/classes';

import { useClassFormat } from './use-class-format';

/** The notices the class list shows, and the message of each (other kinds are left for pages that know them). */
const NOTICE_MESSAGES = { teacher_absent: 'noticeTeacherAbsent', unit_changed: 'noticeUnitChanged' } as const;

/** Unread class notices (a teacher missed a class and the class hour came back; a class moved to another unit), each dismissed once read. */
export function ClassNotices({ notices, lessons }: { notices: MyClassesSummary['notices']; lessons: readonly LessonItem[] | undefined }) {
  const t = useTranslations('CourseList');
  const tc = useTranslations('Classes');
  const fmt = useClassFormat();
  const { run, isBusy } = useAction((ids: number[]) => markClassNoticesRead(ids), { onSuccess: () => void revalidateClasses() });
  const shown = notices.filter((n) => Object.hasOwn(NOTICE_MESSAGES, n.kind));
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" data-test="class-notices">
      {shown.map((notice) => {
        const lesson = lessons?.find((l) => l.Id === notice.lessonId);
        const date = lesson ? tc('dateAt', { date: fmt.classDate(lesson.ClassDate), time: lesson.Start }) : fmt.day(notice.createdAt);
        return (
          <li key={notice.id} role="status" data-test="class-notice" className="flex flex-wrap items-center gap-3 rounded-2xl bg-orange-50 px-4 py-3 text-sm text-orange-900 ring-1 ring-orange-200">
            <Icon name="alert" className="h-5 w-5 shrink-0 text-orange-700" />
            <p className="min-w-0 flex-1">{t(NOTICE_MESSAGES[notice.kind as keyof typeof NOTICE_MESSAGES], { date })}</p>
            <Button variant="plain" size="sm" className="font-medium" disabled={isBusy} onClick={() => void run([notice.id])} data-test="class-notice-dismiss">
              {t('noticeDismiss')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
