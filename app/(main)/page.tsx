import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { BooksBand } from '@/components/home/books-band';
import { ClassStepsStrip } from '@/components/home/class-steps-strip';
import { FinalCta } from '@/components/home/final-cta';
import { HomeHero } from '@/components/home/hero';
import { HomeOffers } from '@/components/home/offers';
import { ParentsBand } from '@/components/home/parents-band';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Home');
  return {
    title: { absolute: t('metaTitle') },
    description: t('metaDescription'),
  };
}

/** The landing page (SPEC §2 `/`). */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeOffers />
      <BooksBand />
      <ClassStepsStrip />
      <ParentsBand />
      <FinalCta />
    </>
  );
}
