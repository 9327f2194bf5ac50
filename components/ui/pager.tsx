import Link from 'next/link';
import { useTranslations } from 'next-intl';

/** Page numbers to show: the first, the last, and two either side of the current one, with gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/** Links to the pages of a list (plain links, so crawlers and no-JS readers can page too). */
export function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const t = useTranslations('Common');
  if (pages <= 1) return null;
  const base = 'inline-flex h-9 min-w-9 items-center justify-center rounded-full px-3 text-sm font-medium';
  return (
    <nav aria-label={t('pagination')} className="mt-8 flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={`${base} bg-white ring-1 ring-slate-200 hover:bg-slate-50`}>
          {t('previousPage')}
        </Link>
      ) : null}
      {pageWindow(page, pages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="px-1 text-slate-500">
            …
          </span>
        ) : p === page ? (
          <span key={p} aria-current="page" className={`${base} bg-brand-600 text-white`}>
            {p}
          </span>
        ) : (
          <Link key={p} href={href(p)} className={`${base} bg-white ring-1 ring-slate-200 hover:bg-slate-50`}>
            {p}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link href={href(page + 1)} rel="next" className={`${base} bg-white ring-1 ring-slate-200 hover:bg-slate-50`}>
          {t('nextPage')}
        </Link>
      ) : null}
    </nav>
  );
}
