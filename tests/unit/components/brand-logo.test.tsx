/**
 * The header's, footer's and login's logo is the one the server was started
 * with (BRAND_LOGO_URL), read from the page's runtime configuration, not a
 * file fixed at build time; it is decorative beside the brand's name.
 */
import { render, screen } from '@testing-library/react';

import { serializeJsonLd } from '@/components/seo/json-ld';
import { BrandLogo } from '@/components/layout/brand-logo';
import { forgetRuntimeConfig, RUNTIME_CONFIG_ELEMENT_ID } from '@/lib/runtime-config';

function servePage(config: Record<string, unknown> | null): void {
  document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
  if (config) {
    const el = document.createElement('script');
    el.id = RUNTIME_CONFIG_ELEMENT_ID;
    el.type = 'application/json';
    el.textContent = serializeJsonLd(config);
    document.body.appendChild(el);
  }
  forgetRuntimeConfig();
}

afterEach(() => servePage(null));

test('shows the logo the page names, as a decorative image at its size', () => {
  servePage({ apiBaseUrl: '/api', createBookUrl: null, logoUrl: 'https://cdn.example.com/acme/logo.svg' });
  const { container } = render(<BrandLogo size={36} className="h-9 w-9" />);
  const img = container.querySelector('img')!;
  expect(img.getAttribute('src')).toBe('https://cdn.example.com/acme/logo.svg');
  expect(img.getAttribute('alt')).toBe('');
  expect(img.getAttribute('width')).toBe('36');
  expect(screen.queryByRole('img')).toBeNull(); // alt="" keeps it out of the accessibility tree
});

test('the bundled logo when the page names none (a page from before the setting, or no setting)', () => {
  servePage({ apiBaseUrl: '/api', createBookUrl: null });
  const { container } = render(<BrandLogo size={48} />);
  expect(container.querySelector('img')!.getAttribute('src')).toBe('/brand/logo.svg');
});
