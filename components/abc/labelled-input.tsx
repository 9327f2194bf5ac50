'use client';

import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

const CONTROL =
  'h-11 w-full rounded-xl border border-slate-200 bg-white px-3 text-[15px] text-ink outline-none transition placeholder:text-slate-500 hover:border-slate-300 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 disabled:bg-slate-50 disabled:text-slate-500 aria-[invalid=true]:border-red-400';

interface Frame {
  label: string;
  /** Under the control: a hint, or (with `error`) the error. */
  hint?: ReactNode;
  error?: string | null;
  className?: string;
}

function Note({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  if (!hint && !error) return null;
  return (
    <p id={id} role={error ? 'alert' : undefined} className={`text-xs ${error ? 'text-red-600' : 'text-slate-600'}`}>
      {error || hint}
    </p>
  );
}

/**
 * A staff form's input with its label shown above it (staff forms hold
 * numbers and prefilled values, so a placeholder cannot stand in for the
 * label as it does in the login forms' `Field`).
 */
export function LabelledInput({ label, hint, error, className = '', ...input }: Frame & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> & { 'data-test'?: string }) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={hint || error ? noteId : undefined} className={CONTROL} {...input} />
      <Note id={noteId} hint={hint} error={error} />
    </div>
  );
}

/** The same frame around a native select. */
export function LabelledSelect({ label, hint, error, className = '', children, ...select }: Frame & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id'> & { 'data-test'?: string }) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={hint || error ? noteId : undefined} className={CONTROL} {...select}>
        {children}
      </select>
      <Note id={noteId} hint={hint} error={error} />
    </div>
  );
}
