import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';

import LOCAL_CODE_LIMITS from '../../scripts/local-code-limits.json';
import { ClusterUnavailable, DEFAULT_DATABASE_URL, startCluster, type Cluster } from '../../scripts/cluster.mjs';
import { ADULT_SIGN_UP, keepLogin, loginByCode, readCode, type Login } from './support/session';

// Several instances as `npm run cluster` runs them (#16): three production
// servers on one PostgreSQL behind Debian's nginx. A person logs in through
// instance A, another acts through instance B, and the first one's page,
// connected to instance C, hears of it live over its socket. Also one request
// through the balancer. Runs with playwright.cluster.config.ts (scripts/test.sh,
// "cluster tests"), on the production build the end-to-end step made; skips
// when there is no PostgreSQL (DATABASE_URL's server, else 127.0.0.1:5432) or no nginx.

const FIRST_PORT = Number(process.env.CLUSTER_E2E_FIRST_PORT ?? 3321);
const BALANCER_PORT = Number(process.env.CLUSTER_E2E_PORT ?? 3331);

const run = String(Date.now()).slice(-4);
let seq = 0;
const newPhone = () => `133${run}${String(++seq).padStart(4, '0')}`;

/** A database of its own on the PostgreSQL that DATABASE_URL names (else 127.0.0.1:5432), dropped afterwards. */
function throwawayDatabaseUrl(): string {
  const url = new URL(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
  url.pathname = `/sprout_cluster_e2e_${Date.now().toString(36)}`;
  return url.href;
}

async function dropDatabase(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

let cluster: Cluster | undefined;
let databaseUrl = '';
const api: APIRequestContext[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  databaseUrl = throwawayDatabaseUrl();
  try {
    cluster = await startCluster({
      instances: 3,
      firstPort: FIRST_PORT,
      port: BALANCER_PORT,
      databaseUrl,
      redisUrl: process.env.REDIS_URL ?? '',
      dir: 'test-results/cluster-e2e',
      build: false,
      env: {
        LOG_LEVEL: 'warn',
        DEV_OUTBOX: 'true',
        PASSWORD_PEPPER: 'e2e-only-pepper-not-a-secret-0001',
        SHUTDOWN_TIMEOUT_MS: '5000',
        ...LOCAL_CODE_LIMITS,
      },
      log: (line) => console.log(`cluster: ${line}`),
    });
    console.log(`cluster: started in ${(cluster.startMs / 1000).toFixed(1)} s (nginx ${cluster.nginxVersion})`);
  } catch (err) {
    if (err instanceof ClusterUnavailable) {
      test.skip(true, `no cluster here: ${err.message}`);
      return;
    }
    throw err;
  }
  for (const instance of cluster.instances) api.push(await playwrightRequest.newContext({ baseURL: instance.url }));
});

test.afterAll(async () => {
  await Promise.all(api.map((r) => r.dispose()));
  await cluster?.stop();
  if (cluster) await dropDatabase(databaseUrl).catch((err: Error) => console.warn(`dropping the test database: ${err.message}`));
});

async function makePublic(via: APIRequestContext, login: Login, nickname: string) {
  const res = await via.put('/api/user/info/update', { data: { nickname, profileVisibility: 'public' }, headers: { token: login.token } });
  expect((await res.json()).code).toBe(0);
}

test('one request through nginx reaches an instance, with nginx\'s request id; /api/metrics is not published', async () => {
  const balancer = await playwrightRequest.newContext({ baseURL: cluster!.url });
  try {
    const ready = await balancer.get('/api/ready');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
    // TRUST_PROXY names nginx, so the instance keeps nginx's $request_id (32 hex digits) instead of a new UUID.
    expect(ready.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect((await balancer.get('/')).status()).toBe(200);
    expect((await balancer.get('/api/metrics')).status()).toBe(404);
  } finally {
    await balancer.dispose();
  }
  // Each instance still answers its operator on this machine.
  expect((await api[0].get('/api/metrics')).status()).toBe(200);
});

test('logs in through instance A, acts through B, and a page on C receives it live over its socket', async ({ browser }) => {
  const [viaA, viaB, viaC] = api;

  // Ava logs in through A (the code is sent and checked there).
  const ava = await loginByCode(viaA, newPhone());
  // Ben's code is asked for through A, read in C's outbox and checked through B: codes are one store.
  const benPhone = newPhone();
  const sent = await viaA.post('/api/user/login/sendMsgCode', { data: { phoneNumber: benPhone, dialCode: '86', purpose: 'login' } });
  expect((await sent.json()).code).toBe(0);
  const msgCode = await readCode(viaC, `+86 ${benPhone}`);
  const checked = await viaB.post('/api/user/login/checkMsgCode', { data: { msgCode, phoneNumber: benPhone, dialCode: '86', ...ADULT_SIGN_UP } });
  const ben = (await checked.json()).data as Login;
  expect(ben.token).toBeTruthy();

  // Sessions made through one instance are known to the others.
  await makePublic(viaB, ava, `Ava${run}`);
  await makePublic(viaC, ben, `Ben${run}`);

  // Ava's page, and so its socket, is on instance C.
  const context = await browser.newContext({ baseURL: cluster!.instances[2].url, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  try {
    await keepLogin(context, cluster!.instances[2].url, ava);
    const page = await context.newPage();
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await page.goto(`/messageCenter?friendId=${ben.uid}`);
    const badge = page.getByTestId('header-message').getByTestId('unread-badge');
    await expect(badge).toHaveText('1'); // the welcome notice
    expect(sockets.some((url) => url.startsWith(`ws://127.0.0.1:${cluster!.instances[2].port}/ws`))).toBe(true);

    // Ben follows Ava through B: Ava's badge on C goes to 2 without a reload.
    const followed = await viaB.post(`/api/user/follow?userId=${ava.uid}`, { headers: { token: ben.token } });
    expect((await followed.json()).code).toBe(0);
    await expect(badge).toHaveText('2', { timeout: 5_000 });

    // Ben writes to Ava through B: the message appears in Ava's open conversation on C.
    const text = `Hello from instance B ${run}`;
    const message = await viaB.post('/api/msg/send', { data: { friendId: ava.uid, content: text }, headers: { token: ben.token } });
    expect((await message.json()).code).toBe(0);
    await expect(page.getByTestId('message-bubble').filter({ hasText: text })).toHaveCount(1, { timeout: 5_000 });
  } finally {
    await context.close();
  }
});
