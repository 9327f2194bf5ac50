import type { ReactNode } from 'react';

interface Props {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
  /** The radio's data-test id. */
  test: string;
  disabled?: boolean;
}

/** A radio drawn as a button-like tile; the input stays in the page (sr-only) for keyboards and screen readers. */
export function ProfileChoice({ name, checked, onChange, children, test, disabled = false }: Props) {
  return (
    <label
      className={`flex items-center justify-center rounded-xl border px-4 py-2.5 text-sm font-medium transition has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100 ${
        checked ? 'border-brand-500 bg-brand-50 text-brand-700' : 'border-slate-200 bg-white text-slate-600'
      } ${disabled ? 'cursor-not-allowed opacity-50' : checked ? 'cursor-pointer' : 'cursor-pointer hover:border-brand-200'}`}
    >
      <input type="radio" name={name} checked={checked} onChange={onChange} disabled={disabled} className="sr-only" data-test={test} />
      {children}
    </label>
  );
}
