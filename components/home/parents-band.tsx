import Image from 'next/image';
import { getTranslations } from 'next-intl/server';

import { SectionHeading } from './section-heading';

import { Icon } from '@/components/ui/icons';

const POINTS = [
  { key: 'Safety', icon: 'shield' },
  { key: 'Teachers', icon: 'teacher' },
  { key: 'Reports', icon: 'chart' },
] as const;

/** Marketing copy for parents about the live classes: safety, native teachers and progress reports (shown once classes exist). */
export async function ParentsBand() {
  const t = await getTranslations('Home');
  return (
    <section aria-labelledby="home-parents-title" className="bg-brand-50/70 py-14 sm:py-20">
      <div className="mx-auto grid max-w-[1200px] items-center gap-10 px-4 md:grid-cols-[1fr_1.1fr] lg:gap-16">
        <div className="mx-auto w-full max-w-[440px] max-md:order-last">
          <Image src="/home/parents.svg" alt={t('parentsImageAlt')} width={320} height={240} className="h-auto w-full" />
        </div>
        <div>
          <SectionHeading id="home-parents-title" align="left" eyebrow={t('parentsEyebrow')} title={t('parentsTitle')} subtitle={t('parentsSubtitle')} />
          <ul className="mt-8 grid gap-6">
            {POINTS.map(({ key, icon }) => (
              <li key={key} className="flex gap-4">
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-white text-brand-600 shadow-sm ring-1 ring-brand-100">
                  <Icon name={icon} width={24} height={24} />
                </span>
                <div>
                  <h3 className="text-base font-bold text-ink">{t(`parents${key}Title`)}</h3>
                  <p className="mt-1 text-sm leading-6 text-slate-600">{t(`parents${key}Text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
