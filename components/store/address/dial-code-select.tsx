'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';

import { Icon } from '@/components/ui/icons';
import { AREA_CODES, COMMON_AREA_CODE_COUNT, areaCodeValue, type AreaCode } from '@/lib/constants/area-codes';
import { LANG_TAG } from '@/lib/i18n/locales';

/** The usual places first, then the rest in the reader's alphabetical (for Chinese: pinyin) order. */
function orderedFor(english: boolean): AreaCode[] {
  const name = (e: AreaCode) => (english ? e.cityEn : e.city);
  const collator = new Intl.Collator(english ? LANG_TAG.en : LANG_TAG.cn);
  const rest = AREA_CODES.slice(COMMON_AREA_CODE_COUNT).sort((a, b) => collator.compare(name(a), name(b)));
  return [...AREA_CODES.slice(0, COMMON_AREA_CODE_COUNT), ...rest];
}

/**
 * The dial code before the phone number: shows '+86', and is a native select
 * of the same places as the login dialog's list (the phone's own picker on
 * touch screens). The value is 'code/place' because some codes are shared.
 */
export function DialCodeSelect({ value, onChange, label, 'data-test': dataTest }: { value: string; onChange: (value: string) => void; label: string; 'data-test'?: string }) {
  const english = useLocale() === 'en';
  const options = useMemo(() => orderedFor(english), [english]);
  const code = value.split('/')[0];
  return (
    <div className="relative ml-1 flex h-9 shrink-0 items-center gap-1 rounded-lg pl-3 pr-2 text-[15px] font-medium text-ink has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200 hover:bg-slate-50">
      <span aria-hidden="true">+{code}</span>
      <Icon name="chevron-down" strokeWidth={1.92} className="h-4 w-4 text-slate-500" />
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-label={label}
        data-test={dataTest}
        className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
      >
        {options.map((entry) => (
          <option key={areaCodeValue(entry)} value={areaCodeValue(entry)}>
            {english ? entry.cityEn : entry.city} +{entry.code}
          </option>
        ))}
      </select>
    </div>
  );
}
