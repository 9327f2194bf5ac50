'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';

import { Icon } from '@/components/ui/icons';
import { AREA_CODES, COMMON_AREA_CODE_COUNT, areaCodeValue, findAreaCode, type AreaCode } from '@/lib/constants/area-codes';
import { LANG_TAG } from '@/lib/i18n/locales';

/** The usual choices first, then the rest in the reader's alphabetical (for Chinese: pinyin) order. */
function orderedFor(english: boolean): AreaCode[] {
  const name = (e: AreaCode) => (english ? e.cityEn : e.city);
  const collator = new Intl.Collator(english ? LANG_TAG.en : LANG_TAG.cn);
  const rest = AREA_CODES.slice(COMMON_AREA_CODE_COUNT).slice().sort((a, b) => collator.compare(name(a), name(b)));
  return [...AREA_CODES.slice(0, COMMON_AREA_CODE_COUNT), ...rest];
}

function matches(entry: AreaCode, query: string): boolean {
  const q = query.trim().toLowerCase().replace(/^\+/, '');
  if (!q) return true;
  return entry.city.includes(q) || entry.cityEn.toLowerCase().includes(q) || entry.code.startsWith(q);
}

/**
 * The area-code selector (SPEC §2, §3): a button showing '+86' inside the
 * phone or account box; it opens a searchable list of about 230 places in
 * the reader's language. The value is 'code/city'. The list panel is placed
 * under the whole box, so the box's wrapper must be `relative`.
 */
export function AreaCodeSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTranslations('LoginDialog');
  const english = useLocale() === 'en';
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const selected = findAreaCode(value);
  const all = useMemo(() => orderedFor(english), [english]);
  const shown = useMemo(() => all.filter((e) => matches(e, query)), [all, query]);
  const nameOf = (e: AreaCode) => (english ? e.cityEn : e.city);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open]);

  const openList = () => {
    setQuery('');
    const at = all.findIndex((e) => areaCodeValue(e) === value);
    setActive(Math.max(0, at));
    setOpen(true);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const choose = (entry: AreaCode) => {
    onChange(areaCodeValue(entry));
    close(true);
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (shown.length ? (i + step + shown.length) % shown.length : 0));
    } else if (event.key === 'Enter') {
      // Never submit the surrounding form from the search box.
      event.preventDefault();
      const entry = shown[active];
      if (entry) choose(entry);
    } else if (event.key === 'Escape') {
      // Close only the list, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => (open ? close(false) : openList())}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t('areaCodeCurrent', { name: nameOf(selected), code: selected.code })}
        data-test="area-code"
        className="ml-1 flex h-9 shrink-0 items-center gap-1 rounded-lg pl-3 pr-2 text-[15px] font-medium text-ink hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
      >
        +{selected.code}
        <Icon name="chevron-down" strokeWidth={1.92} className={`h-4 w-4 text-slate-500 transition ${open ? 'rotate-180' : ''}`} />
      </button>
      <span aria-hidden="true" className="h-5 w-px shrink-0 bg-slate-200" />
      {open && (
        <div
          ref={panel}
          data-test="area-code-panel"
          className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10"
        >
          <div className="border-b border-slate-100 p-2">
            <input
              autoFocus
              type="search"
              role="combobox"
              aria-label={t('areaSearch')}
              aria-controls={listId}
              aria-expanded="true"
              aria-autocomplete="list"
              aria-activedescendant={shown[active] ? `${listId}-${active}` : undefined}
              placeholder={t('areaSearch')}
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
              }}
              onKeyDown={onSearchKey}
              className="h-10 w-full rounded-lg bg-slate-50 px-3 text-sm text-ink outline-none placeholder:text-slate-500 focus:bg-white focus:ring-2 focus:ring-brand-100"
            />
          </div>
          <ul ref={list} id={listId} role="listbox" aria-label={t('areaCode')} className="max-h-60 overflow-y-auto overscroll-contain py-1">
            {shown.map((entry, index) => {
              const isSelected = areaCodeValue(entry) === value;
              return (
                <li
                  key={areaCodeValue(entry)}
                  id={`${listId}-${index}`}
                  data-index={index}
                  role="option"
                  aria-selected={isSelected}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => choose(entry)}
                  className={`flex cursor-pointer items-center justify-between gap-3 px-4 py-2.5 text-sm ${
                    index === active ? 'bg-brand-50' : ''
                  } ${isSelected ? 'font-semibold text-brand-700' : 'text-slate-700'} ${index === COMMON_AREA_CODE_COUNT - 1 && !query ? 'border-b border-slate-100' : ''}`}
                >
                  <span className="truncate">{nameOf(entry)}</span>
                  <span className="shrink-0 tabular-nums text-slate-500">+{entry.code}</span>
                </li>
              );
            })}
            {shown.length === 0 && <li className="px-4 py-6 text-center text-sm text-slate-500">{t('areaNoMatch')}</li>}
          </ul>
        </div>
      )}
    </>
  );
}
