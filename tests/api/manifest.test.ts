/**
 * Every route the API serves is declared in server/api/manifest.ts with who
 * may call it; a route missing there (or listed but gone) fails this suite,
 * and every route that is not public refuses a visitor with code 1001.
 */
import { createApi } from '@/server/api';
import { ROUTE_ACCESS } from '@/server/api/manifest';

import { describeApi, envelope } from './helpers/test-app';

function servedRoutes(): string[] {
  const seen = new Set<string>();
  for (const r of createApi().routes) {
    if (r.method === 'ALL') continue; // middleware
    seen.add(`${r.method} ${r.path}`);
  }
  return [...seen].sort();
}

describe('route manifest', () => {
  it('lists exactly the routes the API serves', () => {
    expect(servedRoutes()).toEqual(Object.keys(ROUTE_ACCESS).sort());
  });
});

describeApi('non-public routes refuse visitors', (t) => {
  const guarded = Object.entries(ROUTE_ACCESS).filter(([, access]) => access !== 'public');

  it.each(guarded)('%s (%s) answers 401 / 1001 without a session', async (route) => {
    const [method, path] = route.split(' ');
    const res = await t.request(path.replace(/:[A-Za-z]+/g, '1'), {
      method,
      ...(method === 'GET' ? {} : { json: {}, headers: { origin: 'http://localhost:3000' } }),
    });
    expect(res.status).toBe(401);
    expect((await envelope(res)).code).toBe(1001);
  });
});
