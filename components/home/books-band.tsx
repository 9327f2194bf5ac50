import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { FEATURES, type FeatureFlags } from '@/lib/constants/features';

import { SectionHeading } from './section-heading';

/**
 * The picture-book band of the home page (`/#books`). It introduces the book
 * corner (dubbing only once it exists); the picture-book feature renders its
 * rows of books as `children`, below the introduction.
 */
export async function BooksBand({ children, features: flags = FEATURES }: { children?: ReactNode; features?: FeatureFlags }) {
  const t = await getTranslations('Home');
  const features = [t('booksFeature1'), t('booksFeature2'), flags.dubbing ? t('booksFeature3') : t('booksFeatureTranslation'), t('booksFeature4')];
  return (
    <section id="books" aria-labelledby="home-books-title" className="scroll-mt-20 bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-[1200px] px-4">
        <div className="grid items-center gap-8 md:grid-cols-[1.1fr_1fr] lg:gap-16">
          <div>
            <SectionHeading id="home-books-title" align="left" eyebrow={t('booksEyebrow')} title={t('booksTitle')} subtitle={t('booksText')} />
            <ul className="mt-6 flex flex-wrap gap-2.5" data-test="home-books-features">
              {features.map((feature) => (
                <li key={feature} className="rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-700 ring-1 ring-brand-100">
                  {feature}
                </li>
              ))}
            </ul>
          </div>
          <div className="mx-auto w-full max-w-[400px] md:order-none">
            <Image src="/home/books-band.svg" alt={t('booksImageAlt')} width={320} height={240} className="h-auto w-full" />
          </div>
        </div>
        {children ? (
          <div className="mt-10" data-slot="book-rows">
            {children}
          </div>
        ) : null}
      </div>
    </section>
  );
}
