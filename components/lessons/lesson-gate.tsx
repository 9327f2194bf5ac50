'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { LoadState } from '@/components/ui/load-state';
import { ApiError } from '@/lib/http';

/** Refusals of the lesson calls that have their own words here (SPEC codes; other codes show the server's message). */
const REFUSALS = {
  4720: 'notFound',
  4741: 'reviewNotYet',
  4742: 'classroomNotOpen',
  4743: 'classroomClosed',
} as const;

/** The business code of a refused call (4720, 4741…), or null for a network failure or anything else. */
export function refusalCode(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code === null || error.code === undefined) return null;
  const code = Number(error.code);
  return Number.isFinite(code) ? code : null;
}

export interface LessonGateProps {
  /** The page's lesson id; null when the address has none (or a bad one). */
  lessonId?: number | null;
  /** The loading error, if any. */
  error?: unknown;
  /** Asks again (offered after a network failure, not after a refusal). */
  onRetry?: () => void;
  /** More words under a refusal (e.g. "this page opens by itself when…"). */
  children?: ReactNode;
}

/**
 * What a lesson page shows instead of its content: the kit's loading state,
 * a failure with a retry, or the server's refusal (not the caller's class,
 * review not open yet, classroom closed…) with the way back to My classes.
 */
export function LessonGate({ lessonId, error, onRetry, children }: LessonGateProps) {
  const t = useTranslations('Lessons');
  const code = refusalCode(error);
  const missing = lessonId === null;

  if (missing || code !== null) {
    const known = code !== null && code in REFUSALS ? REFUSALS[code as keyof typeof REFUSALS] : null;
    const message = missing ? t('missingId') : known ? t(`refusal.${known}`) : (error as ApiError).message;
    return (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-3xl bg-white p-8 text-center ring-1 ring-slate-200" data-test="lesson-refused" data-code={code ?? undefined}>
        <p className="text-base font-semibold text-slate-800">{message}</p>
        {known === 'reviewNotYet' && <p className="text-sm text-slate-600">{t('refusal.reviewNotYetHint')}</p>}
        {children}
        <Link href="/course/list" className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline" data-test="lesson-back">
          {t('backToList')}
        </Link>
      </div>
    );
  }

  return <LoadState error={error} onRetry={onRetry} texts={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }} testId="lesson" />;
}
