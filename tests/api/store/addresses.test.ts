/**
 * Shipping addresses (/api/user/address/...): validation with a message per
 * field, a mainland region whose codes must exist and belong together (the
 * server writes its text), exactly one default through every change, at most
 * 20 addresses, and nobody reads or changes another user's addresses.
 */
import { eq } from 'drizzle-orm';

import type { Address } from '@/lib/types/store';
import { addresses } from '@/server/db/schema';

import { expectLoginRequired, notFound } from '../helpers/calls';
import { describeEachEngine } from '../helpers/test-app';
import { addressForm, addressList, createAddress, deleteAddress, expectRefusal, newShopper, setDefault, updateAddress, type Shopper } from './support';

describeEachEngine('shipping addresses', (t) => {
  async function add(me: Shopper, overrides: Parameters<typeof addressForm>[0] = {}): Promise<Address> {
    const answer = await createAddress(t, me.token, addressForm(overrides));
    expect(answer.status).toBe(200);
    return answer.data;
  }

  /** The defaults in the table itself (the answer could hide a second one). */
  async function defaultsOf(userId: number): Promise<number[]> {
    const rows = await t.db.select().from(addresses).where(eq(addresses.userId, userId));
    return rows.filter((r) => r.isDefault).map((r) => r.id);
  }

  it('needs a login for every address route', async () => {
    await expectLoginRequired(t, '/api/user/address/list');
    await expectLoginRequired(t, '/api/user/address', { method: 'POST', json: addressForm() });
    await expectLoginRequired(t, '/api/user/address/1', { method: 'PUT', json: addressForm() });
    await expectLoginRequired(t, '/api/user/address/1', { method: 'DELETE' });
    await expectLoginRequired(t, '/api/user/address/1/default', { method: 'PUT' });
  });

  it('saves a mainland address with the region text from the codes, whatever text the client sent', async () => {
    const me = await newShopper(t.db);
    const saved = await add(me, { addressee: '  Wang Xiaoming  ', phone: '138 1234-5678', region: { text: 'Somewhere else' } });
    expect(saved).toEqual({
      id: expect.any(Number),
      addressee: 'Wang Xiaoming',
      dialCode: '86',
      phone: '13812345678',
      region: { country: 'CN', provinceCode: '330000', cityCode: '330100', districtCode: '330106', text: '浙江省 杭州市 西湖区' },
      detail: 'Room 501, Building 3, 18 Wensan Road',
      isDefault: true,
    });
    // A municipality's city is not repeated.
    const beijing = await add(me, { region: { provinceCode: '110000', cityCode: '110100', districtCode: '110105' } });
    expect(beijing.region.text).toBe('北京市 朝阳区');
    expect(await addressList(t, me.token)).toEqual([saved, beijing]);
  });

  it('saves an address outside mainland China with its free-text region and phone', async () => {
    const me = await newShopper(t.db);
    const saved = await add(me, { dialCode: '44', phone: '7700900123', region: { country: 'GB', provinceCode: '330000', text: '  London  ' } });
    expect(saved).toMatchObject({ dialCode: '44', phone: '7700900123', region: { country: 'GB', text: 'London' } });
    expect(saved.region).not.toHaveProperty('provinceCode');
    const hongKong = await add(me, { dialCode: '852', phone: '91234567', region: { country: 'HK', text: 'Central, Hong Kong' } });
    expect(hongKong.region).toEqual({ country: 'HK', text: 'Central, Hong Kong' });
  });

  it('refuses each bad field with its own code and message, in the caller language, and saves nothing', async () => {
    const me = await newShopper(t.db);
    const cases: [Parameters<typeof addressForm>[0], number, Parameters<typeof expectRefusal>[2]][] = [
      [{ addressee: '   ' }, 4806, 'ADDRESS_ADDRESSEE_INVALID'],
      [{ addressee: 'x'.repeat(51) }, 4806, 'ADDRESS_ADDRESSEE_INVALID'],
      [{ phone: '12812345678' }, 4807, 'ADDRESS_PHONE_INVALID'],
      [{ phone: '1381234567' }, 4807, 'ADDRESS_PHONE_INVALID'],
      [{ phone: '138123456789' }, 4807, 'ADDRESS_PHONE_INVALID'],
      [{ dialCode: '44', phone: '1234' }, 4807, 'ADDRESS_PHONE_INVALID'],
      [{ dialCode: '44', phone: '1234567890123456' }, 4807, 'ADDRESS_PHONE_INVALID'],
      [{ dialCode: '44', phone: '77009abc' }, 4807, 'ADDRESS_PHONE_INVALID'],
      [{ dialCode: 'uk' }, 4807, 'ADDRESS_PHONE_INVALID'],
      [{ detail: 'x' }, 4809, 'ADDRESS_DETAIL_INVALID'],
      [{ detail: 'x'.repeat(201) }, 4809, 'ADDRESS_DETAIL_INVALID'],
      [{ region: { country: 'GB', text: 'L' } }, 4808, 'ADDRESS_REGION_INVALID'],
      [{ region: { country: 'GB', text: 'x'.repeat(101) } }, 4808, 'ADDRESS_REGION_INVALID'],
      [{ region: { country: 'China' } }, 4808, 'ADDRESS_REGION_INVALID'],
    ];
    for (const [overrides, code, name] of cases) {
      expectRefusal(await createAddress(t, me.token, addressForm(overrides)), code, name);
    }
    expectRefusal(await createAddress(t, me.token, addressForm({ phone: '123' }), 'cn'), 4807, 'ADDRESS_PHONE_INVALID', 'cn');
    expect(await addressList(t, me.token)).toEqual([]);
  });

  it('refuses mainland codes that are unknown, missing or do not belong together (4808)', async () => {
    const me = await newShopper(t.db);
    const bad = [
      { provinceCode: '999999' },
      { cityCode: '330199' },
      { districtCode: '330199' },
      { districtCode: undefined },
      // A city of another province, and a district of another city.
      { cityCode: '320100' },
      { districtCode: '330203' },
      // Codes that exist but at the wrong level.
      { provinceCode: '330100' },
      // The dataset lists Hong Kong too, but it is not mainland China (written as free text instead).
      { provinceCode: '810000', cityCode: '810100', districtCode: '810101' },
    ];
    for (const region of bad) expectRefusal(await createAddress(t, me.token, addressForm({ region })), 4808, 'ADDRESS_REGION_INVALID');
    expect(await addressList(t, me.token)).toEqual([]);
  });

  it('makes the first address the default and keeps exactly one default through create, update, set-default and delete', async () => {
    const me = await newShopper(t.db);
    const a = await add(me, { addressee: 'A' });
    const b = await add(me, { addressee: 'B' });
    expect(a.isDefault).toBe(true);
    expect(b.isDefault).toBe(false);
    expect(await defaultsOf(me.userId)).toEqual([a.id]);

    // A new address asked to be the default takes it.
    const c = await add(me, { addressee: 'C', isDefault: true });
    expect(c.isDefault).toBe(true);
    expect(await defaultsOf(me.userId)).toEqual([c.id]);
    expect((await addressList(t, me.token)).map((x) => x.addressee)).toEqual(['C', 'B', 'A']);

    // Update: asking for the default takes it; asking to drop it keeps it (there is always one).
    expect((await updateAddress(t, me.token, b.id, addressForm({ addressee: 'B2', isDefault: true }))).data).toMatchObject({ addressee: 'B2', isDefault: true });
    expect(await defaultsOf(me.userId)).toEqual([b.id]);
    expect((await updateAddress(t, me.token, b.id, addressForm({ addressee: 'B3', isDefault: false }))).data.isDefault).toBe(true);
    expect((await updateAddress(t, me.token, a.id, addressForm({ addressee: 'A2' }))).data).toMatchObject({ addressee: 'A2', isDefault: false });
    expect(await defaultsOf(me.userId)).toEqual([b.id]);

    // Set default answers the list, the default first.
    const list = (await setDefault(t, me.token, a.id)).data;
    expect(list.map((x) => [x.id, x.isDefault])).toEqual([
      [a.id, true],
      [c.id, false],
      [b.id, false],
    ]);
    expect((await setDefault(t, me.token, a.id)).data[0].id).toBe(a.id);
    expect(await defaultsOf(me.userId)).toEqual([a.id]);

    // Deleting the default makes the most recent other address the default.
    expect((await deleteAddress(t, me.token, a.id)).data).toEqual({ id: a.id });
    expect(await defaultsOf(me.userId)).toEqual([c.id]);
    // Deleting another keeps the default.
    await deleteAddress(t, me.token, b.id);
    expect(await defaultsOf(me.userId)).toEqual([c.id]);
    await deleteAddress(t, me.token, c.id);
    expect(await addressList(t, me.token)).toEqual([]);
    // The next first address is the default again.
    expect((await add(me)).isDefault).toBe(true);
  });

  it('keeps one default when two addresses are made default at once', async () => {
    const me = await newShopper(t.db);
    const [a, b, c] = [await add(me), await add(me), await add(me)];
    const answers = await Promise.all([setDefault(t, me.token, b.id), setDefault(t, me.token, c.id), updateAddress(t, me.token, a.id, addressForm({ isDefault: true }))]);
    expect(answers.map((x) => x.code)).toEqual([0, 0, 0]);
    expect(await defaultsOf(me.userId)).toHaveLength(1);
  });

  it('keeps at most 20 addresses (4805)', async () => {
    const me = await newShopper(t.db);
    for (let i = 0; i < 17; i++) await add(me, { addressee: `N${i}` });
    // Five at once past the limit: three are saved, two refused.
    const answers = await Promise.all(Array.from({ length: 5 }, () => createAddress(t, me.token, addressForm())));
    expect(answers.map((a) => a.code).sort()).toEqual([0, 0, 0, 4805, 4805]);
    expectRefusal(await createAddress(t, me.token, addressForm()), 4805, 'ADDRESS_LIMIT', 'en', { max: 20 });
    expectRefusal(await createAddress(t, me.token, addressForm(), 'cn'), 4805, 'ADDRESS_LIMIT', 'cn', { max: 20 });
    const list = await addressList(t, me.token);
    expect(list).toHaveLength(20);
    await deleteAddress(t, me.token, list[5].id);
    expect((await createAddress(t, me.token, addressForm())).status).toBe(200);
  });

  it("answers 4040 for another user's address and changes nothing", async () => {
    const alice = await newShopper(t.db);
    const bob = await newShopper(t.db);
    const a1 = await add(alice);
    const a2 = await add(alice, { addressee: 'Second' });
    const before = await addressList(t, alice.token);

    expect(await updateAddress(t, bob.token, a2.id, addressForm({ addressee: 'Bob' }))).toEqual(notFound('en'));
    expect(await setDefault(t, bob.token, a2.id)).toEqual(notFound('en'));
    expect(await deleteAddress(t, bob.token, a1.id)).toEqual(notFound('en'));
    expect(await addressList(t, bob.token)).toEqual([]);
    expect(await addressList(t, alice.token)).toEqual(before);
    expect(await updateAddress(t, alice.token, 987_654, addressForm())).toEqual(notFound('en'));
  });
});
