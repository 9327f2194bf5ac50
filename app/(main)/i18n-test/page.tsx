import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { compareMessages } from '@/components/i18n-test/flatten';
import { KeyTable } from '@/components/i18n-test/key-table';
import cnMessages from '@/messages/cn.json';
import enMessages from '@/messages/en.json';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('I18nTest');
  return { title: t('metaTitle'), description: t('metaDescription'), robots: { index: false, follow: false } };
}

/** Every message key in both languages side by side (SPEC §2 `/i18n-test`), for checking translations. */
export default async function I18nTestPage() {
  const t = await getTranslations('I18nTest');
  const rows = compareMessages(cnMessages, enMessages);
  const missing = rows.filter((row) => row.cn === undefined || row.en === undefined).length;
  const namespaces = [...new Set(rows.map((row) => row.namespace))];
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-sm leading-6 text-slate-600 sm:text-base">{t('intro')}</p>
      <ul className="mt-5 flex flex-wrap gap-2 text-sm" data-test="i18n-summary">
        <li className="rounded-full bg-brand-600 px-3.5 py-1.5 font-semibold text-white" data-test="i18n-count">
          {t('totalKeys', { count: rows.length })}
        </li>
        <li className="rounded-full bg-white px-3.5 py-1.5 font-medium text-slate-700 ring-1 ring-slate-200">
          {t('namespaces', { count: namespaces.length })}
        </li>
        <li
          className={`rounded-full px-3.5 py-1.5 font-medium ring-1 ${
            missing ? 'bg-red-50 text-red-700 ring-red-200' : 'bg-brand-50 text-brand-700 ring-brand-200'
          }`}
          data-test="i18n-missing"
        >
          {missing ? `${t('missingCount', { count: missing })} · ${t('someMissing')}` : t('allMatch')}
        </li>
      </ul>
      <nav aria-label={t('jumpTo')} className="mt-6">
        <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('jumpTo')}</h2>
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {namespaces.map((ns) => (
            <li key={ns}>
              <a href={`#ns-${ns}`} className="block rounded-md bg-white px-2.5 py-1 font-mono text-xs text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50">
                {ns}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <KeyTable rows={rows} />
      </div>
    </div>
  );
}
