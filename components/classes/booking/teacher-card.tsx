'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { MediaImage } from '@/components/books/media-image';
import type { ScheduleSlot, ScheduleTeacher } from '@/lib/types/classes';

import { Chip } from './chip';

/** A country code as its name in the viewer's language ('US' -> 'United States' / '美国'). */
function useCountryName(code: string): string {
  const locale = useLocale();
  return useMemo(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  }, [locale, code]);
}

/**
 * A teacher with their free times of the chosen day and period. A paused
 * teacher is shown greyed with the spec's 'teacher paused classes' and
 * offers no time; a taken time, or one a compulsory-education student may
 * not book (explained by `lateNoteId`), is a disabled chip.
 */
export function TeacherCard({
  teacher,
  chosen,
  isLate,
  lateNoteId,
  onToggle,
}: {
  teacher: ScheduleTeacher;
  chosen: ReadonlySet<number>;
  isLate: (slot: ScheduleSlot) => boolean;
  lateNoteId: string;
  onToggle: (slot: ScheduleSlot) => void;
}) {
  const t = useTranslations('BookClass');
  const country = useCountryName(teacher.nationality);
  const paused = teacher.paused;
  return (
    <article
      data-test="teacher-card"
      data-teacher={teacher.slug}
      aria-labelledby={`teacher-${teacher.id}`}
      className={`rounded-2xl border p-4 ${paused ? 'border-slate-200 bg-slate-50' : 'border-slate-200 bg-white'}`}
    >
      <div className="flex gap-3">
        <MediaImage
          src={teacher.avatar}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className={`h-14 w-14 shrink-0 rounded-full bg-brand-50 object-cover ${paused ? 'grayscale' : ''}`}
        />
        <div className="min-w-0 flex-1">
          <h3 id={`teacher-${teacher.id}`} className={`font-semibold ${paused ? 'text-slate-600' : 'text-ink'}`}>
            {teacher.name}
          </h3>
          <p className="text-xs text-slate-600">
            {country} · {t('yearsTeaching', { count: teacher.yearsTeaching })}
          </p>
          {teacher.tags.length > 0 && (
            <ul className="mt-1.5 flex flex-wrap gap-1" aria-label={t('tagsLabel')}>
              {teacher.tags.map((tag) => (
                <li key={tag} className={`rounded-full px-2 py-0.5 text-[11px] font-medium ${paused ? 'bg-slate-200 text-slate-600' : 'bg-brand-50 text-brand-700'}`}>
                  {t.has(`tags.${tag}`) ? t(`tags.${tag}`) : tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <p className="mt-2 line-clamp-2 text-sm leading-5 text-slate-600" title={teacher.introduction}>
        {teacher.introduction}
      </p>
      {paused ? (
        <p data-test="teacher-paused" className="mt-3 inline-block rounded-full bg-slate-200 px-3 py-1 text-sm font-medium text-slate-700">
          {t('paused')}
        </p>
      ) : (
        <div role="group" aria-label={t('timesWith', { name: teacher.name })} className="mt-3 flex flex-wrap gap-2">
          {teacher.slots.map((slot) => {
            const late = isLate(slot);
            const taken = !slot.available;
            return (
              <Chip
                key={slot.slotId}
                pressed={chosen.has(slot.slotId)}
                disabled={taken || late}
                onClick={() => onToggle(slot)}
                aria-label={taken ? t('takenLabel', { time: slot.start }) : undefined}
                aria-describedby={late && !taken ? lateNoteId : undefined}
                data-test="book-time"
                data-slot={slot.slotId}
                className={`min-w-[4.25rem] px-3 py-1.5 text-sm tabular-nums ${taken ? 'line-through' : ''}`}
              >
                {slot.start}
              </Chip>
            );
          })}
        </div>
      )}
    </article>
  );
}
