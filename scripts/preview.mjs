// Per-branch previews: a production build of one branch, started on its own
// port with its own embedded database and uploads, beside any others.
//
//   npm run preview -- <branch> [--port N]   build the branch and start it; prints its URL
//   npm run preview:stop -- <branch>         stop it and remove its folder
//   npm run preview:list                     the previews that exist, and whether they answer
//
// Each preview lives in .previews/<name>/ of this checkout: `src/` (a git
// worktree of the branch's commit), `data/pglite`, `data/uploads`,
// `server.log` and `preview.json` (branch, commit, port, pid, url). A build is
// made once per commit: a second preview of the same commit, or of the commit
// the checkout has built (`npm run build` stamps its sources), links it. The
// dependencies are hard links of this checkout's node_modules when the
// branch's package-lock.json is the same, else a fresh `npm install`.
// Nothing environment-specific is in a build (docs/decisions.md, "Runtime
// configuration"), so the build of a commit serves every preview of it.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

import { sourceHash, STAMP } from './build-if-needed.mjs';
import { isAlive } from './lib/processes.mjs';

const ROOT = process.cwd();
const PREVIEWS = path.resolve(process.env.PREVIEWS_DIR || path.join(ROOT, '.previews'));
const FIRST_PORT = Number(process.env.PREVIEW_FIRST_PORT || 4100);
const READY_TIMEOUT_MS = Number(process.env.PREVIEW_READY_TIMEOUT_MS || 180_000);

function fail(message) {
  console.error(`preview: ${message}`);
  process.exit(1);
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
    throw new Error(`${cmd} ${args.join(' ')} failed${output ? `:\n${output.split('\n').slice(-20).join('\n')}` : ''}`);
  }
  return (result.stdout ?? '').trim();
}

/** A folder name for a branch: `feature/Login-2` → `feature-login-2`. */
export function previewName(branch) {
  const name = branch.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  if (!name) fail(`"${branch}" gives no usable preview name`);
  return name;
}

function readState(dir) {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'preview.json'), 'utf8'));
  } catch {
    return null;
  }
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function choosePort(requested) {
  const taken = new Set(
    existsSync(PREVIEWS)
      ? readdirSync(PREVIEWS)
          .map((name) => readState(path.join(PREVIEWS, name)))
          .filter((s) => s && isAlive(s.pid))
          .map((s) => s.port)
      : [],
  );
  if (requested) {
    if (taken.has(requested) || !(await portIsFree(requested))) fail(`port ${requested} is taken`);
    return requested;
  }
  for (let port = FIRST_PORT; port < FIRST_PORT + 200; port += 1) {
    if (!taken.has(port) && (await portIsFree(port))) return port;
  }
  fail(`no free port from ${FIRST_PORT} to ${FIRST_PORT + 199}`);
}

async function waitUntilReady(url, pid, logFile) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) break;
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
  console.error(`preview: the server did not answer at ${url}/api/health${log ? `; the end of its log:\n${log}` : ''}`);
  return false;
}

