import {
  checkAddress,
  emptyAddressValues,
  fieldOfServerError,
  firstErrorField,
  addressLine,
  formatPhone,
  toAddressInput,
  valuesFromAddress,
  type AddressFormValues,
} from '@/components/store/address/address-values';

const MAINLAND: AddressFormValues = {
  ...emptyAddressValues(),
  addressee: ' 王小明 ',
  phone: '13800138000',
  provinceCode: '330000',
  cityCode: '330100',
  districtCode: '330106',
  detail: ' 文三路 90 号 ',
};

describe('the address form checks (the same rules as the server)', () => {
  test('an empty form: every field is asked for, the addressee first', () => {
    const errors = checkAddress(emptyAddressValues());
    expect(errors).toEqual({ addressee: 'addresseeRequired', phone: 'phoneRequired', province: 'provinceRequired', detail: 'detailRequired' });
    expect(firstErrorField(errors)).toBe('addressee');
  });

  test('a complete mainland address passes and becomes the API input, trimmed, with the region written out', () => {
    expect(checkAddress(MAINLAND)).toEqual({});
    expect(toAddressInput(MAINLAND)).toEqual({
      addressee: '王小明',
      dialCode: '86',
      phone: '13800138000',
      detail: '文三路 90 号',
      isDefault: false,
      region: { country: 'CN', provinceCode: '330000', cityCode: '330100', districtCode: '330106', text: '浙江省 杭州市 西湖区' },
    });
  });

  test.each([
    ['86', '12800138000', 'phoneMainland'],
    ['86', '1380013800', 'phoneMainland'],
    ['86', '138001380001', 'phoneMainland'],
    ['44', '1234', 'phoneOther'],
    ['44', '1234567890123456', 'phoneOther'],
  ])('+%s %s is refused (%s)', (dialCode, phone, key) => {
    expect(checkAddress({ ...MAINLAND, dialCode, phone }).phone).toBe(key);
  });

  test.each([
    ['86', '19912345678'],
    ['44', '7700900123'],
    ['852', '51234'],
  ])('+%s %s is accepted', (dialCode, phone) => {
    expect(checkAddress({ ...MAINLAND, dialCode, phone }).phone).toBeUndefined();
  });

  test('the mainland region asks for the next missing level, and refuses a district of another city', () => {
    expect(checkAddress({ ...MAINLAND, cityCode: '', districtCode: '' })).toEqual({ city: 'cityRequired' });
    expect(checkAddress({ ...MAINLAND, districtCode: '' })).toEqual({ district: 'districtRequired' });
    expect(firstErrorField(checkAddress({ ...MAINLAND, addressee: '', districtCode: '' }))).toBe('addressee');
  });

  test('another country or region is free text, sent with the unknown-country code', () => {
    const other = { ...MAINLAND, area: 'other' as const, dialCode: '44', phone: '7700900123', regionText: '' };
    expect(checkAddress(other)).toEqual({ regionText: 'regionTextRequired' });
    expect(checkAddress({ ...other, regionText: 'x'.repeat(101) })).toEqual({ regionText: 'regionTextTooLong' });
    expect(toAddressInput({ ...other, regionText: ' United Kingdom, London ' }).region).toEqual({ country: 'ZZ', text: 'United Kingdom, London' });
  });

  test('lengths count characters, not bytes: 50 Chinese characters fit the addressee, 51 do not', () => {
    expect(checkAddress({ ...MAINLAND, addressee: '王'.repeat(50) }).addressee).toBeUndefined();
    expect(checkAddress({ ...MAINLAND, addressee: '王'.repeat(51) }).addressee).toBe('addresseeTooLong');
    expect(checkAddress({ ...MAINLAND, detail: '路'.repeat(201) }).detail).toBe('detailTooLong');
    // The server wants two characters at least in the street and in a foreign region.
    expect(checkAddress({ ...MAINLAND, detail: '路' }).detail).toBe('detailTooShort');
    expect(checkAddress({ ...MAINLAND, area: 'other', regionText: 'X' }).regionText).toBe('regionTextTooShort');
  });

  test('a saved address fills the form back', () => {
    const values = valuesFromAddress({ id: 3, ...toAddressInput(MAINLAND), isDefault: true });
    expect(values).toMatchObject({ area: 'mainland', provinceCode: '330000', cityCode: '330100', districtCode: '330106', isDefault: true, regionText: '' });
    const other = valuesFromAddress({ id: 4, addressee: 'Ann', dialCode: '44', phone: '7700900123', region: { country: 'GB', text: 'London' }, detail: '1 Main St', isDefault: false });
    expect(other).toMatchObject({ area: 'other', regionText: 'London', provinceCode: '' });
  });

  test('phones are shown with their dial code, mainland mobiles grouped 3-4-4', () => {
    expect(formatPhone('86', '13800138000')).toBe('+86 138 0013 8000');
    expect(formatPhone('44', '7700900123')).toBe('+44 7700900123');
    expect(addressLine({ region: { country: 'CN', text: '浙江省 杭州市 西湖区' }, detail: '文三路 90 号' })).toBe('浙江省 杭州市 西湖区 文三路 90 号');
    expect(addressLine({ region: { country: 'GB', text: 'London' }, detail: '1 Main Street' })).toBe('1 Main Street, London');
  });
});

test("the server's field refusals point at their field (the region at the control the form shows)", () => {
  expect(fieldOfServerError(4806, 'mainland')).toBe('addressee');
  expect(fieldOfServerError('4807', 'mainland')).toBe('phone');
  expect(fieldOfServerError(4808, 'mainland')).toBe('province');
  expect(fieldOfServerError(4808, 'other')).toBe('regionText');
  expect(fieldOfServerError(4809, 'other')).toBe('detail');
  expect(fieldOfServerError(4805, 'mainland')).toBeNull();
  expect(fieldOfServerError(null, 'mainland')).toBeNull();
});
