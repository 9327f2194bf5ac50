'use client';

import { useTranslations } from 'next-intl';

import type { TimePeriod } from '@/lib/constants/classes';
import type { ClassConfig } from '@/lib/types/classes';

import { Chip } from './chip';
import { StepSection } from './step-section';

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** Step 2: morning, afternoon or evening (from the config list), with the hours each covers. */
export function PeriodStep({ periods, value, onChange }: { periods: ClassConfig['timePeriods']; value: TimePeriod | null; onChange: (period: TimePeriod) => void }) {
  const t = useTranslations('BookClass');
  return (
    <StepSection n={2} title={t('periodTitle')} done={value !== null} data-test="book-period-step">
      <div className="grid grid-cols-3 gap-2 sm:max-w-lg">
        {periods.map((p) => (
          <Chip
            key={p.value}
            pressed={value === p.value}
            onClick={() => onChange(p.value as TimePeriod)}
            data-test="book-period"
            data-period={p.value}
            className="flex flex-col items-center px-2 py-2.5"
          >
            <span className="text-sm font-semibold">{p.label}</span>
            <span className="mt-0.5 text-xs font-normal tabular-nums">
              {hour(p.fromHour)}–{hour(p.toHour)}
            </span>
          </Chip>
        ))}
      </div>
    </StepSection>
  );
}
