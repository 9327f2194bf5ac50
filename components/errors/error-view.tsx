import type { ReactNode } from 'react';

import { ButtonLink } from '@/components/ui/button';

/** The body of the 404 and error pages: a big code, a title, a line of text and the way home. */
export function ErrorView({ code, title, text, homeLabel, action }: { code: string; title: string; text: string; homeLabel: string; action?: ReactNode }) {
  return (
    <section data-test="error-page" className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="text-7xl font-black tracking-tight text-brand-600" aria-hidden="true">
        {code}
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-ink">{title}</h1>
      <p className="mt-3 text-slate-500">{text}</p>
      <div className="mt-8 flex gap-3">
        {action}
        <ButtonLink href="/" data-test="back-home" size="base">
          {homeLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
