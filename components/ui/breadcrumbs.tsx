import Link from 'next/link';

/** The visible trail home > … > this page (the last item is the page itself, not a link). */
export function Breadcrumbs({ label, items }: { label: string; items: { name: string; href?: string }[] }) {
  return (
    <nav aria-label={label} className="mb-4 text-sm text-slate-500">
      <ol className="flex min-w-0 items-center gap-1.5">
        {items.map((item, i) => (
          <li key={`${i}-${item.name}`} className={`flex items-center gap-1.5 ${item.href ? 'shrink-0' : 'min-w-0'}`}>
            {i > 0 && (
              <span aria-hidden className="text-slate-300">
                /
              </span>
            )}
            {item.href ? (
              <Link href={item.href} className="transition hover:text-brand-600">
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
