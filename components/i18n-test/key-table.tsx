import { getTranslations } from 'next-intl/server';
import { Fragment } from 'react';

import { LANG_TAG } from '@/lib/i18n/locales';

import type { KeyRow } from './flatten';

/** The key / 中文 / English table, grouped by namespace; rows missing a language are marked red. */
export async function KeyTable({ rows }: { rows: KeyRow[] }) {
  const t = await getTranslations('I18nTest');
  const groups = new Map<string, KeyRow[]>();
  for (const row of rows) groups.set(row.namespace, [...(groups.get(row.namespace) ?? []), row]);
  const cell = (value: string | undefined) =>
    value === undefined ? (
      <span className="inline-block rounded bg-red-600 px-1.5 py-0.5 text-xs font-semibold text-white">{t('missing')}</span>
    ) : (
      <span className="whitespace-pre-wrap">{value}</span>
    );
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[360px] table-fixed border-collapse text-left text-xs leading-5 sm:text-sm sm:leading-6" data-test="i18n-table">
        <caption className="sr-only">{t('tableCaption', { count: rows.length })}</caption>
        <colgroup>
          <col className="w-[30%]" />
          <col className="w-[35%]" />
          <col className="w-[35%]" />
        </colgroup>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="px-2 py-2.5 font-semibold sm:px-4">
              {t('colKey')}
            </th>
            <th scope="col" className="px-2 py-2.5 font-semibold sm:px-4" lang={LANG_TAG.cn}>
              {t('colCn')}
            </th>
            <th scope="col" className="px-2 py-2.5 font-semibold sm:px-4" lang="en">
              {t('colEn')}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...groups].map(([namespace, items]) => (
            <Fragment key={namespace}>
              <tr id={`ns-${namespace}`} className="scroll-mt-20 bg-brand-50">
                <th scope="colgroup" colSpan={3} className="px-2 py-2 text-sm font-bold text-brand-700 sm:px-4">
                  {namespace} <span className="font-normal text-brand-600">({items.length})</span>
                </th>
              </tr>
              {items.map((row) => {
                const missing = row.cn === undefined || row.en === undefined;
                return (
                  <tr
                    key={row.key}
                    data-missing={missing || undefined}
                    className={`border-t border-slate-100 align-baseline ${missing ? 'bg-red-50 text-red-900' : 'odd:bg-white even:bg-slate-50/60'}`}
                  >
                    <th scope="row" className="px-2 py-2 font-mono text-[11px] font-normal break-all text-slate-500 sm:px-4 sm:text-xs">
                      {row.key}
                    </th>
                    <td className="px-2 py-2 break-words sm:px-4" lang={LANG_TAG.cn}>
                      {cell(row.cn)}
                    </td>
                    <td className="px-2 py-2 break-words sm:px-4" lang="en">
                      {cell(row.en)}
                    </td>
                  </tr>
                );
              })}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
