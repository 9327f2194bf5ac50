'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';

import { Tabs } from '@/components/ui/tabs';

import { CourseList } from './course-list';
import { GrantPackageForm } from './grant-package-form';
import { StaffLog } from './staff-log';
import { TrialRequests } from './trial-requests';

/** The tabs of /abc/course/list for advisers, by their `tab` query value ('' is the course list). */
export const STAFF_TABS = ['', 'trials', 'grant', 'log'] as const;
export type StaffTab = (typeof STAFF_TABS)[number];

export function tabIndex(value: string | null): number {
  const i = STAFF_TABS.indexOf((value ?? '') as StaffTab);
  return i < 0 ? 0 : i;
}

/**
 * /abc/course/list for an adviser: the course list, and beside it the
 * adviser's tools (trial requests, granting a package, the staff log) as
 * tabs; the open tab is in the URL (`?tab=`), so it survives a reload.
 */
export function StaffTabs() {
  const t = useTranslations('AbcCourse');
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const selected = tabIndex(params.get('tab'));

  const select = (index: number) => {
    // Each tab starts clean: the course filters belong to the course tab only.
    const next = new URLSearchParams(index === 0 ? params.toString() : '');
    if (index === 0) next.delete('tab');
    else next.set('tab', STAFF_TABS[index]);
    const query = next.toString();
    router.replace(`${pathname}${query ? `?${query}` : ''}`, { scroll: false });
  };

  return (
    <Tabs
      selectedIndex={selected}
      onChange={select}
      listClassName="mb-6 flex gap-6 overflow-x-auto border-b border-slate-200 max-sm:gap-4"
      items={[
        { label: <span className="whitespace-nowrap">{t('tabs.courses')}</span>, panel: <CourseList showTeacherFilter />, 'data-test': 'abc-tab-courses' },
        { label: <span className="whitespace-nowrap">{t('tabs.trials')}</span>, panel: <TrialRequests />, 'data-test': 'abc-tab-trials' },
        { label: <span className="whitespace-nowrap">{t('tabs.grant')}</span>, panel: <GrantPackageForm />, 'data-test': 'abc-tab-grant' },
        { label: <span className="whitespace-nowrap">{t('tabs.log')}</span>, panel: <StaffLog />, 'data-test': 'abc-tab-log' },
      ]}
    />
  );
}
