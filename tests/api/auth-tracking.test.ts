/**
 * POST /api/quickTracking/queryQuickTracking: the first-visit attribution the
 * client reports after login (SPEC §7). Stored once per user, first report
 * wins; a visitor without a session stores nothing.
 */
import { eq } from 'drizzle-orm';

import { userFirstVisits } from '@/server/db/schema';

import { cnMessages, createUserWithSession, describeApi, envelope } from './helpers/test-app';

const TRACK = '/api/quickTracking/queryQuickTracking';
const report = {
  type: 2,
  first_visit_time: '2026-11-20 08:30:00',
  first_referrer_host: 'www.example.com',
  first_referter_path: 'https://sprout.example/picture?from=ad',
};

describeApi('quick tracking', (t) => {
  const stored = async (userId: number) => t.db.select().from(userFirstVisits).where(eq(userFirstVisits.userId, userId));

  it('stores the logged-in user’s first visit and keeps the first report', async () => {
    const { userId, token } = await createUserWithSession(t.db);
    const res = await t.request(TRACK, { json: report, headers: { token } });
    expect(await envelope(res)).toEqual({ code: 0, msg: 'success', data: { stored: true } });
    const later = await t.request(TRACK, { json: { ...report, first_referrer_host: 'later.example' }, headers: { token } });
    expect((await envelope(later)).data).toEqual({ stored: true });
    const rows = await stored(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstVisitTime: '2026-11-20 08:30:00',
      referrerHost: 'www.example.com',
      referrerPath: 'https://sprout.example/picture?from=ad',
    });
  });

  it('stores nothing for a visitor', async () => {
    const res = await t.request(TRACK, { json: report });
    expect(await envelope(res)).toEqual({ code: 0, msg: 'success', data: { stored: false } });
  });

  it('accepts the report in the query string, and empty fields as absent', async () => {
    const { userId, token } = await createUserWithSession(t.db);
    const res = await t.request(`${TRACK}?type=2&first_visit_time=&first_referrer_host=direct`, { method: 'POST', headers: { token } });
    expect((await envelope(res)).data).toEqual({ stored: true });
    expect((await stored(userId))[0]).toMatchObject({ firstVisitTime: null, referrerHost: 'direct', referrerPath: null });
  });

  it('drops a userId in the report: the session decides whose visit it is', async () => {
    const { userId, token } = await createUserWithSession(t.db);
    const other = await createUserWithSession(t.db);
    const res = await t.request(TRACK, { json: { ...report, userId: other.userId }, headers: { token } });
    expect((await envelope(res)).data).toEqual({ stored: true });
    expect(await stored(userId)).toHaveLength(1);
    expect(await stored(other.userId)).toHaveLength(0);
  });

  it.each([
    [{ ...report, type: 1 }, 'type'],
    [{ ...report, first_visit_time: '2026/11/20 8:30' }, 'first_visit_time'],
    [{ ...report, first_referrer_host: 'h'.repeat(256) }, 'first_referrer_host'],
  ])('refuses %j naming %s', async (json, field) => {
    const { userId, token } = await createUserWithSession(t.db);
    const res = await t.request(TRACK, { json, headers: { token } });
    expect(res.status).toBe(400);
    expect((await envelope(res)).msg).toBe(cnMessages.Errors.VALIDATION_FAILED.replace('{field}', field));
    expect(await stored(userId)).toHaveLength(0);
  });
});
