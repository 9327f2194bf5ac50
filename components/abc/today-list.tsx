'use client';

import { useTranslations } from 'next-intl';

import { isComingUp, lessonLabel } from '@/components/classes/class-status';
import { useViewerZone } from '@/components/classes/booking/use-viewer-zone';
import { useMinuteClock } from '@/lib/hooks/use-classes';
import { useClassFormat } from '@/components/classes/use-class-format';
import { EmptyState } from '@/components/ui/empty-state';
import { useTodayLessons } from '@/lib/hooks/use-abc';

import { AbcLoadState } from './abc-load-state';
import { localToday } from './lesson-rules';
import { StaffLessonList } from './staff-lesson-list';
import { ZoneNote } from './zone-note';

/**
 * SPEC §2 /abc/course/todayList: the classes of today in the viewer's own
 * zone (the browser's clock and zone decide what today is; the server reads
 * the same zone from the Time-Zone header), fetched again every minute.
 */
export function TodayList() {
  const t = useTranslations('AbcCourse');
  const fmt = useClassFormat();
  const zone = useViewerZone();
  const now = useMinuteClock();
  const today = zone && now !== null ? localToday(zone, now) : null;
  const { data, error, mutate } = useTodayLessons(today);

  if (!zone || now === null || !today) return <AbcLoadState />;
  const lessons = data?.list ?? [];
  const toGo = lessons.filter((l) => isComingUp(lessonLabel(l, now))).length;

  return (
    <section aria-labelledby="abc-today-date" data-test="abc-today">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-1">
        <div>
          <h2 id="abc-today-date" className="text-lg font-bold text-ink" data-test="abc-today-date" data-date={today}>
            {fmt.classDate(today, true)}
          </h2>
          <ZoneNote zone={zone} />
        </div>
        {data && (
          <p className="text-sm text-slate-600" aria-live="polite" data-test="abc-today-count">
            {t('todayCount', { total: lessons.length, toGo })}
          </p>
        )}
      </div>
      {error && !data ? (
        <AbcLoadState error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <AbcLoadState />
      ) : lessons.length === 0 ? (
        <EmptyState title={t('todayEmpty')} hint={t('todayEmptyHint')} data-test="abc-today-empty" />
      ) : (
        <StaffLessonList lessons={lessons} now={now} zone={zone} showDate={false} caption={t('todayCaption')} />
      )}
    </section>
  );
}
