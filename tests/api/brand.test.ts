/**
 * The brand is a run-time setting (issue #16, item 1): BRAND_NAME_CN,
 * BRAND_NAME_EN and BRAND_LOGO_URL, read when the server runs, reach the
 * page titles and texts (the messages next-intl loads), the logo in the
 * header (the page's runtime configuration), the web app manifest, social
 * cards, and the code texts and e-mails the server sends; unset, everything
 * reads as before.
 */
import { ConfigError, getConfig } from '@/server/config';
import { DEFAULT_BRAND, getBrand, withBrand } from '@/lib/brand';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { socialCards } from '@/lib/seo/alternates';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import manifest from '@/app/manifest';
import { brandWords } from '@/server/services/auth/password-blocklist';

import { latestOutbox, newEmail, newPhone, smsCode, emailCode } from './helpers/auth';
import { describeApi, setServerEnv } from './helpers/test-app';

const ACME = { BRAND_NAME_CN: '极光英语', BRAND_NAME_EN: 'Acme English', BRAND_LOGO_URL: 'https://cdn.example.com/acme/logo.svg' };
const NONE = { BRAND_NAME_CN: undefined, BRAND_NAME_EN: undefined, BRAND_LOGO_URL: undefined };

/** Every string of a catalogue, for looking for a name anywhere in it. */
function allText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') return Object.values(value).map(allText).join('\n');
  return '';
}

describe('the messages pages are rendered with', () => {
  afterEach(() => {
    setServerEnv(NONE);
  });

  it('are the catalogues themselves while no brand is configured', () => {
    setServerEnv(NONE);
    expect(getBrand()).toEqual(DEFAULT_BRAND);
    expect(withBrand('cn', cn)).toBe(cn);
    expect(withBrand('en', en)).toBe(en);
    expect(cn.Meta.titleTemplate).toBe('%s - 萌芽英语');
    expect(en.Meta.titleTemplate).toBe('%s - Sprout English');
  });

  it('carry the configured names everywhere the default names stood, titles included; the copy is made once', () => {
    setServerEnv(ACME);
    const brandedCn = withBrand('cn', cn);
    const brandedEn = withBrand('en', en);
    expect(brandedCn.Meta.defaultTitle).toBe('极光英语 - 分级英文绘本与启蒙视频');
    expect(brandedCn.Meta.titleTemplate).toBe('%s - 极光英语');
    expect(brandedEn.Meta.titleTemplate).toBe('%s - Acme English');
    expect(brandedEn.Common.brand).toBe('Acme English');
    expect(brandedEn.Privacy.intro).toContain('Acme English (极光英语)');
    for (const text of [allText(brandedCn), allText(brandedEn)]) {
      expect(text).not.toContain('萌芽英语');
      expect(text).not.toContain('Sprout English');
    }
    // The source catalogues are untouched, and the next request gets the same copy.
    expect(cn.Common.brand).toBe('萌芽英语');
    expect(withBrand('cn', cn)).toBe(brandedCn);
  });
});

describe('outside the messages', () => {
  afterEach(() => {
    setServerEnv(NONE);
  });

  it('the page runtime configuration carries the logo; the manifest and social cards the names', () => {
    setServerEnv(ACME);
    expect(getRuntimeConfig().logoUrl).toBe('https://cdn.example.com/acme/logo.svg');
    const m = manifest();
    expect(m).toMatchObject({ name: '极光英语 Acme English', short_name: '极光英语', icons: [{ src: 'https://cdn.example.com/acme/logo.svg', type: 'image/svg+xml' }] });
    const card = (locale: string) => socialCards({ title: 't', description: 'd', url: '/', image: '/x.png', imageAlt: 'x', locale });
    expect(card('en').openGraph).toMatchObject({ siteName: 'Acme English' });
    expect(card('cn').openGraph).toMatchObject({ siteName: '极光英语' });

    setServerEnv(NONE);
    expect(getRuntimeConfig().logoUrl).toBe('/brand/logo.svg');
    expect(manifest()).toMatchObject({ name: '萌芽英语 Sprout English', icons: [{ src: '/brand/logo.svg' }] });
    expect(card('en').openGraph).toMatchObject({ siteName: 'Sprout English' });
  });

  it('new passwords made of the configured names are refused like the default ones', () => {
    setServerEnv(ACME);
    expect(brandWords()).toEqual(expect.arrayContaining(['sprout', '萌芽英语', '极光英语', 'acme english', 'acmeenglish']));
    setServerEnv(NONE);
    expect(brandWords()).not.toContain('acmeenglish');
  });

  it('a wrong name or logo stops the start with one line each', () => {
    const restore = setServerEnv({ BRAND_NAME_EN: 'Acme {English}', BRAND_NAME_CN: "Kid's", BRAND_LOGO_URL: 'http://cdn.example.com/logo.svg' });
    try {
      getConfig();
      throw new Error('accepted');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems).toEqual([
        `BRAND_NAME_CN = "Kid's": 1-40 characters without { } < > # or ' (use ’)`,
        `BRAND_NAME_EN = "Acme {English}": 1-40 characters without { } < > # or ' (use ’)`,
        'BRAND_LOGO_URL = "http://cdn.example.com/logo.svg": a path on this site such as /brand/logo.svg, or an https URL',
      ]);
    } finally {
      restore();
    }
    setServerEnv({ ...ACME, BRAND_NAME_EN: 'Kid’s English', BRAND_LOGO_URL: '/brand/acme.png' });
    expect(getConfig()).toMatchObject({ BRAND_NAME_EN: 'Kid’s English', BRAND_LOGO_URL: '/brand/acme.png' });
  });
});

describeApi('codes sent by SMS and e-mail', (t) => {
  afterEach(() => {
    setServerEnv(NONE);
  });

  it('name the configured brand, and the default one while none is set', async () => {
    setServerEnv(ACME);
    const phone = newPhone();
    await smsCode(t, phone);
    expect((await latestOutbox(t.db, `+86 ${phone}`)).body).toMatch(/^【极光英语】你的验证码是 \d{6}/);
    const email = newEmail();
    await emailCode(t, email);
    const mail = await latestOutbox(t.db, email);
    expect(mail.subject).toBe('极光英语：登录验证码');
    expect(mail.body).toContain('你正在登录极光英语。');

    setServerEnv(NONE);
    const other = newPhone();
    await smsCode(t, other);
    expect((await latestOutbox(t.db, `+86 ${other}`)).body).toMatch(/^【萌芽英语】你的验证码是 \d{6}/);
  });
});
