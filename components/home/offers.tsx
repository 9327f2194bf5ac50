import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { ProtectedLink } from '@/components/layout/protected-link';
import { Icon } from '@/components/ui/icons';
import { FEATURES, type Feature, type FeatureFlags } from '@/lib/constants/features';
import { ROUTES } from '@/lib/constants/routes';
import { libraryPath } from '@/lib/library';

import { SectionHeading } from './section-heading';

type OfferKey = 'Live' | 'Store' | 'Books' | 'Ai' | 'Videos' | 'Search' | 'Collect';

interface Offer {
  key: OfferKey;
  href: string;
  image: string;
  tint: string;
  protect: boolean;
  /** shown only while this feature exists; offers without one are always shown */
  feature?: Feature;
}

const OFFERS: readonly Offer[] = [
  { key: 'Live', href: ROUTES.course, image: '/home/offer-live.svg', tint: 'bg-brand-50', protect: true, feature: 'classes' },
  { key: 'Store', href: ROUTES.store, image: '/home/offer-store.svg', tint: 'bg-[#fff4ea]', protect: true, feature: 'store' },
  { key: 'Books', href: libraryPath(), image: '/home/offer-books.svg', tint: 'bg-[#eef8fd]', protect: false },
  { key: 'Ai', href: ROUTES.aiBook, image: '/home/offer-ai.svg', tint: 'bg-[#f6f1fd]', protect: true, feature: 'aiBook' },
  { key: 'Videos', href: libraryPath({ type: 'videos' }), image: '/home/offer-videos.svg', tint: 'bg-brand-50', protect: false },
  { key: 'Search', href: ROUTES.search, image: '/home/offer-search.svg', tint: 'bg-[#fff4ea]', protect: false },
  { key: 'Collect', href: ROUTES.collect, image: '/home/offer-collect.svg', tint: 'bg-[#f6f1fd]', protect: true },
];

/** The offers of the features that exist, in order, four at most (one row on the desktop). */
export function visibleOffers(features: FeatureFlags = FEATURES): Offer[] {
  return OFFERS.filter((offer) => !offer.feature || features[offer.feature]).slice(0, 4);
}

/**
 * What the platform offers: a card for each feature that exists (live
 * classes, the store and AI books once they are built; picture books, videos,
 * search and the collection today), each linking to it.
 */
export async function HomeOffers({ features = FEATURES }: { features?: FeatureFlags }) {
  const t = await getTranslations('Home');
  const classes = features.classes;
  return (
    <section aria-labelledby="home-offers-title" className="mx-auto max-w-[1200px] px-4 py-14 sm:py-20" data-test="home-offers">
      <SectionHeading
        id="home-offers-title"
        eyebrow={t('offersEyebrow')}
        title={classes ? t('offersTitle') : t('offersLibraryTitle')}
        subtitle={classes ? t('offersSubtitle') : t('offersLibrarySubtitle')}
      />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {visibleOffers(features).map((offer) => {
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
