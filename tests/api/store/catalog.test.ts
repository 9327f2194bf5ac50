/**
 * The store's catalogue (GET /api/shop/items and /items/{id}): the active
 * items, packages first, in the caller's language, packages with their terms,
 * refund rule and price per class, and the prepayment cap of a
 * compulsory-education student (at most 60 classes and 90 days per order).
 */
import { eq } from 'drizzle-orm';

import type { StoreItem } from '@/lib/types/store';
import { storeItems } from '@/server/db/schema';
import { createSeedMediaApp } from '@/server/web/seed-media';

import { call, messages, notFound, ok, UNKNOWN_ID } from '../helpers/calls';
import { describeApi } from '../helpers/test-app';
import { getItems, itemId, itemRow, newShopper, SEED_GOODS, SEED_PACKAGES, seedItems, setItem } from './support';

describeApi('store catalogue', (t) => {
  beforeAll(() => seedItems(t.db), 60_000);

  it('lists the active items to anyone, packages first in their order, then goods', async () => {
    const items = await getItems(t);
    expect(items.map((i) => i.slug)).toEqual([...SEED_PACKAGES, ...SEED_GOODS]);
    expect(items.map((i) => i.kind)).toEqual(['package', 'package', 'package', 'package', 'goods', 'goods', 'goods', 'goods']);
  });

  it('gives a package its terms, refund rule and price per class, and goods their stock and pictures', async () => {
    const items = await getItems(t);
    const byslug = Object.fromEntries(items.map((i) => [i.slug, i])) as Record<string, StoreItem>;
    expect(byslug['package-10']).toMatchObject({
      priceFen: 128_000,
      stock: null,
      pricePerClassFen: 12_800,
      terms: { classes: 10, minutesPerClass: 25, validityDays: 60, vouchers: 1, refundRule: messages.en.Store.refundRule },
      allowed: true,
    });
    expect(byslug['package-30']).toMatchObject({ priceFen: 348_000, pricePerClassFen: 11_600, terms: { classes: 30, validityDays: 90, vouchers: 3 } });
    expect(byslug['package-60']).toMatchObject({ priceFen: 648_000, pricePerClassFen: 10_800, terms: { classes: 60, validityDays: 90, vouchers: 6 } });
    expect(byslug['package-120']).toMatchObject({ priceFen: 1_188_000, pricePerClassFen: 9_900, terms: { classes: 120, validityDays: 365, vouchers: 12 } });
    for (const slug of SEED_GOODS) {
      const item = byslug[slug];
      expect(item).toMatchObject({ kind: 'goods', terms: null, pricePerClassFen: null, allowed: true });
      expect(item.stock).toBeGreaterThanOrEqual(20);
      expect(item.stock).toBeLessThanOrEqual(200);
      expect(item.images.length).toBeGreaterThanOrEqual(2);
      for (const image of item.images) expect(image).toMatch(new RegExp(`^/media/seed/store/${slug}/[a-z-]+\\.webp\\?v=[0-9a-f]{12}$`));
    }
  });

  it('serves every picture of the goods from the seed media server, cached for a year', async () => {
    const media = createSeedMediaApp();
    const images = (await getItems(t)).flatMap((i) => i.images);
    expect(images).toHaveLength(8);
    for (const url of images) {
      const res = await media.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('narrows the list by kind and refuses an unknown kind', async () => {
    expect((await getItems(t, { kind: 'package' })).map((i) => i.slug)).toEqual([...SEED_PACKAGES]);
    expect((await getItems(t, { kind: 'goods' })).map((i) => i.slug)).toEqual([...SEED_GOODS]);
    const answer = await call(t, '/api/shop/items?kind=gift', { lang: 'en' });
    expect(answer).toMatchObject({ status: 400, code: 4000, data: null });
  });

  it("answers in the caller's language: names, descriptions and the refund rule", async () => {
    const [en, cn] = await Promise.all([getItems(t, { lang: 'en' }), getItems(t, { lang: 'cn' })]);
    const row = await itemRow(t.db, 'package-60');
    const enPkg = en.find((i) => i.slug === 'package-60');
    const cnPkg = cn.find((i) => i.slug === 'package-60');
    expect(enPkg).toMatchObject({ name: row.name, description: row.description });
    expect(cnPkg).toMatchObject({ name: row.nameCn, description: row.descriptionCn });
    expect(enPkg?.name).not.toBe(cnPkg?.name);
    expect(enPkg?.terms?.refundRule).toBe(messages.en.Store.refundRule);
    expect(cnPkg?.terms?.refundRule).toBe(messages.cn.Store.refundRule);
    expect(cnPkg?.terms?.refundRule).toMatch(/[\u4e00-\u9fff]/);
  });

  it('marks packages over 60 classes or 90 days as not allowed for a compulsory-education student only', async () => {
    const student = await newShopper(t.db, { compulsory: true });
    const other = await newShopper(t.db);
    const allowed = (items: StoreItem[]) => Object.fromEntries(items.filter((i) => i.kind === 'package').map((i) => [i.slug, i.allowed]));
    expect(allowed(await getItems(t, { token: student.token }))).toEqual({ 'package-10': true, 'package-30': true, 'package-60': true, 'package-120': false });
    expect(allowed(await getItems(t, { token: other.token }))).toEqual({ 'package-10': true, 'package-30': true, 'package-60': true, 'package-120': true });
    expect(allowed(await getItems(t))).toEqual({ 'package-10': true, 'package-30': true, 'package-60': true, 'package-120': true });

    // The cap is on days too: 60 classes valid for 91 days is over it.
    const id = await itemId(t.db, 'package-60');
    await t.db.update(storeItems).set({ validityDays: 91 }).where(eq(storeItems.id, id));
    try {
      expect((await ok<StoreItem>(t, `/api/shop/items/${id}`, { token: student.token })).allowed).toBe(false);
      expect((await ok<StoreItem>(t, `/api/shop/items/${id}`, { token: other.token })).allowed).toBe(true);
    } finally {
      await t.db.update(storeItems).set({ validityDays: 90 }).where(eq(storeItems.id, id));
    }
    expect((await ok<StoreItem>(t, `/api/shop/items/${id}`, { token: student.token })).allowed).toBe(true);
  });

  it('answers one item by id, the same as in the list', async () => {
    const list = await getItems(t, { lang: 'cn' });
    const id = await itemId(t.db, 'flash-cards');
    const one = await ok<StoreItem>(t, `/api/shop/items/${id}`, { lang: 'cn' });
    expect(one).toEqual(list.find((i) => i.id === id));
  });

  it('answers 4040 for an unknown or withdrawn item, and leaves withdrawn items out of the list', async () => {
    expect(await call(t, `/api/shop/items/${UNKNOWN_ID}`, { lang: 'en' })).toEqual(notFound('en'));
    const id = await itemId(t.db, 'reading-log');
    await setItem(t.db, 'reading-log', { active: false });
    try {
      expect(await call(t, `/api/shop/items/${id}`, { lang: 'cn' })).toEqual(notFound('cn'));
      expect((await getItems(t)).map((i) => i.slug)).not.toContain('reading-log');
    } finally {
      await setItem(t.db, 'reading-log', { active: true });
    }
    expect((await getItems(t)).map((i) => i.slug)).toContain('reading-log');
    expect(await call(t, '/api/shop/items/abc', { lang: 'en' })).toMatchObject({ status: 400, code: 4000 });
  });

  it('seeds idempotently: a second run keeps the ids, the stock and what staff changed', async () => {
    const before = await getItems(t);
    await setItem(t.db, 'kids-headset', { stock: 7, priceFen: 9_900 });
    await seedItems(t.db);
    const after = await getItems(t);
    expect(after.map((i) => [i.slug, i.id])).toEqual(before.map((i) => [i.slug, i.id]));
    expect(after.find((i) => i.slug === 'kids-headset')).toMatchObject({ stock: 7, priceFen: 9_900 });
  });
});
