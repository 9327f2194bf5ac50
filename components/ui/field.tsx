'use client';

import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'>;

export interface FieldProps extends InputProps {
  label: string;
  error?: string | null;
  /** Shown under the field while there is no error. */
  hint?: string;
  /** Inside the box, before the input (the area-code button). */
  leading?: ReactNode;
  /** Inside the box, after the input (get-code link, show-password toggle). */
  trailing?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  'data-test'?: string;
}

/**
 * A labelled input: a visually hidden label (the placeholder shows the same
 * words), a hint or the error under the box, announced and tied to the input
 * with aria-describedby.
 */
export function Field({ label, error, hint, leading, trailing, inputRef, ...input }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error || hint;
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div
        className={`relative flex h-12 items-center rounded-xl border bg-white transition focus-within:ring-4 ${
          error
            ? 'border-red-400 focus-within:border-red-500 focus-within:ring-red-100'
            : 'border-slate-200 hover:border-slate-300 focus-within:border-brand-500 focus-within:ring-brand-100'
        }`}
      >
        {leading}
        <input
          id={id}
          ref={inputRef}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          className="h-full min-w-0 flex-1 rounded-xl bg-transparent px-4 text-[15px] text-ink outline-none placeholder:text-slate-500"
          {...input}
        />
        {trailing}
      </div>
      <p
        id={noteId}
        role={error ? 'alert' : undefined}
        data-test={error ? 'field-error' : undefined}
        className={`min-h-5 px-1 pt-1 text-xs leading-4 ${error ? 'text-red-600' : 'text-slate-500'}`}
      >
        {note}
      </p>
    </div>
  );
}
