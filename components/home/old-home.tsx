import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/ui/icons';
import { ProtectedLink } from '@/components/layout/protected-link';
import { ROUTES } from '@/lib/constants/routes';


const FEATURES = [
  { n: 1, icon: 'laptop', href: ROUTES.course, protect: true },
  { n: 2, icon: 'book-open', href: '/#books', protect: false },
  { n: 3, icon: 'gift', href: ROUTES.store, protect: true },
] as const;

/** The previous home design (`/index-old`): banner, three feature blocks and a closing call to action. */
export async function OldHome() {
  const t = await getTranslations('IndexOld');
  return (
    <div className="bg-white">
      <p className="border-b border-yellow-200 bg-yellow-50 px-4 py-2 text-center text-xs text-yellow-900 sm:text-sm">
        {t('notice')}{' '}
        <Link href={ROUTES.home} className="font-semibold underline underline-offset-2 hover:text-brand-700">
          {t('noticeLink')}
        </Link>
      </p>
      <section aria-labelledby="old-banner-title" className="border-b-4 border-accent-500 bg-linear-to-b from-[#3dbb74] to-brand-600 text-white">
        <div className="mx-auto grid max-w-[1200px] items-center gap-6 px-4 py-10 md:grid-cols-2 md:py-12">
          <div className="text-center md:text-left">
            <h1 id="old-banner-title" className="text-3xl font-bold [text-shadow:0_2px_0_rgba(0,0,0,0.18)] sm:text-4xl">
              {t('bannerTitle')}
            </h1>
            <p className="mt-4 text-base leading-7 text-brand-50 sm:text-lg">{t('bannerText')}</p>
            <ProtectedLink
              href={ROUTES.course}
              data-test="old-banner-book"
              className="mt-6 inline-block rounded border-b-4 border-accent-700 bg-accent-600 px-8 py-3 text-lg font-bold text-white shadow hover:bg-accent-700"
            >
              {t('bannerButton')}
            </ProtectedLink>
          </div>
          <div className="mx-auto w-full max-w-[400px] rounded bg-white/90 p-3 shadow-lg ring-1 ring-black/10">
            <Image src="/home/old-banner.svg" alt={t('bannerImageAlt')} width={400} height={240} className="h-auto w-full" />
          </div>
        </div>
      </section>
      <section className="mx-auto grid max-w-[1200px] gap-5 px-4 py-10 md:grid-cols-3">
        {FEATURES.map(({ n, icon, href, protect }) => {
          const linkClass = 'text-sm font-semibold text-brand-600 hover:text-brand-700 hover:underline';
          return (
            <div key={n} className="flex flex-col border border-slate-300 bg-[#fafafa] shadow-[2px_2px_0_rgba(0,0,0,0.06)]">
              <h2 className="flex items-center gap-2 border-b border-slate-300 bg-linear-to-b from-white to-slate-100 px-4 py-2.5 text-lg font-bold text-brand-700">
                <Icon name={icon} width={22} height={22} className="text-accent-700" />
                {t(`feature${n}Title`)}
              </h2>
              <p className="flex-1 px-4 py-4 text-sm leading-6 text-slate-700">{t(`feature${n}Text`)}</p>
              <div className="px-4 pb-4 text-right">
                {protect ? (
                  <ProtectedLink href={href} className={linkClass}>
                    {t('more')}
                  </ProtectedLink>
                ) : (
                  <Link href={href} className={linkClass}>
                    {t('more')}
                  </Link>
                )}
              </div>
            </div>
          );
        })}
      </section>
      <section aria-labelledby="old-cta-title" className="border-t border-slate-300 bg-slate-100">
        <div className="mx-auto flex max-w-[1200px] flex-col items-center gap-4 px-4 py-8 text-center md:flex-row md:justify-between md:text-left">
          <div>
            <h2 id="old-cta-title" className="text-xl font-bold text-ink">
              {t('ctaTitle')}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t('ctaText')}</p>
          </div>
          <ProtectedLink
            href={ROUTES.course}
            data-test="old-cta-book"
            className="rounded border border-brand-700 bg-brand-600 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {t('ctaButton')}
          </ProtectedLink>
        </div>
      </section>
    </div>
  );
}
