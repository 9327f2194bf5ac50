'use client';

import { setCookie } from 'cookies-next/client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, otherLocale, toIntlLocale, type AppLocale } from '@/lib/i18n/locales';

/** Shows the other language's name; switching re-renders on the server without a full reload and persists for 365 days. */
export function LanguageToggle({ locale, className = '' }: { locale: AppLocale; className?: string }) {
  const t = useTranslations('Header');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const target = otherLocale(locale);
  const name = t('otherLanguageName');

  const switchLanguage = () => {
    setCookie(LOCALE_COOKIE, target, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
    // A `lang` query would force the old language again; drop it.
    const url = new URL(window.location.href);
    if (url.searchParams.has('lang')) {
      url.searchParams.delete('lang');
      window.history.replaceState(null, '', url.pathname + url.search + url.hash);
    }
    startTransition(() => router.refresh());
  };

  return (
    <button
      type="button"
      onClick={switchLanguage}
      disabled={pending}
      lang={toIntlLocale(target)}
      aria-label={t('switchLanguage', { language: name })}
      data-test="language-toggle"
      className={`group/lang flex min-h-11 min-w-11 shrink-0 items-center justify-center whitespace-nowrap text-sm text-brand-700 disabled:opacity-60 max-xs:text-xs ${className}`}
    >
      {/* The pill is what shows; the button around it is the 44 px tap target. */}
      <span className="rounded-full border border-brand-200 px-3 py-1 transition group-hover/lang:bg-brand-50 max-xs:px-2 max-xs:py-0.5">{name}</span>
    </button>
  );
}
