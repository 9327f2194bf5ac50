import { getTranslations } from 'next-intl/server';

import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { ROUTES } from '@/lib/constants/routes';

import { SectionHeading } from './section-heading';

const STEPS = [
  { n: 1, icon: 'gift' },
  { n: 2, icon: 'calendar' },
  { n: 3, icon: 'laptop' },
  { n: 4, icon: 'cycle' },
] as const;

/** "How a live class works": four condensed steps and a link to the full /classStep page. */
export async function ClassStepsStrip() {
  const t = await getTranslations('Home');
  return (
    <section aria-labelledby="home-steps-title" className="mx-auto max-w-[1200px] px-4 py-14 sm:py-20">
      <SectionHeading id="home-steps-title" eyebrow={t('stepsEyebrow')} title={t('stepsTitle')} subtitle={t('stepsSubtitle')} />
      <div className="relative mt-10">
        <div aria-hidden="true" className="absolute top-9 right-[12%] left-[12%] hidden border-t-2 border-dashed border-brand-200 lg:block" />
        <ol className="relative grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {STEPS.map(({ n, icon }) => (
            <li key={n} className="relative flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 lg:flex-col lg:items-center lg:bg-transparent lg:p-0 lg:text-center lg:shadow-none lg:ring-0">
              <span className="relative flex h-[72px] w-[72px] shrink-0 items-center justify-center rounded-full bg-white text-brand-600 shadow-md ring-4 ring-brand-50">
                <Icon name={icon} width={30} height={30} />
                <span className="absolute -top-1 -right-1 flex h-6 w-6 items-center justify-center rounded-full bg-accent-600 text-xs font-bold text-white">
                  {n}
                </span>
              </span>
              <div>
                <h3 className="text-base font-bold text-ink lg:mt-4 lg:text-lg">{t(`step${n}Title`)}</h3>
                <p className="mt-1.5 text-sm leading-6 text-slate-600 lg:mx-auto lg:max-w-[220px]">{t(`step${n}Text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <div className="mt-10 text-center">
        <ButtonLink
          href={ROUTES.classStep}
          data-test="home-steps-link"
          variant="outline"
          size="none"
          className="inline-flex items-center gap-2 px-5 py-2.5 text-sm font-semibold transition"
        >
          {t('stepsLink')}
          <Icon name="arrow-right" width={16} height={16} />
        </ButtonLink>
      </div>
    </section>
  );
}
