import Image from 'next/image';

import { getRuntimeConfig } from '@/lib/runtime-config';

/**
 * The brand's logo (BRAND_LOGO_URL, read when the server runs; the browser
 * reads it from the page's runtime configuration). It stands beside the
 * brand's name or a heading that says it, so it is decorative (`alt=""`).
 * Served as it is: an operator's logo may live on another host.
 */
export function BrandLogo({ size, className, priority }: { size: number; className?: string; priority?: boolean }) {
  return <Image src={getRuntimeConfig().logoUrl} alt="" width={size} height={size} className={className} priority={priority} unoptimized data-test="brand-logo" />;
}
