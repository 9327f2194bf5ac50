/**
 * The browser takes the API's address and the 'Create Book' site from the page
 * the server rendered (issue #16: nothing environment-specific is baked into
 * the build).
 */
import { serializeJsonLd } from '@/components/seo/json-ld';
import { createBookUrl } from '@/lib/constants/routes';
import { apiBaseUrl } from '@/lib/http';
import {
  forgetRuntimeConfig,
  getRuntimeConfig,
  RUNTIME_CONFIG_ELEMENT_ID,
} from '@/lib/runtime-config';

function servePage(text: string | null): void {
  document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
  if (text !== null) {
    const el = document.createElement('script');
    el.id = RUNTIME_CONFIG_ELEMENT_ID;
    el.type = 'application/json';
    el.textContent = text;
    document.body.appendChild(el);
  }
  forgetRuntimeConfig();
}

afterEach(() => servePage(null));

describe('runtime configuration in the browser', () => {
  test('the API calls go where the page says', () => {
    servePage(serializeJsonLd({ apiBaseUrl: 'https://api.example.com/v2/', createBookUrl: null }));
    expect(apiBaseUrl()).toBe('https://api.example.com/v2');
    servePage(serializeJsonLd({ apiBaseUrl: '/backend', createBookUrl: null }));
    expect(apiBaseUrl()).toBe(`${window.location.origin}/backend`);
  });

  test("the 'Create Book' button follows the page's setting, in English only", () => {
    servePage(serializeJsonLd({ apiBaseUrl: '/api', createBookUrl: 'https://create.example.com/' }));
    expect(createBookUrl('en')).toBe('https://create.example.com/');
    expect(createBookUrl('cn')).toBeNull();
  });

  test('a page without the element, or with a broken one, falls back to /api and no creation site', () => {
    servePage(null);
    expect(getRuntimeConfig()).toEqual({ apiBaseUrl: '/api', createBookUrl: null, logoUrl: '/brand/logo.svg' });
    servePage('{"apiBaseUrl": 5');
    expect(getRuntimeConfig()).toEqual({ apiBaseUrl: '/api', createBookUrl: null, logoUrl: '/brand/logo.svg' });
    servePage('{"apiBaseUrl": 5, "createBookUrl": null}');
    expect(apiBaseUrl()).toBe(`${window.location.origin}/api`);
  });

  test('a value cannot close the script element it is written into', () => {
    const text = serializeJsonLd({ apiBaseUrl: '/api', createBookUrl: 'https://x.example/</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).createBookUrl).toBe('https://x.example/</script><script>alert(1)</script>');
  });
});
