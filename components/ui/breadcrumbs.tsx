import Link from 'next/link';

import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbList } from '@/lib/seo/structured-data';

/**
 * The trail home > … > this page, from one list: visible (the last item is
 * the page itself, not a link) and as BreadcrumbList JSON-LD for crawlers.
 */
export function Breadcrumbs({ label, items }: { label: string; items: { name: string; path: string }[] }) {
  const last = items.length - 1;
  return (
    <nav aria-label={label} className="mb-4 text-sm text-slate-500">
      <JsonLd data={breadcrumbList(items)} />
      <ol className="flex min-w-0 items-center gap-1.5">
        {items.map((item, i) => (
          <li key={`${i}-${item.name}`} className={`flex items-center gap-1.5 ${i < last ? 'shrink-0' : 'min-w-0'}`}>
            {i > 0 && (
              <span aria-hidden className="text-slate-300">
                /
              </span>
            )}
            {i < last ? (
              <Link href={item.path} className="transition hover:text-brand-600">
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" className="truncate text-slate-700">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
