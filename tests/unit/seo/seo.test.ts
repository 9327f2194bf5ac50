import { serializeJsonLd } from '@/components/seo/json-ld';
import { metaDescription, pageAlternates, withLang } from '@/lib/seo/alternates';
import { isoDuration } from '@/lib/seo/structured-data';

describe('JSON-LD serialisation', () => {
  it('cannot end the script element or start a comment, and still parses to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & <!-- \u2028\u2029' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('alternates', () => {
  it('gives each language its ?lang= URL, the bare path as x-default, and a canonical in the page language', () => {
    expect(pageAlternates('/picture/detail/3', 'zh-CN')).toEqual({
      canonical: '/picture/detail/3?lang=cn',
      languages: { 'zh-CN': '/picture/detail/3?lang=cn', en: '/picture/detail/3?lang=en', 'x-default': '/picture/detail/3' },
    });
    expect(pageAlternates('/search?keyword=duck', 'en').canonical).toBe('/search?keyword=duck&lang=en');
  });

  it('replaces a lang already in the query', () => {
    expect(withLang('/search?lang=en&keyword=a', 'cn')).toBe('/search?lang=cn&keyword=a');
  });

  it('trims descriptions to 160 characters on a character boundary', () => {
    expect(metaDescription('short  text\n')).toBe('short text');
    const long = '字'.repeat(200);
    const out = metaDescription(long);
    expect([...out]).toHaveLength(160);
    expect(out.endsWith('…')).toBe(true);
  });

  it('writes ISO 8601 durations', () => {
    expect(isoDuration(53.5)).toBe('PT54S');
    expect(isoDuration(125)).toBe('PT2M5S');
  });
});
