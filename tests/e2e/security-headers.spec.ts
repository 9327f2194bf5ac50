import { expect, test, type APIResponse } from './support/test';

// Security finding #17.13 and baseline X2/X3: every answer Next gives carries the content and frame
// protection, including 404s for paths that end in an extension and public files; sockets may only
// go to the site itself; the health check tells strangers nothing about the build.

function csp(res: APIResponse): string {
  return res.headers()['content-security-policy'] ?? '';
}

function expectProtected(res: APIResponse) {
  expect(csp(res)).toContain("frame-ancestors 'none'");
  expect(csp(res)).toContain("object-src 'none'");
  expect(csp(res)).toContain("base-uri 'none'");
  expect(res.headers()['x-frame-options']).toBe('DENY');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers()['cross-origin-opener-policy']).toBe('same-origin');
}

test.describe('security headers', () => {
  for (const path of ['/nothing-here.php', '/wp-login.php', '/a/b/c.html', '/.env', '/x.json']) {
    test(`a 404 for ${path} carries CSP and frame protection`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(404);
      expectProtected(res);
    });
  }

  test('a page and a public SVG carry them too', async ({ request }) => {
    expectProtected(await request.get('/'));
    const svg = await request.get('/brand/logo.svg');
    expect(svg.status()).toBe(200);
    expectProtected(svg);
  });

  test('pages may open sockets only to the site itself, not to any ws: or wss: host', async ({ request, baseURL }) => {
    const policy = csp(await request.get('/'));
    const connect = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('connect-src'))!;
    const sources = connect.split(/\s+/).slice(1);
    expect(sources).not.toContain('ws:');
    expect(sources).not.toContain('wss:');
    expect(sources).toContain("'self'");
    expect(sources).toContain(`ws://${new URL(baseURL!).host}`);
  });

  test('production answers carry HSTS, pages and API alike', async ({ request }) => {
    for (const path of ['/', '/api/common/random/keywords']) {
      const res = await request.get(path);
      expect(res.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  test('the public health check says only whether the service is up', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.data).toEqual({ status: 'ok' });
  });
});
