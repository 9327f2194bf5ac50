'use client';

import { useClassesSummary } from '@/lib/hooks/use-classes';

import { LoadState } from './load-state';
import { SummaryBand } from './summary-band';

/** The balance alone: classes remaining, packages and leave vouchers (no booking action: the app embedding it books elsewhere). */
export function MySummary() {
  const { data: summary, error, mutate } = useClassesSummary();
  if (!summary) return <LoadState error={error} onRetry={() => void mutate()} />;
  return <SummaryBand summary={summary} />;
}
