import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/ui/icons';

import { CLASS_STEPS } from './steps';

/**
 * The newer class-step design: a horizontal timeline of cards on desktop
 * (from 1024 px); below that the same steps stack along a vertical line.
 */
export async function StepTimeline() {
  const t = await getTranslations('ClassStepNew');
  return (
    <div className="relative">
      <div aria-hidden="true" className="absolute top-[23px] right-[8%] left-[8%] hidden h-0.5 bg-brand-200 lg:block" />
      <ol className="relative grid gap-5 lg:grid-cols-6 lg:gap-4">
        {CLASS_STEPS.map(({ n, icon }) => (
          <li key={n} className="relative flex gap-4 lg:flex-col lg:items-center lg:gap-0" data-test={`class-step-${n}`}>
            {n < CLASS_STEPS.length ? (
              <span aria-hidden="true" className="absolute top-12 -bottom-5 left-[23px] w-0.5 bg-brand-200 lg:hidden" />
            ) : null}
            <span className="relative z-10 flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white shadow-md ring-4 ring-[#f7faf8]">
              <Icon name={icon} width={22} height={22} />
            </span>
            <div className="flex-1 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 lg:mt-5 lg:flex lg:w-full lg:flex-col lg:items-center lg:p-4 lg:text-center">
              <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase">{t('stepLabel', { number: n })}</p>
              <h2 className="mt-1 text-base font-bold text-ink">{t(`step${n}Title`)}</h2>
              <p className="mt-2 text-sm leading-6 text-slate-600 lg:flex-1">{t(`step${n}Text`)}</p>
              <p className="mt-3 inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700">
                <Icon name="clock" width={14} height={14} />
                {t(`step${n}Hint`)}
              </p>
            </div>
          </li>
          ))}
      </ol>
    </div>
  );
}
