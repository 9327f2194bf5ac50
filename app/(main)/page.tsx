import { getTranslations } from 'next-intl/server';

export default async function HomePage() {
  const t = await getTranslations('Common');
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-16">
      <h1 className="text-3xl font-bold">{t('brand')}</h1>
      <p className="mt-4 text-slate-600">{t('tagline')}</p>
    </section>
  );
}
