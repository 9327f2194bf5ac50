import type { HTMLAttributes } from 'react';

/** The white rounded panel with a hairline ring that most page blocks sit on; padding and shadow come from the caller. */
export function Card({ as: Tag = 'div', className = '', ...props }: HTMLAttributes<HTMLElement> & { as?: 'div' | 'section' | 'aside' | 'article'; 'data-test'?: string }) {
  return <Tag className={`rounded-3xl bg-white ring-1 ring-slate-200 ${className}`} {...props} />;
}
