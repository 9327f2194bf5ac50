import Link from 'next/link';
import { forwardRef, type ButtonHTMLAttributes, type ComponentProps, type ReactNode } from 'react';

import { Spinner } from './spinner';

/**
 * Colours of the pill buttons, taken from the hand-written copies they replace.
 * Weight, shadow and width stay with the caller (they differed between copies
 * and must keep looking the same); only colours and sizes are shared here.
 */
const VARIANTS = {
  /** Filled brand green: the main action. */
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  /** Brand outline on the page background. */
  secondary: 'border border-brand-200 text-brand-700 hover:bg-brand-50',
  /** Filled orange: the booking call to action. */
  accent: 'bg-accent-600 text-white hover:bg-accent-700',
  /** A brand ring (add bg-white on tinted backgrounds). */
  outline: 'text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50',
  /** White pill with a grey ring: a secondary action among others. */
  plain: 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50',
  /** Pale brand fill: suggestions and tags that lead somewhere. */
  soft: 'bg-brand-50 text-brand-700 hover:bg-brand-100',
  /** Grey outline: cancel or back beside a main action. */
  neutral: 'border border-slate-200 text-slate-600 hover:bg-slate-50',
  /** No frame until hovered. */
  ghost: 'text-slate-600 hover:bg-slate-100',
  /** Filled red: an action that cannot be undone. */
  danger: 'bg-red-700 text-white hover:bg-red-800',
  /** A round icon-only control, such as a dialog's close button. */
  icon: 'text-slate-500 hover:bg-slate-100 hover:text-slate-600',
  /** Colours from className only (one-off looks). */
  bare: '',
} as const;

const SIZES = {
  sm: 'px-4 py-2 text-sm',
  md: 'px-6 py-2.5 text-sm',
  /** Body-size text (the error pages' actions). */
  base: 'px-6 py-2',
  /** The full-width 48 px submit of the login forms. */
  lg: 'flex h-12 w-full items-center justify-center text-base',
  /** A 44 px square tap target. */
  tap: 'flex h-11 w-11 items-center justify-center',
  icon: 'p-2',
  none: '',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** Builds the class list of a pill from its variant, size and the caller's extra classes. */
export function buttonClass({ variant = 'primary', size = 'md', className = '' }: Look): string {
  return ['rounded-full', VARIANTS[variant], SIZES[size], className].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Look {
  /** While true the button is disabled, says aria-busy and shows a spinner before its label. */
  busy?: boolean;
  'data-test'?: string;
  children?: ReactNode;
}

/** A pill button of the kit: `type="button"` unless told otherwise, busy state, ref and props forwarded. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, busy = false, disabled, type = 'button', children, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass({ variant, size, className })}
      {...props}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
});

export type ButtonLinkProps = ComponentProps<typeof Link> & Look & { 'data-test'?: string };

/** A next/link drawn as a pill of the kit (navigation, so no busy state). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink({ variant, size, className, ...props }, ref) {
  return <Link ref={ref} className={buttonClass({ variant, size, className })} {...props} />;
});
