'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { AREA_CODES, areaCodeValue, dialCodeOf, DEFAULT_AREA_CODE_VALUE } from '@/lib/constants/area-codes';
import { useAddressWrites } from '@/lib/hooks/use-addresses';
import { ApiError } from '@/lib/http';
import { notify } from '@/lib/notify';
import type { Address } from '@/lib/types/store';

import { ADDRESS_INPUT_CLASS, AddressFieldRow, errorIdFor } from './address-field-row';
import {
  ADDRESSEE_MAX,
  checkAddress,
  DETAIL_MAX,
  emptyAddressValues,
  fieldOfServerError,
  firstErrorField,
  REGION_TEXT_MAX,
  TEXT_MIN,
  toAddressInput,
  valuesFromAddress,
  type AddressErrors,
  type AddressField,
  type AddressFormValues,
} from './address-values';
import { DialCodeSelect } from './dial-code-select';
import { RegionPicker } from './region-picker';

export interface AddressFormProps {
  /** The address to edit; a new one when absent. */
  address?: Address | null;
  /** The user has no address yet: this one becomes the default whatever the box says. */
  isFirst?: boolean;
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

function areaValueFor(dialCode: string): string {
  const entry = AREA_CODES.find((e) => e.code === dialCode);
  return entry ? areaCodeValue(entry) : DEFAULT_AREA_CODE_VALUE;
}

/**
 * Adding or editing one address. The browser makes the server's checks first:
 * each error shows under its field and the first one gets the focus; a
 * refusal from the server shows above the buttons.
 */
export function AddressForm({ address, isFirst = false, onSaved, onCancel }: AddressFormProps) {
  const t = useTranslations('Address');
  const id = useId();
  const writes = useAddressWrites();
  const [values, setValues] = useState<AddressFormValues>(() => (address ? valuesFromAddress(address) : emptyAddressValues(isFirst)));
  const [areaValue, setAreaValue] = useState(() => areaValueFor(values.dialCode));
  const [errors, setErrors] = useState<AddressErrors>({});
  /** A refusal from the server: beside its field when it names one, else above the buttons. */
  const [serverError, setServerError] = useState<{ field: AddressField | null; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const defaultLocked = isFirst || !!address?.isDefault;
  const fid = (name: string) => `${id}-${name}`;
  const message = (field: AddressField): string | undefined => {
    const key = errors[field];
    if (!key) return serverError?.field === field ? serverError.text : undefined;
    const max = field === 'addressee' ? ADDRESSEE_MAX : field === 'detail' ? DETAIL_MAX : REGION_TEXT_MAX;
    return t(key, { max, min: TEXT_MIN });
  };

  const change = (patch: Partial<AddressFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setServerError(null);
    // A corrected field stops showing its error; the others keep theirs until the next save.
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) {
        const field = ({ provinceCode: 'province', cityCode: 'city', districtCode: 'district', dialCode: 'phone' } as Record<string, string>)[key] ?? key;
        delete next[field as AddressField];
      }
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setServerError(null);
    const found = checkAddress(values);
    setErrors(found);
    const first = firstErrorField(found);
    if (first) {
      // Every field's id is `<form id>-<field>` (the region picker follows the same scheme).
      document.getElementById(fid(first))?.focus();
      return;
    }
    setSaving(true);
    try {
      const input = toAddressInput({ ...values, isDefault: defaultLocked || values.isDefault });
      const saved = address ? await writes.update(address.id, input) : await writes.create(input);
      notify('success', address ? t('saved') : t('added'));
      onSaved(saved);
    } catch (error) {
      const field = error instanceof ApiError ? fieldOfServerError(error.code, values.area) : null;
      setServerError({ field, text: error instanceof ApiError ? error.message : t('saveFailed') });
      if (field) document.getElementById(fid(field))?.focus();
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-test="address-form" className="flex flex-col gap-1.5">
      <AddressFieldRow label={t('addressee')} htmlFor={fid('addressee')} error={message('addressee')}>
        <input
          id={fid('addressee')}
          data-test="address-addressee"
          value={values.addressee}
          onChange={(e) => change({ addressee: e.target.value })}
          placeholder={t('addresseePlaceholder')}
          aria-invalid={!!errors.addressee}
          aria-describedby={errorIdFor(fid('addressee'), message('addressee'))}
          autoComplete="shipping name"
          className={ADDRESS_INPUT_CLASS}
        />
      </AddressFieldRow>
      <AddressFieldRow label={t('phone')} htmlFor={fid('phone')} error={message('phone')}>
        <div
          className={`relative flex h-11 items-center rounded-xl border bg-white transition focus-within:ring-4 ${
            errors.phone ? 'border-red-400 focus-within:ring-red-100' : 'border-slate-200 focus-within:border-brand-500 focus-within:ring-brand-100'
          }`}
        >
          <DialCodeSelect
            value={areaValue}
            label={t('dialCode')}
            data-test="address-dial-code"
            onChange={(value) => {
              setAreaValue(value);
              change({ dialCode: dialCodeOf(value) });
            }}
          />
          <span aria-hidden="true" className="h-5 w-px shrink-0 bg-slate-200" />
          <input
            id={fid('phone')}
            data-test="address-phone"
            type="tel"
            inputMode="numeric"
            value={values.phone}
            onChange={(e) => change({ phone: e.target.value.replace(/\D/g, '') })}
            placeholder={t('phonePlaceholder')}
            aria-invalid={!!errors.phone}
            aria-describedby={errorIdFor(fid('phone'), message('phone'))}
            autoComplete="shipping tel-national"
            maxLength={15}
            className="h-full min-w-0 flex-1 rounded-xl bg-transparent px-3 text-[15px] text-ink outline-none placeholder:text-slate-500"
          />
        </div>
      </AddressFieldRow>
      <RegionPicker
        idPrefix={id}
        values={values}
        errors={{ province: message('province'), city: message('city'), district: message('district'), regionText: message('regionText') }}
        onChange={change}
      />
      <AddressFieldRow label={t('detail')} htmlFor={fid('detail')} error={message('detail')}>
        <textarea
          id={fid('detail')}
          data-test="address-detail"
          rows={3}
          value={values.detail}
          onChange={(e) => change({ detail: e.target.value })}
          placeholder={t('detailPlaceholder')}
          aria-invalid={!!errors.detail}
          aria-describedby={errorIdFor(fid('detail'), message('detail'))}
          autoComplete="shipping street-address"
          className={`${ADDRESS_INPUT_CLASS} h-auto resize-y py-2.5`}
        />
      </AddressFieldRow>
      <label className={`flex items-center gap-3 text-sm text-slate-700 ${defaultLocked ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
        <input
          type="checkbox"
          data-test="address-default"
          checked={defaultLocked || values.isDefault}
          disabled={defaultLocked}
          onChange={(e) => setValues((v) => ({ ...v, isDefault: e.target.checked }))}
          className="h-5 w-5 accent-brand-600"
        />
        {t('makeDefault')}
      </label>
      {serverError && !serverError.field && (
        <p role="alert" data-test="address-server-error" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
          {serverError.text}
        </p>
      )}
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="neutral" size="md" className="font-medium" onClick={onCancel} data-test="address-cancel">
          {t('cancel')}
        </Button>
        <Button type="submit" size="none" busy={saving} data-test="address-save" className="px-10 py-2.5 text-sm font-semibold shadow-sm disabled:opacity-60">
          {saving ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
