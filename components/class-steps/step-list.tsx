import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/ui/icons';

import { CLASS_STEPS } from './steps';

/** The older class-step design: a plain numbered list, one row per step with its icon. */
export async function StepList() {
  const t = await getTranslations('ClassStep');
  return (
    <ol className="divide-y divide-slate-200 border border-slate-200 bg-white">
      {CLASS_STEPS.map(({ n, icon }) => (
        <li key={n} className="flex items-start gap-4 px-4 py-5 sm:gap-5 sm:px-6" data-test={`class-step-${n}`}>
          <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-base font-bold text-white sm:h-10 sm:w-10 sm:text-lg">
            {n}
          </span>
          <span className="hidden h-10 w-10 shrink-0 items-center justify-center rounded border border-brand-200 bg-brand-50 text-brand-600 xs:flex">
            <Icon name={icon} />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-medium text-accent-700">{t('stepLabel', { number: n })}</p>
            <h2 className="mt-0.5 text-base font-bold text-ink sm:text-lg">{t(`step${n}Title`)}</h2>
            <p className="mt-1.5 text-sm leading-6 text-slate-600">{t(`step${n}Text`)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
