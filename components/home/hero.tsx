import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { ProtectedLink } from '@/components/layout/protected-link';
import { ButtonLink, buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { FEATURES, type FeatureFlags } from '@/lib/constants/features';
import { ROUTES } from '@/lib/constants/routes';
import { libraryPath } from '@/lib/library';

const primaryClass = buttonClass({
  variant: 'accent',
  size: 'none',
  className:
    'inline-flex items-center justify-center px-7 py-3.5 text-base font-semibold shadow-lg shadow-accent-500/25 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500',
});

/**
 * The first screen: headline, subline, the two calls to action and an
 * illustration. With live classes it invites to a trial class; until they
 * exist it leads into the library, and each of its points links to the list
 * that delivers it.
 */
export async function HomeHero({ features = FEATURES }: { features?: FeatureFlags }) {
  const t = await getTranslations('Home');
  const classes = features.classes;
  const points: { text: string; href?: string }[] = classes
    ? [{ text: t('heroPoint1') }, { text: t('heroPoint2') }, { text: t('heroPoint3') }]
    : [
        { text: t('heroLibraryPoint1'), href: libraryPath() },
        { text: t('heroLibraryPoint2'), href: libraryPath() },
        { text: t('heroLibraryPoint3'), href: libraryPath({ type: 'videos' }) },
      ];
  return (
    <section aria-labelledby="home-hero-title" className="relative overflow-hidden bg-linear-to-b from-brand-50 via-brand-50/60 to-transparent">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-accent-400/15 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-[1200px] items-center gap-10 px-4 pt-10 pb-14 lg:grid-cols-[1fr_1.02fr] lg:gap-8 lg:pt-16 lg:pb-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-100">
            <span className="h-2 w-2 rounded-full bg-accent-500" aria-hidden="true" />
            {classes ? t('heroBadge') : t('heroLibraryBadge')}
          </p>
          <h1
            id="home-hero-title"
            className="mt-5 text-[32px] leading-[1.2] font-extrabold tracking-tight break-keep wrap-anywhere text-ink sm:text-5xl sm:leading-[1.15]"
          >
            {classes ? t('heroTitle') : t('heroLibraryTitle')}
          </h1>
          <p className="mt-5 max-w-xl text-base leading-8 text-slate-600 sm:text-lg">{classes ? t('heroSubtitle') : t('heroLibrarySubtitle')}</p>
          <div className="mt-8 flex flex-col gap-3 xs:flex-row xs:flex-wrap">
            {classes ? (
              <ProtectedLink href={ROUTES.course} data-test="home-hero-book" className={primaryClass}>
                {t('heroPrimary')}
              </ProtectedLink>
            ) : (
              <Link href={libraryPath()} data-test="home-hero-library" className={primaryClass}>
                {t('heroLibraryPrimary')}
              </Link>
            )}
            <ButtonLink
              href={classes ? libraryPath() : libraryPath({ type: 'videos' })}
              data-test={classes ? 'home-hero-books' : 'home-hero-videos'}
              variant="outline"
              size="none"
              className="inline-flex items-center justify-center bg-white px-7 py-3.5 text-base font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              {classes ? t('heroSecondary') : t('heroLibrarySecondary')}
            </ButtonLink>
          </div>
          <ul className="mt-8 grid gap-2.5 text-[15px] text-slate-700" data-test="home-hero-points">
            {points.map((point) => {
              const body = (
                <>
                  <span className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
                    <Icon name="check" width={14} height={14} strokeWidth={3} />
                  </span>
                  {point.text}
                </>
              );
              return (
                <li key={point.text}>
                  {point.href ? (
                    <Link href={point.href} className="flex items-center gap-2.5 hover:text-brand-700 hover:underline">
                      {body}
                    </Link>
                  ) : (
                    <span className="flex items-center gap-2.5">{body}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-[560px]">
          {classes ? (
            <Image src="/home/hero.svg" alt={t('heroImageAlt')} width={560} height={460} priority className="h-auto w-full" />
          ) : (
            <Image src="/home/hero-library.svg" alt={t('heroLibraryImageAlt')} width={560} height={460} priority className="h-auto w-full" />
          )}
        </div>
      </div>
    </section>
  );
}
