/**
 * @jest-environment node
 */
/**
 * Seed teachers of the live classes (content/teachers): the data the database is
 * seeded with, and the illustrated portrait and intro picture that
 * scripts/seed-media/generate.mjs --teachers makes for each of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import data from '@/content/teachers/teachers.json';
import { SEED_TEACHERS, TEACHER_TAGS } from '@/content/teachers';

type Teacher = (typeof SEED_TEACHERS)[number];
type TeachersModule = { teacherPortraitSvg: (t: Teacher) => string; teacherIntroSvg: (t: Teacher) => string };

const ROOT = path.resolve(__dirname, '../../..');
const PUBLIC = path.join(ROOT, 'public');
// a variable specifier: jest transforms the .mjs file, TypeScript does not look for its types
const load = (rel: string) => import(path.join(ROOT, rel));

const TIME = /^([01]\d|2[0-3]):(00|30)$/;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const CURLY = /[\u2018\u2019\u201A\u201B\u2032]/;

describe('SEED_TEACHERS', () => {
  it('has 12 to 14 teachers with unique kebab-case slugs, the JSON file mapped one to one', () => {
    expect(SEED_TEACHERS.length).toBeGreaterThanOrEqual(12);
    expect(SEED_TEACHERS.length).toBeLessThanOrEqual(14);
    const slugs = SEED_TEACHERS.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)+$/);
    expect(new Set(SEED_TEACHERS.map((t) => t.name)).size).toBe(slugs.length);
    expect(SEED_TEACHERS).toEqual(data);
  });

  it('mixes genders and nationalities (ISO 3166 alpha-2)', () => {
    const genders = SEED_TEACHERS.map((t) => t.gender);
    expect(genders.filter((g) => g === 'female').length).toBeGreaterThanOrEqual(4);
    expect(genders.filter((g) => g === 'male').length).toBeGreaterThanOrEqual(4);
    for (const t of SEED_TEACHERS) {
      expect(t.nationality).toMatch(/^[A-Z]{2}$/);
      expect(Number.isInteger(t.yearsTeaching) && t.yearsTeaching > 0 && t.yearsTeaching < 40).toBe(true);
    }
    expect(new Set(SEED_TEACHERS.map((t) => t.nationality)).size).toBeGreaterThanOrEqual(5);
  });

  it('has exactly one paused teacher', () => {
    expect(SEED_TEACHERS.filter((t) => t.paused)).toHaveLength(1);
    for (const t of SEED_TEACHERS) expect(typeof t.paused).toBe('boolean');
  });

  it('uses tags from the fixed set only, each at most once per teacher', () => {
    const allowed: readonly string[] = TEACHER_TAGS;
    for (const t of SEED_TEACHERS) {
      expect(t.tags.length).toBeGreaterThan(0);
      expect(new Set(t.tags).size).toBe(t.tags.length);
      for (const tag of t.tags) expect(allowed).toContain(tag);
    }
  });

  it('has valid weekly availability: HH:mm on :00 or :30, from < to, no overlaps, at least 4 weekdays', () => {
    for (const t of SEED_TEACHERS) {
      const weekdays = new Set<number>();
      const byDay = new Map<number, [number, number][]>();
      for (const a of t.availability) {
        expect(Number.isInteger(a.weekday) && a.weekday >= 0 && a.weekday <= 6).toBe(true);
        expect(a.from).toMatch(TIME);
        expect(a.to).toMatch(TIME);
        expect(minutes(a.from)).toBeLessThan(minutes(a.to));
        if (a.weekday >= 1 && a.weekday <= 5) weekdays.add(a.weekday);
        byDay.set(a.weekday, [...(byDay.get(a.weekday) ?? []), [minutes(a.from), minutes(a.to)]]);
      }
      expect(weekdays.size).toBeGreaterThanOrEqual(4);
      for (const spans of byDay.values()) {
        spans.sort((x, y) => x[0] - y[0]);
        for (let i = 1; i < spans.length; i++) expect(spans[i][0]).toBeGreaterThanOrEqual(spans[i - 1][1]);
      }
    }
  });

  it('has at least three teachers with slots running past 21:00 (to 22:00 or later)', () => {
    const late = SEED_TEACHERS.filter((t) => t.availability.some((a) => minutes(a.to) >= minutes('22:00')));
    expect(late.length).toBeGreaterThanOrEqual(3);
  });

  it('introduces every teacher in English and Chinese, with plain apostrophes', () => {
    for (const t of SEED_TEACHERS) {
      expect(t.introduction.en.trim().length).toBeGreaterThan(80);
      expect(t.introduction.cn.trim().length).toBeGreaterThan(30);
      expect(t.introduction.cn).toMatch(/[\u4e00-\u9fff]/);
      expect(t.introduction.en).not.toMatch(CURLY);
      expect(t.introduction.en).not.toMatch(/[\u201C\u201D]/);
      expect(t.introduction.cn).not.toMatch(CURLY);
      expect(t.name).not.toMatch(CURLY);
    }
  });
});

describe('teacher pictures', () => {
  it('point at /media/seed/teachers/<slug>/', () => {
    for (const t of SEED_TEACHERS) {
      expect(t.avatar).toBe(`/media/seed/teachers/${t.slug}/avatar.webp`);
      expect(t.introPicture).toBe(`/media/seed/teachers/${t.slug}/intro.webp`);
    }
  });

  it('exist as WebP files of the right size (avatar 256x256 under 25 KB, intro 1200x675 under 90 KB)', async () => {
    for (const t of SEED_TEACHERS) {
      for (const [url, width, height, maxKb] of [
        [t.avatar, 256, 256, 25],
        [t.introPicture, 1200, 675, 90],
      ] as const) {
        const file = path.join(PUBLIC, url);
        expect(fs.existsSync(file)).toBe(true);
        const meta = await sharp(file).metadata();
        expect({ url, format: meta.format, width: meta.width, height: meta.height }).toEqual({ url, format: 'webp', width, height });
        expect(fs.statSync(file).size).toBeLessThan(maxKb * 1024);
      }
    }
  });

  it('are drawn deterministically, a different look for every teacher', async () => {
    const lib = (await load('scripts/seed-media/lib/teachers.mjs')) as TeachersModule;
    const portraits = SEED_TEACHERS.map((t) => lib.teacherPortraitSvg(t));
    expect(new Set(portraits).size).toBe(SEED_TEACHERS.length);
    const t = SEED_TEACHERS[0];
    expect(lib.teacherPortraitSvg(t)).toBe(portraits[0]);
    expect(lib.teacherIntroSvg(t)).toBe(lib.teacherIntroSvg(t));
    expect(lib.teacherIntroSvg(t)).toMatch(/^<svg [^>]*width="1200" height="675"/);
  });
});
