import { useTranslations } from 'next-intl';

/**
 * The picture of a class package that has none of its own: the number of
 * classes large on the brand colours, the validity beneath. Decorative (the
 * same facts are written beside it), so it is hidden from screen readers.
 */
export function PackageArt({ classes, validityDays, size }: { classes: number; validityDays: number; size: 'card' | 'hero' }) {
  const t = useTranslations('Store');
  const hero = size === 'hero';
  return (
    <div
      aria-hidden="true"
      data-test="package-art"
      className={`relative flex flex-col items-center justify-center overflow-hidden bg-gradient-to-br from-brand-600 to-brand-700 text-white ${hero ? 'aspect-[16/9] rounded-3xl sm:aspect-[4/3]' : 'aspect-[5/2] sm:aspect-[16/9]'}`}
    >
      <span className="absolute -right-8 -top-8 h-32 w-32 rounded-full bg-white/10" />
      <span className="absolute -bottom-10 -left-6 h-28 w-28 rounded-full bg-accent-500/30" />
      <span className={`relative font-extrabold leading-none tabular-nums ${hero ? 'text-6xl sm:text-8xl' : 'text-4xl sm:text-5xl'}`}>{classes}</span>
      <span className={`relative mt-1 font-semibold ${hero ? 'text-lg' : 'text-sm'}`}>{t('artClasses', { count: classes })}</span>
      <span className={`relative mt-3 rounded-full bg-white/15 px-3 py-1 ${hero ? 'text-sm' : 'text-xs'}`}>{t('validity', { days: validityDays })}</span>
    </div>
  );
}
