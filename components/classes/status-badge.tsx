'use client';

import { useTranslations } from 'next-intl';

import type { ClassLabel } from '@/lib/constants/classes';

/** Colours of each status (text 700/800 on a 50 tint, or white on 600: WCAG AA). */
const LOOKS: Record<ClassLabel, string> = {
  pending: 'bg-brand-50 text-brand-700 ring-brand-200',
  upcoming: 'bg-amber-50 text-amber-800 ring-amber-200',
  inClass: 'bg-brand-600 text-white ring-brand-600',
  ended: 'bg-slate-100 text-slate-700 ring-slate-200',
  finished: 'bg-sky-50 text-sky-800 ring-sky-200',
  absent: 'bg-red-50 text-red-700 ring-red-200',
  unfinished: 'bg-orange-50 text-orange-800 ring-orange-200',
  cancelled: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** A class's status label (SPEC §4 texts). */
export function StatusBadge({ label }: { label: ClassLabel }) {
  const t = useTranslations('Classes');
  return (
    <span data-test="class-status" data-status={label} className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${LOOKS[label]}`}>
      {label === 'inClass' && <span className="h-1.5 w-1.5 animate-pulse rounded-full bg-white motion-reduce:animate-none" aria-hidden="true" />}
      {t(`status.${label}`)}
    </span>
  );
}

/** The badge of a trial class. */
export function TrialBadge() {
  const t = useTranslations('Classes');
  return (
    <span data-test="class-trial" className="inline-flex items-center rounded-full bg-accent-600 px-2.5 py-0.5 text-xs font-semibold text-white">
      {t('trial')}
    </span>
  );
}
