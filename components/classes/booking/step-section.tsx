import type { ReactNode } from 'react';

import { Card } from '@/components/ui/card';

/**
 * One step of the booking panel: a card with the step's number and title.
 * A step that is one choice is a fieldset (its legend names the group); a
 * step holding several groups is a section with a heading.
 */
export function StepSection({
  n,
  title,
  done = false,
  kind = 'fieldset',
  aside,
  children,
  'data-test': dataTest,
}: {
  n: number;
  title: string;
  done?: boolean;
  kind?: 'fieldset' | 'section';
  /** Beside the title (a hint or a count). */
  aside?: ReactNode;
  children: ReactNode;
  'data-test'?: string;
}) {
  const heading = (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span
        aria-hidden="true"
        className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${done ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700'}`}
      >
        {done ? '✓' : n}
      </span>
      <h2 className="text-base font-bold text-ink sm:text-lg">{title}</h2>
      {aside ? <span className="text-sm text-slate-500">{aside}</span> : null}
    </span>
  );
  return (
    <Card as="section" className="p-4 sm:p-5" data-test={dataTest}>
      {kind === 'fieldset' ? (
        <fieldset className="min-w-0">
          <legend className="mb-4 w-full">{heading}</legend>
          {children}
        </fieldset>
      ) : (
        <>
          <div className="mb-4">{heading}</div>
          {children}
        </>
      )}
    </Card>
  );
}
