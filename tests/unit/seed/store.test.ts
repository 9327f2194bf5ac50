/**
 * @jest-environment node
 */
/**
 * The store's seed items (server/db/seed/store.ts) and the product pictures
 * scripts/seed-media/generate.mjs --only=store makes for the goods: four
 * packages with the decided terms, goods with stock and two or three
 * pictures each, every picture a generated WebP the media server knows.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

import manifest from '@/scripts/seed-media/manifest.json';
import { SEED_STORE_ITEMS } from '@/server/db/seed/store';

const ROOT = path.resolve(__dirname, '../../..');
const CURLY = /[\u2018\u2019\u201A\u201B\u2032]/;
const load = (rel: string) => import(path.join(ROOT, rel));

describe('SEED_STORE_ITEMS', () => {
  it('has the four decided packages: classes, days and price in fen', () => {
    const packages = SEED_STORE_ITEMS.filter((i) => i.kind === 'package').map((i) => [i.terms?.classes, i.terms?.validityDays, i.priceFen]);
    expect(packages).toEqual([
      [10, 60, 128_000],
      [30, 90, 348_000],
      [60, 90, 648_000],
      [120, 365, 1_188_000],
    ]);
  });

  it('has 3 to 4 goods with stock 20 to 200 and 2 to 3 pictures each', () => {
    const goods = SEED_STORE_ITEMS.filter((i) => i.kind === 'goods');
    expect(goods.length).toBeGreaterThanOrEqual(3);
    expect(goods.length).toBeLessThanOrEqual(4);
    for (const item of goods) {
      expect(item.stock).toBeGreaterThanOrEqual(20);
      expect(item.stock).toBeLessThanOrEqual(200);
      expect(item.images.length).toBeGreaterThanOrEqual(2);
      expect(item.images.length).toBeLessThanOrEqual(3);
    }
  });

  it('has unique slugs and texts in both languages with straight apostrophes only', () => {
    expect(new Set(SEED_STORE_ITEMS.map((i) => i.slug)).size).toBe(SEED_STORE_ITEMS.length);
    for (const item of SEED_STORE_ITEMS) {
      for (const text of [item.name, item.description]) {
        expect(text.trim().length).toBeGreaterThan(0);
        expect(text).not.toMatch(CURLY);
      }
      expect(item.nameCn).toMatch(/[\u4e00-\u9fff]/);
      expect(item.descriptionCn).toMatch(/[\u4e00-\u9fff]/);
      expect(item.name.length).toBeLessThanOrEqual(100);
      expect(item.nameCn.length).toBeLessThanOrEqual(100);
    }
  });

  it('shows only generated pictures: 800 x 800 WebP in the media manifest, under 2 MB together', async () => {
    const { STORE_PICTURES } = (await load('scripts/seed-media/lib/store.mjs')) as { STORE_PICTURES: [string, string, unknown][] };
    const generated = STORE_PICTURES.map(([slug, file]) => `/media/seed/store/${slug}/${file}`).sort();
    const shown = SEED_STORE_ITEMS.flatMap((i) => i.images).sort();
    expect(shown).toEqual(generated);
    let total = 0;
    for (const url of shown) {
      const file = path.join(ROOT, 'public', url);
      const bytes = fs.statSync(file).size;
      total += bytes;
      expect(bytes).toBeLessThan(100_000);
      expect((manifest as Record<string, string>)[url.slice('/media/seed/'.length)]).toBeDefined();
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 800]);
    }
    expect(total).toBeLessThan(2_000_000);
  });
});
