import type { ReactNode } from 'react';

const TILE_LOOKS = {
  /** Centred label, no visible radio (short options in a grid). */
  tile: 'justify-center rounded-xl border px-4 py-2.5 text-sm font-medium',
  /** A visible radio before the label (longer options in a list). */
  row: 'gap-3 rounded-xl border px-4 py-3 text-sm',
} as const;

/**
 * One radio drawn as a tile. The input stays in the page (visually hidden in
 * the `tile` look) so keyboards and screen readers use it as a normal radio;
 * group tiles in a fieldset with a legend.
 */
export function ChoiceTile({
  name,
  value,
  checked,
  onChange,
  children,
  look = 'tile',
  disabled = false,
  'data-test': dataTest,
}: {
  name: string;
  value?: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
  look?: keyof typeof TILE_LOOKS;
  disabled?: boolean;
  'data-test'?: string;
}) {
  const state = checked
    ? 'border-brand-500 bg-brand-50 text-brand-700'
    : look === 'tile'
      ? 'border-slate-200 bg-white text-slate-600'
      : 'border-slate-200 text-slate-700';
  const pointer = disabled ? 'cursor-not-allowed opacity-50' : checked ? 'cursor-pointer' : 'cursor-pointer hover:border-brand-200';
  return (
    <label className={`flex items-center transition has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100 ${TILE_LOOKS[look]} ${state} ${pointer}`}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        data-test={dataTest}
        className={look === 'tile' ? 'sr-only' : 'h-4 w-4 accent-brand-500'}
      />
      {children}
    </label>
  );
}

/**
 * A small segmented switch (one of a few options, e.g. subtitle language):
 * toggle buttons with aria-pressed inside a labelled group.
 */
export function SegmentedChoice<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  /** Names the group; leave out when a surrounding element is the labelled group already. */
  label?: string;
  options: readonly { value: T; label: ReactNode; lang?: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className="inline-flex rounded-full bg-slate-100 p-1" role={label ? 'group' : undefined} aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          lang={option.lang}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={`rounded-full px-3 py-1 font-medium transition ${value === option.value ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-800'}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
