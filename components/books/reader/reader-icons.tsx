import type { ReactNode } from 'react';

/** A stroked 24×24 icon, hidden from assistive technology (the control carries the label). */
export function Icon({ children, className = 'h-5 w-5' }: { children: ReactNode; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className}>
      {children}
    </svg>
  );
}
export const ChevronLeft = () => <Icon>{<path d="M15 5l-7 7 7 7" />}</Icon>;
export const ChevronRight = () => <Icon>{<path d="M9 5l7 7-7 7" />}</Icon>;
