'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { ChoiceTile } from '@/components/ui/choice';
import { listCities, listDistricts, listProvinces, type Region } from '@/lib/store/regions';

import { ADDRESS_INPUT_CLASS, AddressFieldRow, errorIdFor } from './address-field-row';
import type { AddressFormValues, AreaKind } from './address-values';

type RegionValues = Pick<AddressFormValues, 'area' | 'provinceCode' | 'cityCode' | 'districtCode' | 'regionText'>;

export interface RegionPickerProps {
  /** The form's id: the controls are `<idPrefix>-province`, `-city`, `-district` and `-regionText`. */
  idPrefix: string;
  values: RegionValues;
  /** Error texts, already translated. */
  errors: Partial<Record<'province' | 'city' | 'district' | 'regionText', string>>;
  onChange: (patch: Partial<RegionValues>) => void;
}

const PROVINCES = listProvinces();

/**
 * Where the address is: mainland China as three dependent selects (province,
 * then its cities, then the city's districts; choosing a level clears the
 * levels below it), or free text for any other country or region.
 */
export function RegionPicker({ idPrefix, values, errors, onChange }: RegionPickerProps) {
  const t = useTranslations('Address');
  const cities = useMemo(() => (values.provinceCode ? listCities(values.provinceCode) : []), [values.provinceCode]);
  const districts = useMemo(() => (values.cityCode ? listDistricts(values.cityCode) : []), [values.cityCode]);
  const areas: { value: AreaKind; label: string }[] = [
    { value: 'mainland', label: t('areaMainland') },
    { value: 'other', label: t('areaOther') },
  ];

  return (
    <>
      <AddressFieldRow label={t('region')}>
        <div role="radiogroup" aria-label={t('region')} className="grid grid-cols-2 gap-2">
          {areas.map((area) => (
            <ChoiceTile
              key={area.value}
              name={`${idPrefix}-area`}
              value={area.value}
              checked={values.area === area.value}
              onChange={() => onChange({ area: area.value })}
              data-test={`address-area-${area.value}`}
            >
              {area.label}
            </ChoiceTile>
          ))}
        </div>
      </AddressFieldRow>
      {values.area === 'mainland' ? (
        <div className="grid grid-cols-1 gap-x-3 sm:grid-cols-3">
          <RegionSelect
            id={`${idPrefix}-province`}
            label={t('province')}
            placeholder={t('choose')}
            options={PROVINCES}
            value={values.provinceCode}
            error={errors.province}
            onChange={(code) => onChange({ provinceCode: code, cityCode: '', districtCode: '' })}
            data-test="address-province"
          />
          <RegionSelect
            id={`${idPrefix}-city`}
            label={t('city')}
            placeholder={values.provinceCode ? t('choose') : t('chooseProvinceFirst')}
            options={cities}
            value={values.cityCode}
            error={errors.city}
            onChange={(code) => onChange({ cityCode: code, districtCode: '' })}
            data-test="address-city"
          />
          <RegionSelect
            id={`${idPrefix}-district`}
            label={t('district')}
            placeholder={values.cityCode ? t('choose') : t('chooseCityFirst')}
            options={districts}
            value={values.districtCode}
            error={errors.district}
            onChange={(code) => onChange({ districtCode: code })}
            data-test="address-district"
          />
        </div>
      ) : (
        <AddressFieldRow label={t('regionText')} htmlFor={`${idPrefix}-regionText`} error={errors.regionText}>
          <input
            id={`${idPrefix}-regionText`}
            data-test="address-region-text"
            value={values.regionText}
            onChange={(e) => onChange({ regionText: e.target.value })}
            placeholder={t('regionTextPlaceholder')}
            aria-invalid={!!errors.regionText}
            aria-describedby={errorIdFor(`${idPrefix}-regionText`, errors.regionText)}
            autoComplete="country-name"
            className={ADDRESS_INPUT_CLASS}
          />
        </AddressFieldRow>
      )}
    </>
  );
}

function RegionSelect({
  id,
  label,
  placeholder,
  options,
  value,
  error,
  onChange,
  'data-test': dataTest,
}: {
  id: string;
  label: string;
  placeholder: string;
  options: Region[];
  value: string;
  error?: string;
  onChange: (code: string) => void;
  'data-test': string;
}) {
  return (
    <AddressFieldRow label={label} htmlFor={id} error={error}>
      <select
        id={id}
        data-test={dataTest}
        value={value}
        disabled={options.length === 0}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={errorIdFor(id, error)}
        className={`${ADDRESS_INPUT_CLASS} appearance-auto disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code} lang="zh-CN">
            {option.name}
          </option>
        ))}
      </select>
    </AddressFieldRow>
  );
}
