import type { MetadataRoute } from 'next';

import { siteUrl } from '@/lib/seo/alternates';

// SITE_URL is read at run time, not baked in at build time.
export const dynamic = 'force-dynamic';

/** Private and personal areas stay out of search engines; the sitemap lists the library. */
const PRIVATE_PATHS = ['/user', '/abc', '/messageCenter', '/shopping/purchases', '/api/', '/picture/components', '/dev/', '/login'];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: PRIVATE_PATHS }],
    sitemap: siteUrl('/sitemap.xml'),
  };
}
