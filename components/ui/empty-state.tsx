import type { ReactNode } from 'react';

import { Card } from './card';

/** What a list shows when it has nothing: a title, an optional hint and an optional way on (a link or suggestions). */
export function EmptyState({
  title,
  hint,
  children,
  as = 'div',
  className = 'p-10',
  titleClassName = 'font-semibold text-slate-700',
  'data-test': dataTest,
}: {
  title: ReactNode;
  hint?: ReactNode;
  children?: ReactNode;
  as?: 'div' | 'section';
  className?: string;
  titleClassName?: string;
  'data-test'?: string;
}) {
  return (
    <Card as={as} className={`text-center ${className}`} data-test={dataTest}>
      <p className={titleClassName}>{title}</p>
      {hint ? <p className="mt-1 text-sm text-slate-500">{hint}</p> : null}
      {children}
    </Card>
  );
}
