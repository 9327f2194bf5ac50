import { areaList } from '@vant/area-data';

/**
 * Mainland China's provinces, cities and districts by their GB/T 2260 codes
 * (six digits: province `PP0000`, city `PPCC00`, district `PPCCDD`), read from
 * @vant/area-data. The address form's three selects and the server's address
 * check both use this module, so a code the form offers is a code the server
 * accepts. Names are the dataset's Chinese names in every language: that is
 * how addresses in China are written.
 */
export interface Region {
  code: string;
  name: string;
}

/** The dataset also lists Taiwan (71), Hong Kong (81) and Macao (82); addresses there are written as free text, outside "Mainland China". */
const OUTSIDE_MAINLAND = new Set(['71', '81', '82']);

const CODE = /^\d{6}$/;

function entries(list: Record<string, string>, keep: (code: string) => boolean): Region[] {
  return Object.entries(list)
    .filter(([code]) => keep(code))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

/** The 31 mainland provinces, municipalities and autonomous regions, in code order. */
export function listProvinces(): Region[] {
  return entries(areaList.province_list, (code) => !OUTSIDE_MAINLAND.has(code.slice(0, 2)));
}

/** The cities of a mainland province (a municipality has one, named after it); empty for an unknown code. */
export function listCities(provinceCode: string): Region[] {
  if (!findProvince(provinceCode)) return [];
  const prefix = provinceCode.slice(0, 2);
  return entries(areaList.city_list, (code) => code.startsWith(prefix));
}

/** The districts (and counties) of a mainland city; empty for an unknown code. */
export function listDistricts(cityCode: string): Region[] {
  if (!findCity(cityCode)) return [];
  const prefix = cityCode.slice(0, 4);
  return entries(areaList.county_list, (code) => code.startsWith(prefix));
}

export function findProvince(code: string): Region | null {
  if (!CODE.test(code) || OUTSIDE_MAINLAND.has(code.slice(0, 2))) return null;
  const name = areaList.province_list[code];
  return name ? { code, name } : null;
}

export function findCity(code: string): Region | null {
  if (!CODE.test(code) || OUTSIDE_MAINLAND.has(code.slice(0, 2))) return null;
  const name = areaList.city_list[code];
  return name ? { code, name } : null;
}

export function findDistrict(code: string): Region | null {
  if (!CODE.test(code) || OUTSIDE_MAINLAND.has(code.slice(0, 2))) return null;
  const name = areaList.county_list[code];
  return name ? { code, name } : null;
}

/**
 * A mainland address's three levels when they exist and belong together
 * (the city in the province, the district in the city), else null.
 */
export function resolveMainlandRegion(codes: { provinceCode?: string; cityCode?: string; districtCode?: string }): {
  province: Region;
  city: Region;
  district: Region;
} | null {
  const province = findProvince(codes.provinceCode ?? '');
  const city = findCity(codes.cityCode ?? '');
  const district = findDistrict(codes.districtCode ?? '');
  if (!province || !city || !district) return null;
  if (city.code.slice(0, 2) !== province.code.slice(0, 2) || district.code.slice(0, 4) !== city.code.slice(0, 4)) return null;
  return { province, city, district };
}

/**
 * How a mainland region is written: '浙江省 杭州市 西湖区', and a municipality
 * once ('北京市 朝阳区', not '北京市 北京市 朝阳区'), as the server writes it;
 * null when the codes do not belong together.
 */
export function formatMainlandRegion(codes: { provinceCode?: string; cityCode?: string; districtCode?: string }): string | null {
  const region = resolveMainlandRegion(codes);
  if (!region) return null;
  const { province, city, district } = region;
  return (city.name === province.name ? [province.name, district.name] : [province.name, city.name, district.name]).join(' ');
}
