import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';

import { withBrand } from '../brand';
import { LOCALE_COOKIE, resolveLocale, toIntlLocale, type AppLocale } from './locales';

/** The locale of the current request: `lang` query (set by the proxy as a header), cookie, then Accept-Language. */
export async function getAppLocale(): Promise<AppLocale> {
  const h = await headers();
  const forced = h.get('x-app-locale');
  if (forced === 'cn' || forced === 'en') return forced;
  const cookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  return resolveLocale(cookie, h.get('accept-language'));
}

export default getRequestConfig(async () => {
  const app = await getAppLocale();
  return {
    locale: toIntlLocale(app),
    timeZone: 'Asia/Shanghai',
    // The configured brand's names in place of the defaults (a copy made once per process, lib/brand.ts).
    messages: withBrand(app, (await import(`../../messages/${app}.json`)).default),
  };
});
