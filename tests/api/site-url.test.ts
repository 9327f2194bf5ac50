/**
 * A production start without SITE_URL says so (issue #10): otherwise the
 * sitemap, robots.txt and canonical links quietly name localhost.
 */
import { productionWarnings } from '@/server/config';

describe('productionWarnings', () => {
  it('warns a production start without SITE_URL, naming what goes wrong and how to fix it', () => {
    const [warning, ...more] = productionWarnings({ NODE_ENV: 'production' });
    expect(more).toEqual([]);
    expect(warning).toMatch(/^SITE_URL is not set/);
    expect(warning).toContain('sitemap');
    expect(warning).toContain('SITE_URL=https://');
    expect(productionWarnings({ NODE_ENV: 'production', SITE_URL: '  ' })).toHaveLength(1);
  });

  it('warns about a local or malformed SITE_URL in production', () => {
    expect(productionWarnings({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' })[0]).toMatch(/local address/);
    expect(productionWarnings({ NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:8080' })[0]).toMatch(/local address/);
    expect(productionWarnings({ NODE_ENV: 'production', SITE_URL: 'www.example.com' })[0]).toMatch(/not a URL/);
  });

  it('says nothing with a public SITE_URL, or outside production', () => {
    expect(productionWarnings({ NODE_ENV: 'production', SITE_URL: 'https://www.sprout.example' })).toEqual([]);
    expect(productionWarnings({ NODE_ENV: 'development' })).toEqual([]);
    expect(productionWarnings({ NODE_ENV: 'test' })).toEqual([]);
  });
});
