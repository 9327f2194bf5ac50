/**
 * The access tiers of server/api/access.ts, on a small app of their own (no
 * database): each tier guards its routes only, also when several routers share
 * one mount point; the record the manifest is read from names every route; and
 * the paging helper every list uses.
 */
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

import { STAFF_ROLE } from '@/lib/constants/auth';
import { createRouter } from '@/server/api/access';
import { ok, type AppEnv, type SessionUser } from '@/server/api/context';
import { ROUTE_ACCESS } from '@/server/api/manifest';
import { pageOffset, toPage } from '@/server/db/queries/paging';
import { AppError } from '@/server/errors';

const MEMBER: SessionUser = { id: 7, nickname: 'member', avatar: null, role: 'user', sessionId: 70 };
const STAFF: SessionUser = { ...MEMBER, id: 8, role: STAFF_ROLE, sessionId: 80 };

/** Two routers on one segment, as account, auth and userVideos share /api/user. */
function createTestApp() {
  const guarded = createRouter();
  guarded.user.get('/mine', (c) => ok(c, { id: c.var.user.id }));
  guarded.owner.delete('/mine/:id', (c) => ok(c, { id: c.var.user.id }));
  guarded.staff.get('/staff', (c) => ok(c, { role: c.var.user.role }));
  const open = createRouter();
  open.public.post('/login', (c) => ok(c, { user: c.var.user?.id ?? null }));

  const app = new Hono<AppEnv>();
  // Stands in for loadSession: the test picks the caller with a header.
  app.use('*', async (c, next) => {
    const who = c.req.header('x-test-user');
    c.set('user', who === 'staff' ? STAFF : who === 'member' ? MEMBER : null);
    await next();
  });
  app.route('/user', guarded.router);
  app.route('/user', open.router);
  app.onError((err, c) => {
    if (!(err instanceof AppError)) throw err;
    return c.json({ code: err.code, msg: err.error, data: null }, err.status as ContentfulStatusCode);
  });
  return { app, routes: [...guarded.routes, ...open.routes] };
}

async function call(app: Hono<AppEnv>, method: string, path: string, who?: 'member' | 'staff') {
  const res = await app.request(path, { method, headers: who ? { 'x-test-user': who } : {} });
  return { status: res.status, body: (await res.json()) as { code: number; data: unknown } };
}

describe('access tiers', () => {
  const { app, routes } = createTestApp();

  it('a user route refuses a visitor with 401 / 1001 and hands the handler the user', async () => {
    expect(await call(app, 'GET', '/user/mine')).toMatchObject({ status: 401, body: { code: 1001 } });
    expect(await call(app, 'GET', '/user/mine', 'member')).toMatchObject({ status: 200, body: { code: 0, data: { id: MEMBER.id } } });
  });

  it('an owner route is guarded like a user route (the service checks the ownership)', async () => {
    expect(await call(app, 'DELETE', '/user/mine/1')).toMatchObject({ status: 401, body: { code: 1001 } });
    expect(await call(app, 'DELETE', '/user/mine/1', 'member')).toMatchObject({ status: 200 });
  });

  it('a staff route refuses a visitor with 1001 and a member with 403', async () => {
    expect(await call(app, 'GET', '/user/staff')).toMatchObject({ status: 401, body: { code: 1001 } });
    expect(await call(app, 'GET', '/user/staff', 'member')).toMatchObject({ status: 403 });
    expect(await call(app, 'GET', '/user/staff', 'staff')).toMatchObject({ status: 200, body: { data: { role: STAFF_ROLE } } });
  });

  it('the guards stay on their routes: a public route on the same mount point lets a visitor in', async () => {
    expect(await call(app, 'POST', '/user/login')).toMatchObject({ status: 200, body: { code: 0, data: { user: null } } });
  });

  it('records every route once with its tier', () => {
    expect(routes).toEqual([
      { method: 'GET', path: '/mine', access: 'user' },
      { method: 'DELETE', path: '/mine/:id', access: 'owner' },
      { method: 'GET', path: '/staff', access: 'staff' },
      { method: 'POST', path: '/login', access: 'public' },
    ]);
  });

  it('the manifest reads the tiers off the real routers', () => {
    expect(ROUTE_ACCESS['DELETE /api/comment/:id']).toBe('owner');
    expect(ROUTE_ACCESS['POST /api/user/login/pwd']).toBe('public');
    expect(ROUTE_ACCESS['POST /api/picture/book/like']).toBe('user');
    expect(ROUTE_ACCESS['GET /api/monitor/events']).toBe('staff');
    expect(ROUTE_ACCESS['GET /api/health']).toBe('public');
  });
});

describe('paging', () => {
  it('skips the rows of the pages before', () => {
    expect(pageOffset({ page: 1, size: 10 })).toBe(0);
    expect(pageOffset({ page: 3, size: 12 })).toBe(24);
  });

  it('answers the list envelope', () => {
    expect(toPage(['a', 'b'], 12, { page: 2, size: 2 })).toEqual({ list: ['a', 'b'], total: 12, page: 2, size: 2 });
  });
});
