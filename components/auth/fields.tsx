'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'>;

export interface TextFieldProps extends InputProps {
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
 * One input of the login forms: a visually hidden label (the placeholder
 * shows the same words), the warning under the box, announced and tied to
 * the input with aria-describedby.
 */
export function TextField({ label, error, hint, leading, trailing, inputRef, ...input }: TextFieldProps) {
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

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const t = useTranslations('LoginDialog');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          className="mr-2 flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-600"
        >
          <EyeIcon open={visible} />
        </button>
      }
    />
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="2.8" />
      {!open && <path d="M4 20 20 4" strokeLinecap="round" />}
    </svg>
  );
}

/** The form's main button; shows a spinner and stays disabled while its request runs. */
export function SubmitButton({ loading, children, 'data-test': dataTest }: { loading: boolean; children: ReactNode; 'data-test'?: string }) {
  return (
    <button
      type="submit"
      disabled={loading}
      aria-busy={loading || undefined}
      data-test={dataTest}
      className="flex h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-600 text-base font-semibold text-white shadow-sm shadow-brand-500/30 transition hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-200 disabled:cursor-wait disabled:opacity-75"
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}

export function Spinner() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4 animate-spin" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Looks like a link, acts as a button: moves between the dialog's views. */
export function LinkButton({ onClick, children, 'data-test': dataTest }: { onClick: () => void; children: ReactNode; 'data-test'?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-test={dataTest}
      className="rounded text-sm font-medium text-brand-600 hover:text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
    >
      {children}
    </button>
  );
}
