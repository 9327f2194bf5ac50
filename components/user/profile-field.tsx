import type { ReactNode } from 'react';

/** The look of the profile form's text inputs, invalid state included. */
export const PROFILE_INPUT_CLASS =
  'w-full rounded-xl border border-slate-200 bg-white px-4 py-2.5 text-ink outline-none transition placeholder:text-slate-500 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 aria-[invalid=true]:border-red-400 aria-[invalid=true]:ring-red-100';

interface Props {
  label: string;
  /** The input's id; without it the label is plain text (radio groups name themselves). */
  htmlFor?: string;
  hint?: string;
  error?: string;
  /** 'used/max' characters, shown beside the label on phones and under the input on wider screens. */
  counter?: string;
  children: ReactNode;
}

/** One row of the profile form: label, input, then its error (an alert) or its hint. */
export function ProfileField({ label, htmlFor, hint, error, counter, children }: Props) {
  return (
    <div className="grid grid-cols-1 gap-2 md:grid-cols-[120px_minmax(0,1fr)] md:gap-6">
      <div className="flex items-baseline justify-between md:block md:pt-2.5">
        {htmlFor ? (
          <label htmlFor={htmlFor} className="text-sm font-medium text-slate-700">
            {label}
          </label>
        ) : (
          <span className="text-sm font-medium text-slate-700">{label}</span>
        )}
        {counter && <span className="text-xs tabular-nums text-slate-500 md:hidden">{counter}</span>}
      </div>
      <div className="min-w-0">
        {children}
        <div className="mt-1.5 flex min-h-[1.25rem] items-start justify-between gap-3 text-xs">
          {error ? (
            <span role="alert" className="text-red-600">
              {error}
            </span>
          ) : (
            <span className="text-slate-500">{hint}</span>
          )}
          {counter && <span className="hidden shrink-0 tabular-nums text-slate-500 md:inline">{counter}</span>}
        </div>
      </div>
    </div>
  );
}
