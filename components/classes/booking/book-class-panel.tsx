'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useRef } from 'react';

import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { localParts } from '@/lib/classes/time';
import { FEATURES } from '@/lib/constants/features';
import { ROUTES } from '@/lib/constants/routes';
import { useClassConfig, useClassesSummary, useMinuteClock, useStudyNodes } from '@/lib/hooks/use-classes';
import type { ClassConfig, MyClassesSummary, ScheduleSlot } from '@/lib/types/classes';

import { ConfirmStep } from './confirm-step';
import { DateStep } from './date-step';
import { bookingDays, bookingDaysFrom } from './days';
import { MaterialStep } from './material-step';
import { PeriodStep } from './period-step';
import { PhoneBookBar } from './phone-book-bar';
import { defaultPreferences, PreferenceStep, type Preferences } from './preference-step';
import { isAfterCutoff } from './rules';
import { TeacherStep } from './teacher-step';
import { useBooking } from './use-booking';
import { useViewerZone } from './use-viewer-zone';

/** Where a learner without a package asks for a free trial (the class page's trial form). */
export const TRIAL_HREF = '/course/list?tab=classes';
/** The store's class packages. */
export const STORE_PACKAGES_HREF = `${ROUTES.store}?kind=package`;

/**
 * The class booking panel (SPEC §5, §7): date, time period, teachers and
 * their times, picture book and material, preferences, confirm. Learners
 * with no valid package are sent to the trial request instead. Needs the
 * 'BookClass' and 'Common' messages and a logged-in user.
 */
export function BookClassPanel({ onBooked }: { onBooked?: () => void }) {
  const t = useTranslations('BookClass');
  const tc = useTranslations('Common');
  const zone = useViewerZone();
  const summary = useClassesSummary();
  const config = useClassConfig();

  if (!zone || !summary.data || !config.data) {
    return (
      <Card className="flex items-center justify-center gap-2 p-10 text-sm text-slate-600" data-test="book-loading">
        <Spinner /> <span role="status">{tc('loading')}</span>
      </Card>
    );
  }
  if (!summary.data.packages.some((p) => !p.expired)) return <NoPackage />;
  return (
    <div data-test="book-panel">
      <p className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700" data-test="book-remaining">
          {t('remaining', { count: summary.data.remaining })}
        </span>
        <span>{t('zoneNote', { zone })}</span>
      </p>
      {summary.data.remaining === 0 ? (
        <p className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200" data-test="book-none-left">
          {t('noneLeft')}
        </p>
      ) : null}
      <BookingForm zone={zone} summary={summary.data} config={config.data} onBooked={onBooked} />
    </div>
  );
}

function NoPackage() {
  const t = useTranslations('BookClass');
  return (
    <Card className="px-6 py-10 text-center" data-test="book-no-package">
      <h2 className="text-lg font-bold text-ink">{t('noPackageTitle')}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm leading-6 text-slate-600">{t('noPackageText')}</p>
      {/* A full load: on /course/list itself the page then opens on its classes tab with the trial form. */}
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {FEATURES.store && (
          <a href={STORE_PACKAGES_HREF} className={buttonClass({ variant: 'accent', size: 'none', className: 'inline-block px-6 py-2.5 text-sm font-semibold shadow-sm' })} data-test="book-store-link">
            {t('noPackageStore')}
          </a>
        )}
        <a
          href={TRIAL_HREF}
          className={buttonClass({ variant: FEATURES.store ? 'outline' : 'accent', size: 'none', className: 'inline-block px-6 py-2.5 text-sm font-semibold' })}
          data-test="book-trial-link"
        >
          {t('noPackageTrial')}
        </a>
      </div>
    </Card>
  );
}

function BookingForm({ zone, summary, config, onBooked }: { zone: string; summary: MyClassesSummary; config: ClassConfig; onBooked?: () => void }) {
  const booking = useBooking({ zone, remaining: summary.remaining, compulsoryEducation: summary.compulsoryEducation, onBooked });
  const materials = useStudyNodes();
  // The list of days moves on at the viewer's midnight while the page stays open.
  const minute = useMinuteClock();
  const today = minute === null ? null : localParts(minute, zone).date;
  const days = useMemo(() => (today ? bookingDaysFrom(today) : bookingDays(zone)), [today, zone]);
  const chosen = useMemo(() => new Set(booking.basket.map((item) => item.slotId)), [booking.basket]);
  const preferences: Preferences = { ...defaultPreferences(config), ...booking.prefs };
  const isLate = (slot: ScheduleSlot) => summary.compulsoryEducation && isAfterCutoff(slot.startTime, zone);
  const confirmRef = useRef<HTMLDivElement>(null);

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_340px] lg:items-start">
      <div className="min-w-0 space-y-4">
        <DateStep days={days} today={days[0]} value={booking.date} onChange={booking.setDate} />
        <PeriodStep periods={config.timePeriods} value={booking.period} onChange={booking.setPeriod} />
        <TeacherStep
          date={booking.date}
          period={booking.period}
          chosen={chosen}
          chosenCount={booking.basket.length}
          compulsoryEducation={summary.compulsoryEducation}
          isLate={isLate}
          notice={booking.limitNotice}
          onToggle={booking.toggle}
        />
        <MaterialStep levels={materials.data} level={booking.level} unit={booking.unit} onLevel={booking.chooseLevel} onUnit={booking.setUnit} />
        <PreferenceStep config={config} value={preferences} onChange={booking.setPref} />
      </div>
      <div ref={confirmRef} tabIndex={-1} className="scroll-mt-20 outline-none lg:sticky lg:top-20">
        <ConfirmStep
          basket={booking.basket}
          remaining={summary.remaining}
          unit={booking.unit}
          notice={booking.notice}
          sending={booking.sending}
          onRemove={booking.remove}
          onConfirm={() => void booking.confirm(preferences)}
        />
      </div>
      <PhoneBookBar count={booking.basket.length} remaining={summary.remaining} target={confirmRef} />
    </div>
  );
}
