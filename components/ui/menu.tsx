'use client';

import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface MenuAction {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  /** Red text: an action against someone (report). */
  danger?: boolean;
  'data-test'?: string;
}

/**
 * A button that opens a short list of actions (Headless UI Menu: arrow keys,
 * Escape and outside clicks work, focus returns to the button).
 */
export function ActionMenu({ label, button, items, buttonClassName, 'data-test': dataTest }: { label: string; button: ReactNode; items: MenuAction[]; buttonClassName?: string; 'data-test'?: string }) {
  return (
    <Menu as="div" className="relative">
      <MenuButton aria-label={label} className={buttonClassName} data-test={dataTest}>
        {button}
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 mt-2 w-44 rounded-2xl bg-white p-1.5 text-sm shadow-lg ring-1 ring-slate-200 focus:outline-none">
        {items.map((item) => (
          <MenuItem key={item.key}>
            <button
              type="button"
              onClick={item.onSelect}
              data-test={item['data-test']}
              className={`block w-full rounded-xl px-3 py-2 text-left ${item.danger ? 'text-red-700 data-[focus]:bg-red-50' : 'text-slate-700 data-[focus]:bg-slate-100'}`}
            >
              {item.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