async function stopPreview(name, { quiet = false } = {}) {
  const dir = path.join(PREVIEWS, name);
  if (!existsSync(dir)) {
    if (!quiet) console.log(`preview: no preview "${name}"`);
    return false;
  }
  const state = readState(dir);
  if (state && isAlive(state.pid)) {
    process.kill(state.pid, 'SIGTERM'); // the server drains and closes its database
    const deadline = Date.now() + 30_000;
    while (isAlive(state.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    if (isAlive(state.pid)) process.kill(state.pid, 'SIGKILL');
  }
  const src = path.join(dir, 'src');
  if (existsSync(src)) spawnSync('git', ['worktree', 'remove', '--force', src], { cwd: ROOT });
  rmSync(dir, { recursive: true, force: true });
  spawnSync('git', ['worktree', 'prune'], { cwd: ROOT });
  if (!quiet) console.log(`preview: stopped and removed "${name}"${state ? ` (${state.branch} on port ${state.port})` : ''}`);
  return true;
}

/** Whether the checkout itself holds a build of exactly this commit: HEAD, no changed tracked file, the build's stamp current. */
function checkoutBuiltAt(commit) {
  try {
    if (run('git', ['rev-parse', 'HEAD'], { cwd: ROOT }) !== commit) return false;
    if (run('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT }) !== '') return false;
  } catch {
    return false;
  }
  const stamp = path.join(ROOT, STAMP);
  if (!existsSync(stamp) || !existsSync(path.join(ROOT, 'dist/server.mjs'))) return false;
  return readFileSync(stamp, 'utf8').trim() === sourceHash();
}

/** A build of the same commit, if one is complete: another preview's, or the checkout's own. */
function builtElsewhere(commit, except) {
  if (checkoutBuiltAt(commit)) return ROOT;
  if (!existsSync(PREVIEWS)) return null;
  for (const name of readdirSync(PREVIEWS)) {
    if (name === except) continue;
    const state = readState(path.join(PREVIEWS, name));
    const src = path.join(PREVIEWS, name, 'src');
    if (state?.commit === commit && state.built && existsSync(path.join(src, 'dist/server.mjs'))) return src;
  }
  return null;
}

function sameFile(a, b) {
  return existsSync(a) && existsSync(b) && readFileSync(a).equals(readFileSync(b));
}

async function startPreview(branch, requestedPort) {
  const commit = (() => {
    try {
      return run('git', ['rev-parse', '--verify', '--quiet', `${branch}^{commit}`], { cwd: ROOT });
    } catch {
      return fail(`no branch or commit "${branch}" in ${ROOT}`);
    }
  })();
  const name = previewName(branch);
  const dir = path.join(PREVIEWS, name);
  const started = Date.now();
  if (existsSync(dir)) {
    console.log(`preview: "${name}" exists; replacing it with ${commit.slice(0, 10)}`);
    await stopPreview(name, { quiet: true });
  }
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  const src = path.join(dir, 'src');
  const state = { branch, commit, name, port: null, pid: null, url: null, built: false, createdAt: new Date().toISOString() };
  const save = () => writeFileSync(path.join(dir, 'preview.json'), `${JSON.stringify(state, null, 2)}\n`);
  save();

  try {
    run('git', ['worktree', 'add', '--detach', src, commit], { cwd: ROOT });

    // Dependencies: this checkout's, hard-linked, when the lock file is the same.
    if (sameFile(path.join(src, 'package-lock.json'), path.join(ROOT, 'package-lock.json')) && existsSync(path.join(ROOT, 'node_modules'))) {
      run('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(src, 'node_modules')]);
    } else {
      console.log('preview: installing dependencies (its package-lock.json differs from this checkout)…');
      run('npm', ['install', '--no-audit', '--no-fund'], { cwd: src, stdio: 'inherit' });
    }

    // The build: copied from another preview of the same commit, else made.
    const other = builtElsewhere(commit, name);
    if (other) {
      console.log(`preview: reusing the build of ${commit.slice(0, 10)} from ${other === ROOT ? 'this checkout' : path.relative(ROOT, other)}`);
      // Hard links: a build is only read at run time. Next's build cache is left behind (it writes there).
      run('cp', ['-al', path.join(other, 'dist'), path.join(src, 'dist')]);
      mkdirSync(path.join(src, '.next'));
      for (const entry of readdirSync(path.join(other, '.next'))) {
        if (entry !== 'cache') run('cp', ['-al', path.join(other, '.next', entry), path.join(src, '.next', entry)]);
      }
    } else {
      console.log(`preview: building ${branch} (${commit.slice(0, 10)})…`);
      const build = spawnSync('npm', ['run', 'build'], {
        cwd: src,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      });
      if (build.status !== 0) throw new Error(`the build of ${branch} failed`);
    }
    state.built = true;
    save();

    const port = await choosePort(requestedPort);
    const url = `http://127.0.0.1:${port}`;
    const logFile = path.join(dir, 'server.log');
    const out = openSync(logFile, 'a');
    const env = { ...process.env };
    // The preview's own everything: never the checkout's database, uploads or an outer server's settings.
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'E2E_BASE_URL', 'E2E_PORT']) delete env[key];
    const child = spawn(process.execPath, ['dist/server.mjs'], {
      cwd: src,
      detached: true,
      stdio: ['ignore', out, out],
      env: {
        ...env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(port),
        HOST: process.env.PREVIEW_HOST || '127.0.0.1',
        PGLITE_DIR: path.join(dir, 'data', 'pglite'),
        UPLOAD_DIR: path.join(dir, 'data', 'uploads'),
        SITE_URL: process.env.PREVIEW_SITE_URL_TEMPLATE?.replace('{port}', String(port)).replace('{name}', name) ?? url,
      },
    });
    child.unref();
    closeSync(out);
    Object.assign(state, { port, pid: child.pid, url });
    save();

    if (!(await waitUntilReady(url, child.pid, logFile))) throw new Error('the server did not start');
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`preview: ${branch} (${commit.slice(0, 10)}) is running at ${url} (ready in ${seconds} s; log ${path.relative(ROOT, logFile)})`);
    console.log(url);
  } catch (err) {
    console.error(`preview: ${err instanceof Error ? err.message : String(err)}`);
    await stopPreview(name, { quiet: true });
    process.exit(1);
  }
}

async function listPreviews() {
  if (!existsSync(PREVIEWS) || readdirSync(PREVIEWS).length === 0) {
    console.log('preview: none');
    return;
  }
  for (const name of readdirSync(PREVIEWS).sort()) {
    const state = readState(path.join(PREVIEWS, name));
    if (!state) continue;
    const running = isAlive(state.pid);
    console.log(`${name}\t${state.branch}\t${state.commit.slice(0, 10)}\t${running ? state.url : 'stopped'}`);
  }
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const portIndex = rest.indexOf('--port');
  const port = portIndex >= 0 ? Number(rest[portIndex + 1]) : undefined;
  if (portIndex >= 0 && (!Number.isInteger(port) || port < 1 || port > 65535)) fail('--port takes a port number');
  const positional = rest.filter((arg, i) => !arg.startsWith('--') && (portIndex < 0 || i !== portIndex + 1));
  if (command === 'start') {
    if (positional.length !== 1) fail('usage: npm run preview -- <branch> [--port N]');
    await startPreview(positional[0], port);
  } else if (command === 'stop') {
    if (positional.length !== 1) fail('usage: npm run preview:stop -- <branch>');
    if (!(await stopPreview(previewName(positional[0])))) process.exit(1);
  } else if (command === 'list') {
    await listPreviews();
  } else {
    fail('usage: node scripts/preview.mjs start|stop|list …');
  }
}

await main();
