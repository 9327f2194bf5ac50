import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { ROUTES } from '@/lib/constants/routes';

import { BrandLogo } from './brand-logo';
import { LogoffLink } from './logoff-link';

const ICP_URL = 'https://beian.miit.gov.cn/';
const POLICE_URL = 'https://beian.mps.gov.cn/';

/** Logo, site map, copyright, ICP and public-security filings, the user agreement, privacy policy and cancel-account links. */
export async function SiteFooter() {
  const t = await getTranslations('Footer');
  const tc = await getTranslations('Common');
  const tl = await getTranslations('Legal');
  const links = [
    { href: ROUTES.home, label: tc('brand') },
    { href: ROUTES.classStep, label: t('classSteps') },
    { href: ROUTES.library, label: t('books') },
    { href: `${ROUTES.library}?type=videos`, label: t('videos') },
    { href: ROUTES.search, label: t('search') },
  ];
  return (
    <footer data-test="site-footer" className="mt-16 bg-ink text-slate-300">
      <div className="mx-auto grid max-w-[1200px] gap-8 px-4 py-10 md:grid-cols-[1fr_2fr]">
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-2">
            <BrandLogo size={36} className="h-9 w-9" />
            <span className="text-lg font-bold text-white">{tc('brand')}</span>
          </div>
          <p className="text-sm leading-6 text-slate-400">{tc('tagline')}</p>
          <p className="text-sm text-slate-400">{t('contact')}</p>
        </div>
        <nav aria-label={t('siteMap')}>
          <h2 className="mb-3 text-sm font-semibold text-white">{t('siteMap')}</h2>
          <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {links.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="hover:text-white">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-[1200px] flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-4 text-xs text-slate-400">
          <span>{t('copyright', { year: new Date().getFullYear() })}</span>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
            <a href={ICP_URL} target="_blank" rel="noopener noreferrer" data-test="footer-icp" className="hover:text-white">
              {t('icp')}
            </a>
            <a href={POLICE_URL} target="_blank" rel="noopener noreferrer" className="hover:text-white">
              {t('police')}
            </a>
            <Link href={ROUTES.agreement} data-test="footer-agreement" className="hover:text-white">
              {tl('agreementLink')}
            </Link>
            <Link href={ROUTES.privacy} data-test="footer-privacy" className="hover:text-white">
              {tl('privacyLink')}
            </Link>
            <LogoffLink label={t('logoff')} />
          </div>
        </div>
      </div>
    </footer>
  );
}
