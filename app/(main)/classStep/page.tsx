import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { StepList } from '@/components/class-steps/step-list';
import { ProtectedLink } from '@/components/layout/protected-link';
import { FEATURES } from '@/lib/constants/features';
import { ROUTES } from '@/lib/constants/routes';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ClassStep');
  return { title: t('metaTitle'), description: t('metaDescription') };
}

/** The steps to attend a live class, older design: a plain numbered list (SPEC §2 `/classStep`). */
export default async function ClassStepPage() {
  const t = await getTranslations('ClassStep');
  const tips = [t('tip1'), t('tip2'), t('tip3')];
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <header className="border-b-2 border-brand-500 pb-4">
          <h1 className="text-2xl font-bold text-brand-700 sm:text-3xl">{t('title')}</h1>
          <p className="mt-2 text-sm leading-6 text-slate-600 sm:text-base">{t('intro')}</p>
        </header>
        <div className="mt-6">
          <StepList />
        </div>
        <aside aria-labelledby="class-step-tips" className="mt-6 border border-accent-400/50 bg-[#fff8f0] px-4 py-4 sm:px-6">
          <h2 id="class-step-tips" className="text-sm font-bold text-accent-700">
            {t('tipsTitle')}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-6 text-slate-700">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </aside>
        <div className="mt-8 flex flex-col items-center gap-4 sm:flex-row sm:justify-between">
          {/* Booking opens with the classes feature; until then the page explains and links nowhere that 404s. */}
          {FEATURES.classes && (
            <ProtectedLink
              href={ROUTES.course}
              data-test="class-step-book"
              className="inline-flex w-full items-center justify-center rounded bg-accent-600 px-8 py-3 text-base font-semibold text-white hover:bg-accent-700 sm:w-auto"
            >
              {t('bookCta')}
            </ProtectedLink>
          )}
        </div>
      </div>
    </div>
  );
}
