import { getTranslations } from 'next-intl/server';

import { buttonClass } from '@/components/ui/button';

/** The first Tab stop of every page: hidden until focused, it jumps past the header to the main content (WCAG 2.4.1). */
export async function SkipLink({ target }: { target: string }) {
  const t = await getTranslations('Common');
  return (
    <a
      href={`#${target}`}
      data-test="skip-link"
      className={buttonClass({
        variant: 'bare',
        size: 'none',
        className:
          'fixed left-3 top-2 z-[1200] -translate-y-24 bg-brand-700 px-5 py-3 text-sm font-semibold text-white shadow-lg transition-transform focus:translate-y-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 motion-reduce:transition-none',
      })}
    >
      {t('skipToContent')}
    </a>
  );
}
