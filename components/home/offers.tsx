import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { ProtectedLink } from '@/components/layout/protected-link';
import { Icon } from '@/components/ui/icons';
import { ROUTES } from '@/lib/constants/routes';

import { SectionHeading } from './section-heading';

type OfferKey = 'Live' | 'Store' | 'Books' | 'Ai';

const OFFERS: { key: OfferKey; href: string; image: string; tint: string; protect: boolean }[] = [
  { key: 'Live', href: ROUTES.course, image: '/home/offer-live.svg', tint: 'bg-brand-50', protect: true },
  { key: 'Store', href: ROUTES.store, image: '/home/offer-store.svg', tint: 'bg-[#fff4ea]', protect: true },
  { key: 'Books', href: '/#books', image: '/home/offer-books.svg', tint: 'bg-[#eef8fd]', protect: false },
  { key: 'Ai', href: ROUTES.aiBook, image: '/home/offer-ai.svg', tint: 'bg-[#f6f1fd]', protect: true },
];

/** What the platform offers: four cards to courses, store, picture books and AI books. */
export async function HomeOffers() {
  const t = await getTranslations('Home');
  return (
    <section aria-labelledby="home-offers-title" className="mx-auto max-w-[1200px] px-4 py-14 sm:py-20">
      <SectionHeading id="home-offers-title" eyebrow={t('offersEyebrow')} title={t('offersTitle')} subtitle={t('offersSubtitle')} />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {OFFERS.map((offer) => {
          const className =
            'group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 transition hover:-translate-y-1 hover:shadow-lg hover:shadow-brand-500/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
          const body: ReactNode = (
            <>
              <div className={`flex items-center justify-center ${offer.tint} px-4 pt-5 pb-3`}>
                <Image src={offer.image} alt={t(`offer${offer.key}Alt`)} width={240} height={160} className="h-auto w-full max-w-[240px]" />
              </div>
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-lg font-bold text-ink">{t(`offer${offer.key}Title`)}</h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{t(`offer${offer.key}Text`)}</p>
                <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600 group-hover:text-brand-700">
                  {t(`offer${offer.key}Cta`)}
                  <Icon name="arrow-right" width={16} height={16} className="transition group-hover:translate-x-0.5" />
                </span>
              </div>
            </>
          );
          return (
            <li key={offer.key}>
              {offer.protect ? (
                <ProtectedLink href={offer.href} className={className} data-test={`home-offer-${offer.key.toLowerCase()}`}>
                  {body}
                </ProtectedLink>
              ) : (
                <Link href={offer.href} className={className} data-test={`home-offer-${offer.key.toLowerCase()}`}>
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
