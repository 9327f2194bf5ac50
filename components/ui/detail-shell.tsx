import type { ReactNode } from 'react';

import { Breadcrumbs } from './breadcrumbs';
import { Card } from './card';

export interface DetailShellProps {
  'data-test': string;
  breadcrumbs: { label: string; items: { name: string; path: string }[] };
  /** The item itself: media, title, meta and actions. */
  main: ReactNode;
  /** What follows the item (the discussion). */
  below: ReactNode;
  /** More items like this one, in a side card; nothing when the list is empty. */
  aside?: { id: string; title: string; className: string; listClassName: string; items: { key: string | number; node: ReactNode }[] };
  /**
   * `stacked`: the item spans the page, `below` and the side card share the row under it.
   * `sidebar`: the side card runs beside both the item and `below`.
   */
  layout: 'stacked' | 'sidebar';
}

const ROW = 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:items-start';

/** The skeleton of a detail page (a book, a video): breadcrumbs, the item, what follows it and a side card of related items. */
export function DetailShell({ 'data-test': dataTest, breadcrumbs, main, below, aside, layout }: DetailShellProps) {
  const side =
    aside && aside.items.length > 0 ? (
      <Card as="aside" aria-labelledby={aside.id} className={`p-4 shadow-sm ${aside.className}`}>
        <h2 id={aside.id} className="mb-4 text-lg font-bold text-ink">
          {aside.title}
        </h2>
        <ul className={aside.listClassName}>
          {aside.items.map((item) => (
            <li key={item.key}>{item.node}</li>
          ))}
        </ul>
      </Card>
    ) : null;
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-5 sm:py-8" data-test={dataTest}>
      <Breadcrumbs label={breadcrumbs.label} items={breadcrumbs.items} />
      {layout === 'stacked' ? (
        <>
          {main}
          <div className={`mt-6 lg:mt-8 ${ROW}`}>
            {below}
            {side}
          </div>
        </>
      ) : (
        <div className={ROW}>
          <div className="flex min-w-0 flex-col gap-6">
            {main}
            {below}
          </div>
          {side}
        </div>
      )}
    </div>
  );
}
