/**
 * Helpers of the store API suites: shoppers (compulsory-education students
 * too), the seed items by slug, changing an item's stock or withdrawing it
 * as staff would, a valid address form, and the refusals as a caller reads
 * them (status, code and message).
 */
import { eq } from 'drizzle-orm';

import type { Address, AddressInput, Cart, StoreItem } from '@/lib/types/store';
import type { Db } from '@/server/db/client';
import { storeItems, users } from '@/server/db/schema';
import { seedStore } from '@/server/db/seed/store';
import { ERROR_CODES, type ErrorName } from '@/server/errors';

import { call, messages, ok, type Answer, type Locale } from '../helpers/calls';
import { createUserWithSession, type EngineSuite } from '../helpers/test-app';

export const SEED_PACKAGES = ['package-10', 'package-30', 'package-60', 'package-120'] as const;
export const SEED_GOODS = ['picture-book-box-set', 'kids-headset', 'flash-cards', 'reading-log'] as const;

/** Only the store's items (the suites need no books or teachers). */
export async function seedItems(db: Db): Promise<void> {
  await seedStore(db);
}

export interface Shopper {
  userId: number;
  token: string;
}

/** A logged-in user; `compulsory`: a compulsory-education student. */
export async function newShopper(db: Db, options: { compulsory?: boolean } = {}): Promise<Shopper> {
  const user = await createUserWithSession(db);
  if (options.compulsory) await db.update(users).set({ compulsoryEducation: true }).where(eq(users.id, user.userId));
  return { userId: user.userId, token: user.token };
}

export async function itemRow(db: Db, slug: string) {
  const [row] = await db.select().from(storeItems).where(eq(storeItems.slug, slug));
  if (!row) throw new Error(`no store item ${slug}`);
  return row;
}

export async function itemId(db: Db, slug: string): Promise<number> {
  return (await itemRow(db, slug)).id;
}

/** Sets an item's stock (goods) or active flag, as staff or an order would. */
export async function setItem(db: Db, slug: string, values: { stock?: number; active?: boolean; priceFen?: number }): Promise<void> {
  await db.update(storeItems).set(values).where(eq(storeItems.slug, slug));
}

/** What the caller reads for a refusal: the HTTP status, the code of `name`, its message in `lang` (params filled), no data. */
export function refusal(name: ErrorName, lang: Locale = 'en', params: Record<string, string | number> = {}) {
  const template = (messages[lang].Errors as Record<string, string>)[name];
  if (!template) throw new Error(`no message Errors.${name}`);
  const msg = Object.entries(params).reduce((text, [key, value]) => text.replaceAll(`{${key}}`, String(value)), template);
  return { status: ERROR_CODES[name].http, code: ERROR_CODES[name].code, msg, data: null };
}

/** Asserts an answer is the refusal `name`, with the code the brief names (a renumbered code fails). */
export function expectRefusal(answer: Answer<unknown>, code: number, name: ErrorName, lang: Locale = 'en', params: Record<string, string | number> = {}): void {
  expect(answer).toEqual(refusal(name, lang, params));
  expect(answer.code).toBe(code);
}

export function getItems(t: EngineSuite, options: { token?: string; lang?: Locale; kind?: string } = {}) {
  return ok<StoreItem[]>(t, `/api/shop/items${options.kind ? `?kind=${options.kind}` : ''}`, { token: options.token, lang: options.lang ?? 'en' });
}

export function cartOf(t: EngineSuite, token: string, lang: Locale = 'en') {
  return ok<Cart>(t, '/api/shop/cart', { token, lang });
}

export function addToCart(t: EngineSuite, token: string, body: Record<string, unknown>, lang: Locale = 'en') {
  return call<Cart>(t, '/api/shop/cart', { token, json: body, lang });
}

export function setQuantity(t: EngineSuite, token: string, id: number, body: Record<string, unknown>, lang: Locale = 'en') {
  return call<Cart>(t, `/api/shop/cart/${id}`, { method: 'PUT', token, json: body, lang });
}

export function removeLine(t: EngineSuite, token: string, id: number, lang: Locale = 'en') {
  return call<Cart>(t, `/api/shop/cart/${id}`, { method: 'DELETE', token, lang });
}

/** A valid mainland address (Hangzhou, Xihu district) with `overrides`. */
export function addressForm(overrides: Partial<Omit<AddressInput, 'region'>> & { region?: Partial<AddressInput['region']> } = {}): AddressInput {
  const { region, ...rest } = overrides;
  return {
    addressee: 'Wang Xiaoming',
    dialCode: '86',
    phone: '13812345678',
    detail: 'Room 501, Building 3, 18 Wensan Road',
    ...rest,
    region: { country: 'CN', provinceCode: '330000', cityCode: '330100', districtCode: '330106', text: '', ...region },
  };
}

export function addressList(t: EngineSuite, token: string) {
  return ok<Address[]>(t, '/api/user/address/list', { token });
}

export function createAddress(t: EngineSuite, token: string, body: unknown, lang: Locale = 'en') {
  return call<Address>(t, '/api/user/address', { token, json: body, lang });
}

export function updateAddress(t: EngineSuite, token: string, id: number, body: unknown, lang: Locale = 'en') {
  return call<Address>(t, `/api/user/address/${id}`, { method: 'PUT', token, json: body, lang });
}

export function deleteAddress(t: EngineSuite, token: string, id: number, lang: Locale = 'en') {
  return call<{ id: number }>(t, `/api/user/address/${id}`, { method: 'DELETE', token, lang });
}

export function setDefault(t: EngineSuite, token: string, id: number, lang: Locale = 'en') {
  return call<Address[]>(t, `/api/user/address/${id}/default`, { method: 'PUT', token, lang });
}
