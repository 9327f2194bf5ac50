import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { StepTimeline } from '@/components/class-steps/step-timeline';
import { ProtectedLink } from '@/components/layout/protected-link';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { FEATURES } from '@/lib/constants/features';
import { ROUTES } from '@/lib/constants/routes';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ClassStepNew');
  // An alternative design kept for comparison: never indexed, and no public page links to it (issue #10).
  return { title: t('metaTitle'), description: t('metaDescription'), robots: { index: false, follow: false } };
}

/** The steps to attend a live class, newer design: a timeline of cards (SPEC §2 `/classStepnNew`). */
export default async function ClassStepNewPage() {
  const t = await getTranslations('ClassStepNew');
  const checks = [t('check1'), t('check2'), t('check3'), t('check4')];
  return (
    <>
      <header className="bg-linear-to-b from-brand-50 to-transparent">
        <div className="mx-auto max-w-[1200px] px-4 pt-10 pb-8 text-center sm:pt-14 sm:pb-12">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{t('eyebrow')}</p>
          <h1 className="mt-2 text-3xl leading-tight font-extrabold break-keep wrap-anywhere text-ink sm:text-4xl">{t('title')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-base leading-7 text-slate-600">{t('intro')}</p>
        </div>
      </header>
      <div className="mx-auto max-w-[1200px] px-4">
        <StepTimeline />
        <div className="mt-12 grid gap-5 md:grid-cols-[1.4fr_1fr]">
          <section aria-labelledby="class-step-checklist" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-8">
            <h2 id="class-step-checklist" className="text-xl font-bold text-ink">
              {t('checklistTitle')}
            </h2>
            <p className="mt-1.5 text-sm text-slate-600">{t('checklistText')}</p>
            <ul className="mt-5 grid gap-3 sm:grid-cols-2">
              {checks.map((check) => (
                <li key={check} className="flex items-start gap-2.5 rounded-xl bg-brand-50 px-3.5 py-3 text-sm leading-6 text-slate-700">
                  <span className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
                    <Icon name="check" width={13} height={13} strokeWidth={3} />
                  </span>
                  {check}
                </li>
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="class-step-cta"
            className="flex flex-col justify-center rounded-2xl bg-linear-to-br from-brand-500 to-brand-700 p-6 text-white shadow-sm sm:p-8"
          >
            <h2 id="class-step-cta" className="text-2xl font-bold">
              {t('ctaTitle')}
            </h2>
            <p className="mt-2 text-base text-brand-50">{t('ctaText')}</p>
            <div className="mt-6 flex flex-col gap-3 xs:flex-row xs:items-center md:flex-col md:items-start lg:flex-row lg:items-center">
              {FEATURES.classes && (
                <ProtectedLink
                  href={ROUTES.course}
                  data-test="class-step-book"
                  className={buttonClass({
                    variant: 'accent',
                    size: 'none',
                    className: 'inline-flex items-center justify-center gap-2 px-7 py-3 text-base font-semibold shadow-lg shadow-black/10 transition',
                  })}
                >
                  {t('bookCta')}
                  <Icon name="arrow-right" width={18} height={18} />
                </ProtectedLink>
              )}
              <Link href={ROUTES.classStep} className="text-center text-sm font-medium text-brand-50 underline-offset-4 hover:underline">
                {t('oldDesign')}
              </Link>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
