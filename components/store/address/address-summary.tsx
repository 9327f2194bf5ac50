import type { Address } from '@/lib/types/store';

import { addressLine, formatPhone, MAINLAND_COUNTRY } from './address-values';

/** One address as people read it: recipient and phone, the Default badge, then region and street. */
export function AddressSummary({ address, defaultLabel }: { address: Address; defaultLabel: string }) {
  return (
    <div className="min-w-0 flex-1">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="break-all font-semibold text-ink" data-test="address-addressee-text">
          {address.addressee}
        </span>
        <span className="text-sm tabular-nums text-slate-600" data-test="address-phone-text">
          {formatPhone(address.dialCode, address.phone)}
        </span>
        {address.isDefault && (
          <span data-test="address-default-badge" className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-200">
            {defaultLabel}
          </span>
        )}
      </p>
      <p className="mt-1 break-words text-sm leading-6 text-slate-600" data-test="address-full-text">
        <span lang={address.region.country === MAINLAND_COUNTRY ? 'zh-CN' : undefined}>{addressLine(address)}</span>
      </p>
    </div>
  );
}
