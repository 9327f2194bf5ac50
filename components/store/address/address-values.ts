import { findCity, findDistrict, findProvince, formatMainlandRegion } from '@/lib/store/regions';
import type { Address, AddressInput } from '@/lib/types/store';

/** Lengths the addresses table takes (server/db/schema/store.ts). */
export const ADDRESSEE_MAX = 50;
export const DETAIL_MAX = 200;
export const REGION_TEXT_MAX = 100;
/** The server wants at least this many characters in the street address and in a region outside the mainland. */
export const TEXT_MIN = 2;

/** The server's phone rules: a mainland mobile number for +86, otherwise 5 to 15 digits. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
export const OTHER_PHONE = /^\d{5,15}$/;

export const MAINLAND_DIAL_CODE = '86';
export const MAINLAND_COUNTRY = 'CN';
/** An address outside mainland China is free text; 'ZZ' is the ISO 3166 user-assigned code for "unknown or unspecified". */
export const OTHER_COUNTRY = 'ZZ';

export type AreaKind = 'mainland' | 'other';

export interface AddressFormValues {
  addressee: string;
  dialCode: string;
  phone: string;
  area: AreaKind;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  /** Outside mainland China: the country or region and anything above the street, as the user writes it. */
  regionText: string;
  detail: string;
  isDefault: boolean;
}

/** The form's fields in page order: the first one with an error gets the focus. */
export const FIELD_ORDER = ['addressee', 'phone', 'province', 'city', 'district', 'regionText', 'detail'] as const;
export type AddressField = (typeof FIELD_ORDER)[number];

/** Message keys (namespace Address) of the errors the browser finds. */
export type AddressErrorKey =
  | 'addresseeRequired'
  | 'addresseeTooLong'
  | 'phoneRequired'
  | 'phoneMainland'
  | 'phoneOther'
  | 'provinceRequired'
  | 'cityRequired'
  | 'districtRequired'
  | 'regionTextRequired'
  | 'regionTextTooShort'
  | 'regionTextTooLong'
  | 'detailRequired'
  | 'detailTooShort'
  | 'detailTooLong';

export type AddressErrors = Partial<Record<AddressField, AddressErrorKey>>;

export function emptyAddressValues(isDefault = false): AddressFormValues {
  return {
    addressee: '',
    dialCode: MAINLAND_DIAL_CODE,
    phone: '',
    area: 'mainland',
    provinceCode: '',
    cityCode: '',
    districtCode: '',
    regionText: '',
    detail: '',
    isDefault,
  };
}

/** The form filled with a saved address (for editing). */
export function valuesFromAddress(address: Address): AddressFormValues {
  const mainland = address.region.country === MAINLAND_COUNTRY;
  return {
    addressee: address.addressee,
    dialCode: address.dialCode,
    phone: address.phone,
    area: mainland ? 'mainland' : 'other',
    provinceCode: mainland ? (address.region.provinceCode ?? '') : '',
    cityCode: mainland ? (address.region.cityCode ?? '') : '',
    districtCode: mainland ? (address.region.districtCode ?? '') : '',
    regionText: mainland ? '' : address.region.text,
    detail: address.detail,
    isDefault: address.isDefault,
  };
}

/** Characters as people count them (an emoji or a CJK character is one). */
const length = (text: string) => Array.from(text).length;

/** The same checks the server makes, so most refusals never need a round trip. */
export function checkAddress(values: AddressFormValues): AddressErrors {
  const errors: AddressErrors = {};
  const addressee = values.addressee.trim();
  if (!addressee) errors.addressee = 'addresseeRequired';
  else if (length(addressee) > ADDRESSEE_MAX) errors.addressee = 'addresseeTooLong';

  const phone = values.phone.trim();
  if (!phone) errors.phone = 'phoneRequired';
  else if (values.dialCode === MAINLAND_DIAL_CODE ? !MAINLAND_MOBILE.test(phone) : !OTHER_PHONE.test(phone)) {
    errors.phone = values.dialCode === MAINLAND_DIAL_CODE ? 'phoneMainland' : 'phoneOther';
  }

  if (values.area === 'mainland') {
    if (!findProvince(values.provinceCode)) errors.province = 'provinceRequired';
    else if (!findCity(values.cityCode)) errors.city = 'cityRequired';
    else if (!findDistrict(values.districtCode)) errors.district = 'districtRequired';
  } else {
    const text = values.regionText.trim();
    if (!text) errors.regionText = 'regionTextRequired';
    else if (length(text) < TEXT_MIN) errors.regionText = 'regionTextTooShort';
    else if (length(text) > REGION_TEXT_MAX) errors.regionText = 'regionTextTooLong';
  }

  const detail = values.detail.trim();
  if (!detail) errors.detail = 'detailRequired';
  else if (length(detail) < TEXT_MIN) errors.detail = 'detailTooShort';
  else if (length(detail) > DETAIL_MAX) errors.detail = 'detailTooLong';
  return errors;
}

export function firstErrorField(errors: AddressErrors): AddressField | null {
  return FIELD_ORDER.find((field) => errors[field]) ?? null;
}

/** What the API takes; call only after checkAddress found nothing. */
export function toAddressInput(values: AddressFormValues): AddressInput {
  const common = {
    addressee: values.addressee.trim(),
    dialCode: values.dialCode,
    phone: values.phone.trim(),
    detail: values.detail.trim(),
    isDefault: values.isDefault,
  };
  if (values.area === 'mainland') {
    const codes = { provinceCode: values.provinceCode, cityCode: values.cityCode, districtCode: values.districtCode };
    return { ...common, region: { country: MAINLAND_COUNTRY, ...codes, text: formatMainlandRegion(codes) ?? '' } };
  }
  return { ...common, region: { country: OTHER_COUNTRY, text: values.regionText.trim() } };
}

/** The phone as shown in the list: '+86 138 0013 8000' for mainland mobiles, '+44 7700900123' otherwise. */
export function formatPhone(dialCode: string, phone: string): string {
  const local = dialCode === MAINLAND_DIAL_CODE && phone.length === 11 ? `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}` : phone;
  return `+${dialCode} ${local}`;
}

/** The server's field refusals (server/errors.ts ADDRESS_*_INVALID), so its message shows beside the field it is about. */
const SERVER_FIELD_CODES: Record<number, 'addressee' | 'phone' | 'region' | 'detail'> = {
  4806: 'addressee',
  4807: 'phone',
  4808: 'region',
  4809: 'detail',
};

/** The field a server refusal is about, for the area the form shows; null when it names none. */
export function fieldOfServerError(code: number | string | null, area: AreaKind): AddressField | null {
  const field = SERVER_FIELD_CODES[Number(code)];
  if (!field) return null;
  if (field === 'region') return area === 'mainland' ? 'province' : 'regionText';
  return field;
}

/** The address on one line: '浙江省 杭州市 西湖区 文三路 90 号' in mainland order, '1 Main Street, London' (street first) elsewhere. */
export function addressLine(address: Pick<Address, 'region' | 'detail'>): string {
  return address.region.country === MAINLAND_COUNTRY ? `${address.region.text} ${address.detail}` : `${address.detail}, ${address.region.text}`;
}
