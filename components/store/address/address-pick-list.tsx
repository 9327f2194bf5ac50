'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useId, useState } from 'react';

import type { Address } from '@/lib/types/store';

import { AddressSummary } from './address-summary';

/**
 * The addresses as radio choices. While the caller has chosen nothing, the
 * default address (else the first) is chosen and reported once through
 * onSelect, so checkout always has an address when there is one.
 */
export function AddressPickList({
  addresses,
  selectedId,
  onSelect,
  emptyText,
}: {
  addresses: Address[];
  selectedId?: number;
  onSelect?: (address: Address) => void;
  emptyText: string;
}) {
  const t = useTranslations('Address');
  const name = useId();
  // The caller's choice wins; a caller that does not keep one still sees the radio move.
  const [localId, setLocalId] = useState<number | undefined>(undefined);
  const wanted = selectedId ?? localId;
  const known = wanted !== undefined && addresses.some((a) => a.id === wanted);
  const preselected = addresses.find((a) => a.isDefault) ?? addresses[0];
  const chosenId = known ? wanted : preselected?.id;

  useEffect(() => {
    if (preselected && !known) onSelect?.(preselected);
    // Only when the list or the choice changes, not on each new onSelect closure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preselected?.id, known]);

  return (
    <fieldset data-test="address-pick">
      {/* Checkout's section heading already names the choice on screen. */}
      <legend className="sr-only">
        {t('pickLegend')}
      </legend>
      {addresses.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-5 text-center text-sm text-slate-600" data-test="address-pick-empty">
          {emptyText}
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          {addresses.map((address) => {
            const checked = address.id === chosenId;
            return (
              <label
                key={address.id}
                data-test="address-option"
                data-id={address.id}
                className={`flex cursor-pointer items-start gap-3 rounded-2xl border p-4 transition has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100 ${
                  checked ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-white hover:border-brand-200'
                }`}
              >
                <input
                  type="radio"
                  name={name}
                  value={address.id}
                  checked={checked}
                  onChange={() => {
                    setLocalId(address.id);
                    onSelect?.(address);
                  }}
                  data-test="address-radio"
                  className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
                />
                <AddressSummary address={address} defaultLabel={t('defaultBadge')} />
              </label>
            );
          })}
        </div>
      )}
      <Link href="/user/address" className="mt-2 inline-block text-sm font-medium text-brand-700 underline-offset-2 hover:underline" data-test="address-manage-link">
        {t('manageLink')}
      </Link>
    </fieldset>
  );
}
