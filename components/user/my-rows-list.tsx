import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/ui/icons';

import { visibleRows, type MyRow } from './my-rows';

/** The rows area of /user/my: one link per feature whose page exists. */
export async function MyRowsList({ userId, rows = visibleRows() }: { userId: number; rows?: MyRow[] }) {
  const t = await getTranslations('MyPage');
  return (
    <section aria-labelledby="my-rows-title" className="rounded-3xl border border-brand-100 bg-white p-2 shadow-sm sm:p-3">
      <h2 id="my-rows-title" className="px-4 pb-1 pt-3 text-sm font-semibold text-slate-500">
        {t('rowsTitle')}
      </h2>
      <ul data-test="my-rows" className="divide-y divide-slate-100">
        {rows.map((row) => {
          return (
            <li key={row.key}>
              <Link
                href={row.href.replace('{userId}', String(userId))}
                data-test={`my-row-${row.key}`}
                className="group flex items-center gap-4 rounded-2xl px-4 py-4 transition hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
              >
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 group-hover:bg-white">
                  <Icon name={row.icon} className="h-6 w-6" strokeWidth={1.8} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-ink">{t(`rows.${row.key}`)}</span>
                  <span className="mt-0.5 block text-sm text-slate-500">{t(`rows.${row.key}Hint`)}</span>
                </span>
                <Icon name="chevron" strokeWidth={1.8} className="h-5 w-5 shrink-0 text-slate-300 transition group-hover:translate-x-0.5 group-hover:text-brand-500" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
