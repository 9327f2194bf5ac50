import { findCity, findDistrict, findProvince, formatMainlandRegion, listCities, listDistricts, listProvinces, resolveMainlandRegion } from '@/lib/store/regions';

describe('lib/store/regions (GB/T 2260 codes from @vant/area-data)', () => {
  test('lists the 31 mainland provinces in code order, without Taiwan, Hong Kong and Macao', () => {
    const provinces = listProvinces();
    expect(provinces).toHaveLength(31);
    expect(provinces[0]).toEqual({ code: '110000', name: '北京市' });
    expect(provinces.map((p) => p.code)).toEqual([...provinces.map((p) => p.code)].sort());
    expect(provinces.find((p) => p.code === '330000')?.name).toBe('浙江省');
    for (const outside of ['710000', '810000', '820000']) {
      expect(provinces.some((p) => p.code === outside)).toBe(false);
      expect(findProvince(outside)).toBeNull();
      expect(listCities(outside)).toEqual([]);
    }
  });

  test('lists the cities of a province and the districts of a city', () => {
    const cities = listCities('330000');
    expect(cities.map((c) => c.name)).toContain('杭州市');
    expect(cities.every((c) => c.code.startsWith('33'))).toBe(true);
    const districts = listDistricts('330100');
    expect(districts).toContainEqual({ code: '330106', name: '西湖区' });
    expect(districts.every((d) => d.code.startsWith('3301'))).toBe(true);
    // A municipality has one city named after it.
    expect(listCities('110000')).toEqual([{ code: '110100', name: '北京市' }]);
    expect(listDistricts('110100').map((d) => d.name)).toContain('朝阳区');
  });

  test('answers nothing for unknown or malformed codes', () => {
    expect(listCities('')).toEqual([]);
    expect(listCities('999999')).toEqual([]);
    expect(listDistricts('33010')).toEqual([]);
    expect(findCity('abcdef')).toBeNull();
    expect(findDistrict('330199')).toBeNull();
    expect(findProvince('3300000')).toBeNull();
  });

  test('resolves and formats a region only when its three levels belong together', () => {
    expect(formatMainlandRegion({ provinceCode: '330000', cityCode: '330100', districtCode: '330106' })).toBe('浙江省 杭州市 西湖区');
    expect(resolveMainlandRegion({ provinceCode: '330000', cityCode: '330100', districtCode: '330106' })?.district.name).toBe('西湖区');
    // A municipality is written once, as the server writes it.
    expect(formatMainlandRegion({ provinceCode: '110000', cityCode: '110100', districtCode: '110105' })).toBe('北京市 朝阳区');
    // A Beijing district under Hangzhou, a Hangzhou city under Jiangsu, a level missing.
    expect(formatMainlandRegion({ provinceCode: '330000', cityCode: '330100', districtCode: '110105' })).toBeNull();
    expect(formatMainlandRegion({ provinceCode: '320000', cityCode: '330100', districtCode: '330106' })).toBeNull();
    expect(formatMainlandRegion({ provinceCode: '330000', cityCode: '330100' })).toBeNull();
  });
});
