'use client';

import { useFormatter, useTranslations } from 'next-intl';

import { Chip } from './chip';
import { dateValue } from './days';
import { StepSection } from './step-section';

/** Step 1: the next 14 days as chips (weekday and date in the viewer's language, today marked). */
export function DateStep({ days, today, value, onChange }: { days: string[]; today: string; value: string | null; onChange: (date: string) => void }) {
  const t = useTranslations('BookClass');
  const format = useFormatter();
  return (
    <StepSection n={1} title={t('dateTitle')} done={value !== null} data-test="book-date-step">
      <div className="grid max-w-xl grid-cols-7 gap-1.5 sm:gap-2">
        {days.map((date) => {
          const d = dateValue(date);
          const isToday = date === today;
          return (
            <Chip
              key={date}
              pressed={value === date}
              onClick={() => onChange(date)}
              data-test="book-day"
              data-date={date}
              className="flex min-w-0 flex-col items-center px-0.5 py-2 text-sm"
            >
              {/* The spaces keep the parts apart in the button's name ('Fri 11/28 Today'); flex drops them on screen. */}
              <span className="text-xs">{format.dateTime(d, { weekday: 'short', timeZone: 'UTC' })}</span>{' '}
              <span className="mt-0.5 text-[13px] font-bold tabular-nums sm:text-base">{format.dateTime(d, { month: 'numeric', day: 'numeric', timeZone: 'UTC' })}</span>{' '}
              <span className={`mt-0.5 h-4 text-[11px] leading-4 ${isToday ? 'font-semibold' : ''}`}>{isToday ? t('today') : ''}</span>
            </Chip>
          );
        })}
      </div>
    </StepSection>
  );
}
