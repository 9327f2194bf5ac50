'use client';

import { useTranslations } from 'next-intl';

import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icons';
import { LESSON_MINUTES } from '@/lib/constants/classes';
import { ROUTES } from '@/lib/constants/routes';
import type { MyClassesSummary } from '@/lib/types/classes';

import { TrialRequestForm } from './trial-request-form';
import { useClassFormat } from './use-class-format';

export interface WaysForwardProps {
  summary: MyClassesSummary;
  /** The class store exists (FEATURES.store): its way is offered too. */
  storeOn: boolean;
  /** How to reach an adviser (the support line). */
  adviserContact: string;
}

/**
 * A family with no classes to book sees its two ways forward (SPEC §1): a
 * free trial class arranged with an adviser (one per new account), and a
 * class package, from an adviser until the store exists.
 */
export function WaysForward({ summary, storeOn, adviserContact }: WaysForwardProps) {
  const t = useTranslations('CourseList');
  const fmt = useClassFormat();
  const { trial } = summary;
  const hadPackage = summary.packages.length > 0;
  const showTrial = trial.eligible || trial.status === 'requested' || trial.status === 'arranged';

  return (
    <section aria-labelledby="ways-forward-title" data-test="classes-ways-forward" className="rounded-3xl bg-linear-to-br from-brand-50 to-white p-4 ring-1 ring-brand-100 sm:p-7">
      <h2 id="ways-forward-title" className="text-xl font-bold text-ink sm:text-2xl">
        {hadPackage ? t('noClassesLeftTitle') : t('startTitle')}
      </h2>
      <p className="mt-1.5 max-w-2xl text-sm leading-6 text-slate-700">{hadPackage ? t('noClassesLeftText') : t('startText')}</p>

      <div className={`mt-5 grid gap-4 ${showTrial ? 'lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]' : ''}`}>
        {showTrial && (
          <Card as="div" className="p-4 shadow-sm sm:p-6" data-test="trial-card" data-trial={trial.status}>
            <h3 className="flex items-center gap-2 text-lg font-bold text-ink">
              <Icon name="gift" className="h-5 w-5 text-accent-600" />
              {trial.status === 'requested' ? t('trialRequestedTitle') : trial.status === 'arranged' ? t('trialArrangedTitle') : t('trialTitle')}
            </h3>
            {trial.status === 'none' && (
              <>
                <p className="mt-1.5 text-sm leading-6 text-slate-700">{t('trialText', { minutes: LESSON_MINUTES })}</p>
                <TrialRequestForm />
              </>
            )}
            {trial.status === 'requested' && (
              <div role="status" data-test="trial-requested">
                <p className="mt-1.5 text-sm leading-6 text-slate-700">{t('trialRequestedText')}</p>
                {trial.requestedAt && <p className="mt-1 text-sm text-slate-600">{t('trialRequestedAt', { date: fmt.day(trial.requestedAt) })}</p>}
              </div>
            )}
            {trial.status === 'arranged' && trial.lesson && (
              <p className="mt-1.5 text-sm leading-6 text-slate-700" data-test="trial-arranged">
                {t('trialArrangedText', { date: fmt.classDate(trial.lesson.ClassDate), time: trial.lesson.Start, teacher: trial.lesson.Teacher.Name })}
              </p>
            )}
          </Card>
        )}

        <Card as="div" className="flex flex-col p-4 shadow-sm sm:p-6 lg:self-start" data-test="package-card">
          <h3 className="flex items-center gap-2 text-lg font-bold text-ink">
            <Icon name="bag" className="h-5 w-5 text-brand-600" />
            {t('packageTitle')}
          </h3>
          {trial.status === 'used' && <p className="mt-1.5 text-sm text-slate-600">{t('trialUsedText')}</p>}
          <p className="mt-1.5 text-sm leading-6 text-slate-700">{t('packageAdviserText')}</p>
          <p className="mt-3 flex items-start gap-2 rounded-2xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-700" data-test="adviser-contact">
            <Icon name="phone" className="mt-0.5 h-4 w-4 shrink-0" />
            {adviserContact}
          </p>
          {storeOn && (
            <>
              <p className="mt-4 text-sm leading-6 text-slate-700">{t('packageStoreText')}</p>
              <ButtonLink href={ROUTES.store} variant="outline" size="sm" className="mt-3 self-start bg-white font-semibold" data-test="classes-store">
                {t('storeAction')}
              </ButtonLink>
            </>
          )}
        </Card>
      </div>
    </section>
  );
}
