import type { ReactNode } from 'react';

import { Icon } from './icons';

/** The highest rating of the kit's star scales. */
export const STAR_MAX = 5;
const STEPS = Array.from({ length: STAR_MAX }, (_, i) => i + 1);

function Star({ filled, className }: { filled: boolean; className: string }) {
  return <Icon name="star" className={`${className} ${filled ? 'fill-amber-400 text-amber-500' : 'fill-none text-slate-400'}`} />;
}

/**
 * A rating shown as 1 to 5 stars. The stars are decoration; `text` (e.g.
 * '4 out of 5') is what screen readers read and, with `showText`, what
 * everyone reads beside them, so colour never carries the value alone.
 */
export function StarRating({ value, text, showText = false, size = 'h-4 w-4', 'data-test': dataTest }: { value: number; text: string; showText?: boolean; size?: string; 'data-test'?: string }) {
  return (
    <span className="inline-flex items-center gap-1.5" data-test={dataTest} data-value={value}>
      <span className="inline-flex" aria-hidden="true">
        {STEPS.map((step) => (
          <Star key={step} filled={step <= value} className={size} />
        ))}
      </span>
      <span className={showText ? 'text-sm text-slate-700' : 'sr-only'}>{text}</span>
    </span>
  );
}

/**
 * Choosing 1 to 5 stars: a radio group in a fieldset (arrow keys move
 * between the stars, Tab leaves the group), each radio named by `labelOf`
 * (e.g. '3 out of 5'). The stars up to the chosen one are filled; the
 * chosen value is also written out beside them.
 */
export function StarRatingInput({
  legend,
  name,
  value,
  onChange,
  labelOf,
  error,
  legendClassName = 'text-sm font-medium text-slate-700',
  size = 'h-8 w-8',
  disabled = false,
  'data-test': dataTest,
}: {
  legend: ReactNode;
  name: string;
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (value: number) => void;
  labelOf: (value: number) => string;
  error?: string | null;
  legendClassName?: string;
  size?: string;
  disabled?: boolean;
  'data-test'?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="min-w-0" data-test={dataTest} data-value={value} aria-describedby={error ? errorId : undefined}>
      <legend className={legendClassName}>{legend}</legend>
      <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
        <div className="flex">
          {STEPS.map((step) => (
            <label
              key={step}
              className={`rounded-lg p-1 transition has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-200 ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-amber-50'}`}
            >
              <input
                type="radio"
                name={name}
                value={step}
                checked={value === step}
                onChange={() => onChange(step)}
                disabled={disabled}
                className="sr-only"
              />
              <Star filled={step <= value} className={size} />
              <span className="sr-only">{labelOf(step)}</span>
            </label>
          ))}
        </div>
        {value > 0 && (
          <span className="text-sm text-slate-700" aria-hidden="true">
            {labelOf(value)}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
