import Image from 'next/image';
import { getTranslations } from 'next-intl/server';

import { ProtectedLink } from '@/components/layout/protected-link';
import { ButtonLink, buttonClass } from '@/components/ui/button';
import { FEATURES, type FeatureFlags } from '@/lib/constants/features';
import { ROUTES } from '@/lib/constants/routes';
import { libraryPath } from '@/lib/library';

const buttonClassName =
  'mt-7 inline-flex items-center justify-center px-7 py-3.5 text-base font-semibold shadow-lg shadow-black/10 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** The closing call to action: book a trial class once live classes exist, until then find a book in the library. */
export async function FinalCta({ features = FEATURES }: { features?: FeatureFlags }) {
  const t = await getTranslations('Home');
  const classes = features.classes;
  return (
    <section aria-labelledby="home-cta-title" className="mx-auto max-w-[1200px] px-4 pt-14 sm:pt-20">
      <div className="relative overflow-hidden rounded-3xl bg-linear-to-br from-brand-500 to-brand-700 px-6 pt-10 text-white sm:px-12 md:flex md:items-end md:justify-between md:gap-8 md:pt-0">
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-20 -left-16 h-64 w-64 rounded-full bg-white/10" />
        <div className="relative md:max-w-xl md:self-center md:py-14">
          <h2 id="home-cta-title" className="text-2xl leading-snug font-bold sm:text-3xl">
            {classes ? t('ctaTitle') : t('ctaLibraryTitle')}
          </h2>
          <p className="mt-3 text-base leading-7 text-brand-50">{classes ? t('ctaText') : t('ctaLibraryText')}</p>
          {classes ? (
            <ProtectedLink href={ROUTES.course} data-test="home-cta-book" className={buttonClass({ variant: 'accent', size: 'none', className: buttonClassName })}>
              {t('ctaButton')}
            </ProtectedLink>
          ) : (
            <ButtonLink href={libraryPath()} data-test="home-cta-library" variant="accent" size="none" className={buttonClassName}>
              {t('ctaLibraryButton')}
            </ButtonLink>
          )}
        </div>
        <div className="relative mx-auto mt-8 w-full max-w-[300px] md:mx-0 md:mt-6 md:shrink-0">
          <Image src="/home/cta-kids.svg" alt={t('ctaImageAlt')} width={300} height={220} className="h-auto w-full" />
        </div>
      </div>
    </section>
  );
}
