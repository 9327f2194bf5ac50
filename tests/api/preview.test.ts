/**
 * Per-branch previews (issue #16, item 6): `npm run preview -- <branch>`
 * builds the branch in its own worktree and starts it on its own port with
 * its own database and uploads; several run side by side; `preview:stop`
 * removes one without touching the others. The real commands are run here
 * on real production builds: `npm test` runs this file after the end-to-end
 * step, whose build of this commit the previews link; run alone on a checkout
 * without one, the first preview builds it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = process.cwd();
const PREVIEWS_DIR = mkdtempSync(path.join(tmpdir(), 'sprout-previews-'));
const suffix = Math.random().toString(36).slice(2, 8);
const BRANCH_A = `preview-test-a-${suffix}`;
const BRANCH_B = `preview-test/B_${suffix}`;
const NAME_B = `preview-test-b-${suffix}`;

function env(): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = { ...process.env, PREVIEWS_DIR, PREVIEW_FIRST_PORT: String(4600 + Math.floor(Math.random() * 300)) };
  delete e.NODE_OPTIONS; // the API tests' --experimental-vm-modules is not for the build or the server
  return e;
}

function preview(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/preview.mjs', ...args], { cwd: ROOT, env: env(), encoding: 'utf8', timeout: 14 * 60_000 });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

function stateOf(name: string): { port: number; url: string; commit: string; pid: number } {
  return JSON.parse(readFileSync(path.join(PREVIEWS_DIR, name, 'preview.json'), 'utf8'));
}

beforeAll(() => {
  spawnSync('git', ['branch', BRANCH_A, 'HEAD'], { cwd: ROOT });
  spawnSync('git', ['branch', BRANCH_B, 'HEAD'], { cwd: ROOT });
});

afterAll(() => {
  preview('stop', BRANCH_A);
  preview('stop', BRANCH_B);
  spawnSync('git', ['branch', '-D', BRANCH_A, BRANCH_B], { cwd: ROOT });
  spawnSync('git', ['worktree', 'prune'], { cwd: ROOT });
  rmSync(PREVIEWS_DIR, { recursive: true, force: true });
}, 120_000);

test('two branches run side by side, each on its own port and database, and one stops without the other', async () => {
  const a = preview('start', BRANCH_A);
  expect(a.status).toBe(0);
  const stateA = stateOf(BRANCH_A);
  expect(a.out).toContain(`is running at ${stateA.url}`);

  const b = preview('start', BRANCH_B);
  expect(b.status).toBe(0);
  expect(b.out).toContain('reusing the build'); // same commit: built once
  const stateB = stateOf(NAME_B);
  expect(stateB.port).not.toBe(stateA.port);
  expect(stateB.commit).toBe(stateA.commit);

  for (const state of [stateA, stateB]) {
    const health = await fetch(`${state.url}/api/health`);
    expect(health.status).toBe(200);
    const home = await fetch(`${state.url}/`, { headers: { cookie: 'i18n_redirected=en' } });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Sprout English');
  }
  // Each has its own embedded database and uploads folder.
  expect(existsSync(path.join(PREVIEWS_DIR, BRANCH_A, 'data', 'pglite'))).toBe(true);
  expect(existsSync(path.join(PREVIEWS_DIR, NAME_B, 'data', 'pglite'))).toBe(true);

  const list = preview('list');
  expect(list.out).toContain(`${BRANCH_A}\t${BRANCH_A}`);
  expect(list.out).toContain(stateB.url);

  const stop = preview('stop', BRANCH_A);
  expect(stop.status).toBe(0);
  expect(existsSync(path.join(PREVIEWS_DIR, BRANCH_A))).toBe(false);
  await expect(fetch(`${stateA.url}/api/health`)).rejects.toThrow();
  expect((await fetch(`${stateB.url}/api/health`)).status).toBe(200);
  const worktrees = spawnSync('git', ['worktree', 'list'], { cwd: ROOT, encoding: 'utf8' }).stdout;
  expect(worktrees).not.toContain(path.join(PREVIEWS_DIR, BRANCH_A));
}, 15 * 60_000);

test('an unknown branch is refused with a clear message and leaves nothing behind', () => {
  const result = preview('start', `no-such-branch-${suffix}`);
  expect(result.status).toBe(1);
  expect(result.out).toContain(`no branch or commit "no-such-branch-${suffix}"`);
  expect(existsSync(path.join(PREVIEWS_DIR, `no-such-branch-${suffix}`))).toBe(false);
});
