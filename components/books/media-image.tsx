import type { ImgHTMLAttributes } from 'react';

/**
 * A seed or uploaded picture served as it is. The library's pictures are
 * already WebP in two sizes with versioned URLs (long-cached by the media
 * server), so they skip the image optimizer: `srcSet` lets the browser pick.
 */
export function MediaImage({ alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- pre-sized WebP, see above
  return <img alt={alt} decoding="async" {...rest} />;
}
