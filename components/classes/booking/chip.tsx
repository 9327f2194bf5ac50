import type { ButtonHTMLAttributes, ReactNode } from 'react';

const LOOKS = {
  on: 'border-brand-600 bg-brand-600 text-white shadow-sm',
  off: 'border-slate-200 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700',
  disabled: 'cursor-not-allowed border-slate-100 bg-slate-50 text-slate-500',
} as const;

/**
 * A toggle chip of the booking panel (a day, a time period, a time, a level
 * or a unit): a real button that says with aria-pressed whether it is chosen.
 */
export function Chip({
  pressed,
  disabled = false,
  className = 'px-3 py-2 text-sm',
  children,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { pressed: boolean; children: ReactNode; 'data-test'?: string }) {
  const look = disabled ? LOOKS.disabled : pressed ? LOOKS.on : LOOKS.off;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      className={`rounded-xl border font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${look} ${className}`}
      {...props}
    >
      {children}
    </button>
  );
}
