import type { ReactNode } from 'react';

/** The look of the address form's inputs and selects, invalid state included. */
export const ADDRESS_INPUT_CLASS =
  'h-11 w-full rounded-xl border border-slate-200 bg-white px-3.5 text-[15px] text-ink outline-none transition placeholder:text-slate-500 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 aria-[invalid=true]:border-red-400 aria-[invalid=true]:ring-red-100';

/**
 * One field of the address form: its label above, the control, then its
 * error under it (an alert, with the id `<htmlFor>-error` that the control
 * names in aria-describedby; see errorIdFor).
 */
export function AddressFieldRow({ label, htmlFor, error, children }: { label: string; htmlFor?: string; error?: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      {htmlFor ? (
        <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-slate-700">
          {label}
        </label>
      ) : (
        <span className="mb-1.5 block text-sm font-medium text-slate-700">{label}</span>
      )}
      {children}
      <p id={htmlFor ? `${htmlFor}-error` : undefined} role={error ? 'alert' : undefined} data-test={error ? 'address-field-error' : undefined} className="min-h-5 px-1 pt-1 text-xs leading-4 text-red-600">
        {error}
      </p>
    </div>
  );
}

/** The aria-describedby of a control whose row shows `error`. */
export function errorIdFor(id: string, error: string | undefined): string | undefined {
  return error ? `${id}-error` : undefined;
}
