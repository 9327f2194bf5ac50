'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

/** The underlined tab look (selected: brand line and bold text). */
const TAB_CLASS =
  '-mb-px border-b-2 border-transparent px-1 pb-3 text-base text-slate-500 outline-none transition hover:text-slate-700 data-[focus]:text-brand-700 data-[selected]:border-brand-500 data-[selected]:font-semibold data-[selected]:text-brand-700';

export interface TabItem {
  label: ReactNode;
  panel: ReactNode;
  'data-test'?: string;
}

/**
 * Tabs with their panels (Headless UI TabGroup: arrow keys move between tabs,
 * tab and panel are linked for screen readers). Controlled: the caller owns
 * the selected index.
 */
export function Tabs({
  items,
  selectedIndex,
  onChange,
  listClassName = 'mb-6 flex justify-center gap-10 border-b border-slate-100',
}: {
  items: TabItem[];
  selectedIndex: number;
  onChange: (index: number) => void;
  listClassName?: string;
}) {
  return (
    <TabGroup selectedIndex={selectedIndex} onChange={onChange}>
      <TabList className={listClassName}>
        {items.map((item, i) => (
          <Tab key={i} data-test={item['data-test']} className={TAB_CLASS}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {items.map((item, i) => (
          <TabPanel key={i}>{item.panel}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
