import type { MetadataRoute } from 'next';

import { getBrand } from '@/lib/brand';

// The brand (BRAND_NAME_CN, BRAND_NAME_EN, BRAND_LOGO_URL) is read at run time, not baked in at build time.
export const dynamic = 'force-dynamic';

/** The web app manifest: the brand's names and logo, the site's colours. */
export default function manifest(): MetadataRoute.Manifest {
  const brand = getBrand();
  const type = /\.svg(\?|$)/i.test(brand.logoUrl) ? 'image/svg+xml' : /\.png(\?|$)/i.test(brand.logoUrl) ? 'image/png' : undefined;
  return {
    name: `${brand.nameCn} ${brand.nameEn}`,
    short_name: brand.nameCn,
    description: `${brand.nameCn} · ${brand.nameEn}`,
    lang: 'zh-CN',
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#2fa866',
    icons: [{ src: brand.logoUrl, sizes: 'any', ...(type ? { type } : {}), purpose: 'any' }],
  };
}
