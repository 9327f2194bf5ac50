import Image from 'next/image';

export const DEFAULT_AVATAR = '/brand/avatar-default.svg';

/** A round avatar; uploads and ready-made SVGs are already sized, so Next's optimiser is skipped. */
export function AvatarImage({ src, alt, size, className = '' }: { src: string | null; alt: string; size: number; className?: string }) {
  return (
    <Image
      src={src || DEFAULT_AVATAR}
      alt={alt}
      width={size}
      height={size}
      unoptimized
      className={`shrink-0 rounded-full bg-brand-50 object-cover ${className}`}
    />
  );
}
