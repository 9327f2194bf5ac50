import type { ReaderPage } from '@/lib/types/books';

import { MediaImage } from '../media-image';

/** Widths the page picture is shown at: the left column of the reader on desktop, the full width on phones. */
export const PAGE_PICTURE_SIZES = '(min-width: 1024px) 800px, (min-width: 750px) 720px, 100vw';

export function pagePictureSrcSet(image: ReaderPage['image']): string {
  return `${image.small} 600w, ${image.large} 1200w`;
}

/** A page's illustration (3:2 WebP in two sizes), letterboxed in a rounded frame. */
export function PagePicture({ image, alt, priority = false, className = '' }: { image: ReaderPage['image']; alt: string; priority?: boolean; className?: string }) {
  return (
    <div className={`relative aspect-[3/2] overflow-hidden rounded-2xl bg-brand-50 shadow-sm ring-1 ring-slate-200 ${className}`}>
      <MediaImage
        src={image.large}
        srcSet={pagePictureSrcSet(image)}
        sizes={PAGE_PICTURE_SIZES}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        draggable={false}
        className="h-full w-full select-none object-contain"
      />
    </div>
  );
}
