'use client';

import { useFormatter } from 'next-intl';
import { useCallback } from 'react';

import { dateValue } from './days';

/** A chosen class as the learner reads it: 'Fri, Nov 28 19:00' / '11月28日周五 19:00' (its date and time are the viewer's already). */
export function useClassLabel(): (item: { date: string; start: string }) => string {
  const format = useFormatter();
  return useCallback(
    (item) => `${format.dateTime(dateValue(item.date), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })} ${item.start}`,
    [format],
  );
}
