'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { Icon } from '@/components/ui/icons';
import { ROUTES } from '@/lib/constants/routes';
import { dismiss, notify } from '@/lib/notify';
import { startProgress } from '@/lib/progress';

// The suggestions (and SWR, which loads them) come with the first focus, not with every page.
const SearchSuggestions = dynamic(() => import('./search-suggestions').then((m) => m.SearchSuggestions), { ssr: false });

type SearchBoxProps = { className?: string; onDone?: () => void };

/**
 * The 'Please enter search content' warnings on screen, from any search box
 * (the header's and the menu sheet's): a search that goes ahead, and a
 * results page, take them away at once instead of leaving them over the
 * results for the rest of the toast's time.
 */
const emptyWarnings = new Set<number>();

function dismissEmptyWarnings(): void {
  emptyWarnings.forEach((id) => dismiss(id));
  emptyWarnings.clear();
}

/**
 * The header search: a box whose dropdown offers suggestions under a 'Search'
 * heading with a 'replace' link. An empty search warns instead of searching;
 * a picked suggestion also carries a timestamp. On the results page the box
 * holds the keyword searched, so it can be changed rather than typed again.
 */
export function SearchBox(props: SearchBoxProps) {
  // Reading the address needs a Suspense boundary wherever a page is prerendered; meanwhile the box is empty.
  return (
    <Suspense fallback={<SearchForm {...props} initial="" />}>
      <SearchBoxAtAddress {...props} />
    </Suspense>
  );
}

/** The box with the keyword of the results page shown (none elsewhere); a new search starts it afresh. */
function SearchBoxAtAddress(props: SearchBoxProps) {
  const pathname = usePathname();
  const params = useSearchParams();
  const shown = pathname === ROUTES.search ? (params.get('keyword') ?? '').trim() : '';
  useEffect(() => {
    if (shown) dismissEmptyWarnings();
  }, [shown]);
  return <SearchForm key={shown} {...props} initial={shown} />;
}

function SearchForm({ className = '', onDone, initial }: SearchBoxProps & { initial: string }) {
  const t = useTranslations('Search');
  const router = useRouter();
  const [keyword, setKeyword] = useState(initial);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // A visitor who focused the box before the page hydrated gets the suggestions all the same.
  useEffect(() => {
    if (input.current && document.activeElement === input.current) setOpen(true);
  }, []);

  const go = (value: string, picked: boolean) => {
    const trimmed = value.trim();
    if (!trimmed) {
      emptyWarnings.add(notify('warning', t('empty')));
      return;
    }
    dismissEmptyWarnings();
    const params = new URLSearchParams({ keyword: trimmed });
    if (picked) params.set('t', String(Date.now()));
    setOpen(false);
    onDone?.();
    startProgress();
    router.push(`${ROUTES.search}?${params.toString()}`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(keyword, false);
  };

  const show = () => setOpen(true);

  return (
    <div
      ref={wrapper}
      className={`relative ${className}`}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {/* Before the page hydrates (or without JavaScript) the form itself goes to the results page. */}
      <form
        role="search"
        action={ROUTES.search}
        onSubmit={onSubmit}
        className="flex h-9 items-center overflow-hidden rounded-full border border-brand-200 bg-white focus-within:border-brand-500"
      >
        <input
          ref={input}
          type="search"
          name="keyword"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onFocus={show}
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
          placeholder={t('hint')}
          aria-label={t('placeholder')}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          autoComplete="off"
          enterKeyHint="search"
          data-test="search-input"
          className="h-full min-w-0 flex-1 bg-transparent pl-3.5 text-sm outline-none placeholder:text-slate-500"
        />
        <button
          type="submit"
          data-test="search-submit"
          className="flex h-full items-center pl-1.5 pr-3 text-brand-600 hover:text-brand-700"
          aria-label={t('submit')}
        >
          <Icon name="search" className="h-4 w-4" strokeWidth={2.2} />
        </button>
      </form>
      {open && (
        <div
          id={listId}
          data-test="search-dropdown"
          className="absolute left-0 right-0 top-full z-50 mt-2 min-w-64 rounded-xl border border-slate-100 bg-white p-4 shadow-lg"
        >
          <SearchSuggestions
            onPick={(word) => {
              setKeyword(word);
              go(word, true);
            }}
          />
        </div>
      )}
    </div>
  );
}
