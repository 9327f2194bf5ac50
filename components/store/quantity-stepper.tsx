'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { clampQuantity } from './store-kind';

export interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** The accessible name of the number field ("Quantity", "Quantity of Flash cards"). */
  label: string;
  disabled?: boolean;
  'data-test'?: string;
}

/**
 * − [n] +: the quantity of goods, kept within 1..max. The field takes typing
 * too; what was typed is brought into range when it loses focus or on Enter.
 */
export function QuantityStepper({ value, max, onChange, label, disabled = false, 'data-test': dataTest = 'quantity' }: QuantityStepperProps) {
  const t = useTranslations('StoreItem');
  const [draft, setDraft] = useState<string | null>(null);

  function commit(raw: string) {
    setDraft(null);
    const next = clampQuantity(Number.parseInt(raw, 10), max);
    if (next !== value) onChange(next);
  }

  const step = 'flex h-11 w-11 items-center justify-center text-lg font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';
  return (
    <div data-test={dataTest} className="inline-flex items-center overflow-hidden rounded-full bg-white ring-1 ring-slate-200">
      <button type="button" className={step} aria-label={t('decrease')} data-test={`${dataTest}-decrease`} disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={label}
        data-test={`${dataTest}-input`}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(e) => setDraft(e.target.value.replace(/\D/g, '').slice(0, 2))}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(e.currentTarget.value);
        }}
        className="h-11 w-12 border-x border-slate-200 text-center text-base tabular-nums text-ink outline-none focus-visible:bg-brand-50 disabled:bg-slate-50 disabled:text-slate-400"
      />
      <button type="button" className={step} aria-label={t('increase')} data-test={`${dataTest}-increase`} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
