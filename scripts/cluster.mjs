// Several instances on one machine, the topology of compose.yaml without containers:
// N production servers (dist/server.mjs, built first when the sources changed,
// as `npm start` does) on one PostgreSQL, with Redis when REDIS_URL is set,
// behind Debian's nginx. Ctrl-C or SIGTERM stops nginx and every instance
// gracefully.
//
//   npm run cluster -- 3                   three instances; the last line printed is the balancer's URL
//   npm run cluster -- 3 --port 8080 --first-port 3101
//   npm run cluster -- 3 --no-build        use the build there is, even of older sources
//   kill -USR2 <pid of this script>        a rolling restart: one instance after the other, out of nginx's rotation first
//
// env: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/sprout_cluster; a missing database is
// created), REDIS_URL (optional), CLUSTER_PORT (8080), CLUSTER_FIRST_PORT (3101), CLUSTER_DIR (.cluster),
// NGINX_BIN (nginx on the PATH, else /usr/sbin/nginx). Every other variable reaches the instances as it is.
//
// The run folder (.cluster/) holds nginx/nginx.conf (deploy/nginx/sprout.conf.template filled in, the same
// file compose.yaml's nginx uses), nginx's pid, logs and temp files, logs/instance-<n>.log, and uploads/,
// the one UPLOAD_DIR every instance shares. Nothing outside it is written; nginx runs as the current user
// with `-p <prefix> -c <conf>` and `daemon off`.
//
// Exits with 3 when this machine cannot run a cluster (no PostgreSQL, no nginx, no build), else 1 on
// failure. Also a module: startCluster() is what the rolling restart bench (bench/rolling-restart.mjs) uses;
// the end-to-end test (tests/e2e/cluster.spec.ts) runs the command itself.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { isAlive } from './lib/processes.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NGINX_TEMPLATE = path.join(ROOT, 'deploy/nginx/sprout.conf.template');
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/sprout_cluster';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long a reload is given before the next step: new workers start in a few ms, the old ones stop taking requests. */
const NGINX_RELOAD_MS = 1000;

/** A cluster that cannot start here (no PostgreSQL, no nginx, no build): tests skip on it. */
export class ClusterUnavailable extends Error {
  name = 'ClusterUnavailable';
}

/** The nginx binary: NGINX_BIN, else `nginx` on the PATH, else Debian's /usr/sbin/nginx; null when none runs. */
export function findNginx() {
  const candidates = [process.env.NGINX_BIN, 'nginx', '/usr/sbin/nginx'].filter(Boolean);
  for (const bin of candidates) {
    const probe = spawnSync(bin, ['-v'], { encoding: 'utf8' });
    if (probe.status === 0) return { bin, version: (probe.stderr || probe.stdout).trim().replace(/^nginx version: /, '') };
  }
  return null;
}

/**
 * Makes sure the database of `url` exists (created when missing) and answers.
 * Throws ClusterUnavailable when the server does not take us.
 */
export async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const tryConnect = async (connectionString) => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3000 });
    await client.connect();
    return client;
  };
  try {
    await (await tryConnect(url)).end();
    return;
  } catch (err) {
    if (err.code !== '3D000') throw new ClusterUnavailable(`PostgreSQL at ${redact(url)} does not answer: ${err.message}`);
  }
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new ClusterUnavailable(`the database "${name}" does not exist; create it first`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = await tryConnect(admin.href);
  try {
    await client.query(`create database "${name}"`).catch((err) => {
      if (err.code !== '42P04') throw err; // created meanwhile
    });
  } finally {
    await client.end();
  }
}

/** A URL without its password, for messages. */
export function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.href;
  } catch {
    return '(not a URL)';
  }
}

/** deploy/nginx/sprout.conf.template with its ${SPROUT_*} variables filled in, as the nginx image's envsubst does. */
export function renderNginxTemplate(values) {
  return readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\$\{(SPROUT_[A-Z_]+)\}/g, (_, name) => {
    if (values[name] === undefined) throw new Error(`${NGINX_TEMPLATE}: no value for \${${name}}`);
    return values[name];
  });
}

/** The whole nginx.conf of a run folder: its own pid, logs and temp paths around the shared template. */
export function nginxConf({ dir, port, instancePorts, keepalive = 0, down = [] }) {
  const n = (p) => path.join(dir, 'nginx', p);
  const upstream = [
    // `down`: taken out of rotation for a restart (nginx is reloaded before the instance is stopped).
    ...instancePorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s${down.includes(p) ? ' down' : ''};`),
    ...(keepalive > 0 ? [`keepalive ${keepalive};`] : []),
  ].join('\n    ');
  return `# Written by scripts/cluster.mjs; edits are lost at the next start.
worker_processes 1;
daemon off;
pid ${n('nginx.pid')};
error_log ${n('error.log')} warn;
# Sockets are closed by the instances at their shutdown; nginx waits at most this long for the rest.
worker_shutdown_timeout 5s;

events {
    worker_connections 2048;
}

http {
    log_format sprout '$remote_addr [$time_local] "$request" $status $body_bytes_sent $request_time '
                      'id=$request_id upstream=$upstream_addr upstream_status=$upstream_status';
    access_log ${n('access.log')} sprout;
    client_body_temp_path ${n('tmp/client_body')};
    proxy_temp_path ${n('tmp/proxy')};
    fastcgi_temp_path ${n('tmp/fastcgi')};
    uwsgi_temp_path ${n('tmp/uwsgi')};
    scgi_temp_path ${n('tmp/scgi')};

${renderNginxTemplate({ SPROUT_LISTEN: `127.0.0.1:${port}`, SPROUT_UPSTREAM: upstream })
  .split('\n')
  .map((line) => (line ? `    ${line}` : line))
  .join('\n')}
}
`;
}

function tail(file, lines = 25) {
  return existsSync(file) ? readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '';
}

async function waitFor(url, { child, logFile, timeoutMs, what }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} exited while starting (${child.exitCode ?? child.signalCode}); the end of ${logFile}:\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s; the end of ${logFile}:\n${tail(logFile)}`);
    await sleep(200);
  }
}

function exitOf(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve({ code: child.exitCode, signal: child.signalCode })
    : new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Sends `signal`, waits for the exit, and kills after `graceMs`. */
async function stopChild(child, signal, graceMs) {
  const exited = exitOf(child);
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  const result = await Promise.race([exited, sleep(graceMs).then(() => null)]);
  if (result) return result;
  child.kill('SIGKILL');
  return { ...(await exited), killed: true };
}

/**
 * Starts the cluster and resolves once nginx answers in front of every ready instance.
 *
 * options: instances (3), port (balancer), firstPort (instances take firstPort, firstPort + 1, …),
 * databaseUrl, redisUrl, dir (run folder), env (more variables for every instance), keepalive
 * (nginx's idle upstream connections per worker; 0 = a new connection per request), build (run
 * `npm run build` when the sources changed; default true), log (a function for progress lines).
 */
export async function startCluster(options = {}) {
  const startedAt = performance.now();
  const count = options.instances ?? 3;
  const port = options.port ?? Number(process.env.CLUSTER_PORT || 8080);
  const firstPort = options.firstPort ?? Number(process.env.CLUSTER_FIRST_PORT || 3101);
  const databaseUrl = options.databaseUrl ?? (process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
  const redisUrl = options.redisUrl ?? (process.env.REDIS_URL || '');
  const dir = path.resolve(ROOT, options.dir ?? (process.env.CLUSTER_DIR || '.cluster'));
  const log = options.log ?? (() => undefined);
  const readyTimeoutMs = options.readyTimeoutMs ?? 180_000;
  if (!Number.isInteger(count) || count < 1 || count > 32) throw new Error(`the number of instances must be 1 to 32, not ${count}`);

  const nginx = findNginx();
  if (!nginx) throw new ClusterUnavailable('nginx is not installed (Debian: apt-get install -y nginx; or set NGINX_BIN)');
  await ensureDatabase(databaseUrl);
  if (options.build !== false) {
    const { buildIfNeeded } = await import('./build-if-needed.mjs');
    buildIfNeeded();
  }
  if (!existsSync(path.join(ROOT, 'dist/server.mjs'))) throw new ClusterUnavailable('no production build (npm run build)');

  const stateFile = path.join(dir, 'cluster.json');
  if (existsSync(stateFile)) {
    const old = JSON.parse(readFileSync(stateFile, 'utf8'));
    const alive = [old.nginxPid, ...(old.instances ?? []).map((i) => i.pid)].filter(isAlive);
    if (old.supervisorPid !== process.pid && isAlive(old.supervisorPid) && alive.length) {
      throw new Error(`a cluster already runs from ${dir} (pid ${old.supervisorPid}); stop it first`);
    }
  }
  for (const sub of ['nginx/tmp', 'logs', 'uploads']) mkdirSync(path.join(dir, sub), { recursive: true });

  const url = `http://127.0.0.1:${port}`;
  const uploadDir = path.join(dir, 'uploads');
  const instances = Array.from({ length: count }, (_, i) => ({
    index: i + 1,
    port: firstPort + i,
    url: `http://127.0.0.1:${firstPort + i}`,
    logFile: path.join(dir, 'logs', `instance-${i + 1}.log`),
    child: null,
    starts: 0,
  }));
  let nginxChild = null;
  let stopping = false;
  const nginxDir = path.join(dir, 'nginx');
  const confFile = path.join(nginxDir, 'nginx.conf');
  const nginxLog = path.join(nginxDir, 'error.log');

  /** Writes nginx.conf with `down` instances out of rotation and checks it; reloads a running nginx (SIGHUP). */
  async function configureNginx(down = []) {
    writeFileSync(confFile, nginxConf({ dir, port, instancePorts: instances.map((i) => i.port), keepalive: options.keepalive ?? 0, down }));
    const test = spawnSync(nginx.bin, ['-t', '-q', '-p', nginxDir, '-e', nginxLog, '-c', confFile], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx refuses ${confFile}:\n${test.stderr}`);
    if (!nginxChild) return;
    // A reload starts new workers with the new configuration; the old ones finish what they hold and exit.
    nginxChild.kill('SIGHUP');
    await sleep(NGINX_RELOAD_MS);
  }

  const writeState = () =>
    writeFileSync(
      stateFile,
      `${JSON.stringify({ supervisorPid: process.pid, url, nginxPid: nginxChild?.pid, instances: instances.map((i) => ({ index: i.index, port: i.port, pid: i.child?.pid })) }, null, 2)}\n`,
    );

  const instanceEnv = (instance) => ({
    NEXT_TELEMETRY_DISABLED: '1',
    ...process.env,
    SITE_URL: process.env.SITE_URL || url,
    ...options.env,
    NODE_ENV: 'production',
    PORT: String(instance.port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // One folder for every instance on this machine; across machines, STORAGE_PROVIDER=s3 (docs/operations.md).
    UPLOAD_DIR: uploadDir,
    // nginx on this machine forwards the client's address and its request id.
    TRUST_PROXY: 'loopback',
  });

  /** Starts one instance and resolves once its /api/ready answers 200. */
  async function startInstance(instance) {
    const out = openSync(instance.logFile, 'a');
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.mjs'], {
      cwd: ROOT,
      env: instanceEnv(instance),
      stdio: ['ignore', out, out],
      // Its own process group: a Ctrl-C in the terminal reaches only this script, which stops everything in order.
      detached: true,
    });
    instance.child = child;
    instance.starts += 1;
    child.once('exit', (code, signal) => {
      if (!stopping && !instance.stoppingOnPurpose) log(`instance ${instance.index} (port ${instance.port}) exited (${code ?? signal}); see ${instance.logFile}`);
    });
    writeState();
    await waitFor(`${instance.url}/api/ready`, { child, logFile: instance.logFile, timeoutMs: readyTimeoutMs, what: `instance ${instance.index}` });
    log(`instance ${instance.index} ready on ${instance.url} (pid ${child.pid})`);
  }

  /** SIGTERM, then waits for the exit (the instance drains: server/web/shutdown.ts). */
  async function stopInstance(instance) {
    if (!instance.child) return null;
    instance.stoppingOnPurpose = true;
    // The instance forces its exit after SHUTDOWN_TIMEOUT_MS (and at most 5 s more); SIGKILL only past that.
    const graceMs = Number(options.env?.SHUTDOWN_TIMEOUT_MS ?? process.env.SHUTDOWN_TIMEOUT_MS ?? 20_000) + 10_000;
    const result = await stopChild(instance.child, 'SIGTERM', graceMs);
    instance.stoppingOnPurpose = false;
    return result;
  }

  async function stop() {
    if (stopping) return;
    stopping = true;
    // nginx first (it finishes the requests it holds), then every instance drains at once.
    if (nginxChild) await stopChild(nginxChild, 'SIGQUIT', 10_000);
    await Promise.all(instances.map((i) => stopInstance(i)));
    rmSync(stateFile, { force: true });
    log('stopped');
  }

  try {
    // The first instance migrates and seeds alone; the others find it done (they would also wait on its
    // advisory locks: server/db/client.ts). Then they start together.
    await startInstance(instances[0]);
    await Promise.all(instances.slice(1).map(startInstance));

    await configureNginx();
    nginxChild = spawn(nginx.bin, ['-p', nginxDir, '-e', nginxLog, '-c', confFile], {
      cwd: dir,
      stdio: ['ignore', 'ignore', openSync(nginxLog, 'a')],
      detached: true,
    });
    nginxChild.once('exit', (code, signal) => {
      if (!stopping) log(`nginx exited (${code ?? signal}); see ${nginxLog}`);
    });
    writeState();
    await waitFor(`${url}/api/health`, { child: nginxChild, logFile: nginxLog, timeoutMs: 15_000, what: 'nginx' });
    log(`nginx ${nginx.version} on ${url} (pid ${nginxChild.pid}, ${confFile})`);
  } catch (err) {
    await stop().catch(() => undefined);
    throw err;
  }

  return {
    url,
    dir,
    databaseUrl,
    redisUrl,
    uploadDir,
    nginxVersion: nginx.version,
    startMs: Math.round(performance.now() - startedAt),
    instances: instances.map((i) => ({
      get index() {
        return i.index;
      },
      get port() {
        return i.port;
      },
      get url() {
        return i.url;
      },
      get pid() {
        return i.child?.pid;
      },
      get logFile() {
        return i.logFile;
      },
    })),
    /**
     * Restarts instance `n` (1-based): SIGTERM, wait for its exit, start it again, wait for /api/ready.
     * With `drainFirst` (the default) nginx takes it out of rotation before the signal and back in once
     * it is ready (two reloads), so no new request reaches it while its listener closes; without it, the
     * instance's own drain and nginx's retries are all there is (docs/operations.md, "Rolling restarts").
     */
    async restart(n, { drainFirst = true } = {}) {
      const instance = instances[n - 1];
      if (drainFirst) await configureNginx([instance.port]);
      const exit = await stopInstance(instance);
      const stoppedAt = performance.now();
      await startInstance(instance);
      const downMs = Math.round(performance.now() - stoppedAt);
      if (drainFirst) await configureNginx([]);
      return { exit, downMs };
    },
    stop,
  };
}

function parseArgs(argv) {
  const args = { instances: 3 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = Number(argv[++i]);
      if (!Number.isInteger(v) || v < 1 || v > 65535) throw new Error(`${arg} takes a port number`);
      return v;
    };
    if (arg === '--no-build') args.build = false;
    else if (arg === '--port') args.port = value();
    else if (arg === '--first-port') args.firstPort = value();
    else if (/^\d+$/.test(arg)) args.instances = Number(arg);
    else throw new Error(`unknown argument ${arg}; usage: npm run cluster -- [N] [--port P] [--first-port Q] [--no-build]`);
  }
  return args;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const say = (line) => console.log(`cluster: ${line}`);
  let cluster;
  const onSignal = (signal) => {
    say(`${signal}: stopping nginx and the instances (they drain first)…`);
    const done = cluster ? cluster.stop() : Promise.resolve();
    done.then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('SIGHUP', onSignal); // the terminal went away
  // SIGUSR2: a rolling restart (after a new build, say): each instance in turn leaves nginx's rotation, drains,
  // starts again and comes back once ready.
  let restarting = false;
  process.on('SIGUSR2', () => {
    if (!cluster || restarting) return;
    restarting = true;
    (async () => {
      for (const instance of cluster.instances) {
        say(`rolling restart: instance ${instance.index}…`);
        const { downMs } = await cluster.restart(instance.index);
        say(`rolling restart: instance ${instance.index} ready again after ${(downMs / 1000).toFixed(1)} s`);
      }
    })()
      .catch((err) => say(`rolling restart failed: ${err.message}`))
      .finally(() => (restarting = false));
  });
  try {
    cluster = await startCluster({ ...args, log: say });
  } catch (err) {
    console.error(`cluster: ${err.message}`);
    // 3: this machine cannot run a cluster (no PostgreSQL, no nginx, no build); tests skip on it.
    process.exit(err instanceof ClusterUnavailable ? 3 : 1);
  }
  say(`${cluster.instances.length} instances on ${redact(cluster.databaseUrl)}${cluster.redisUrl ? ` and Redis ${redact(cluster.redisUrl)}` : ' (no REDIS_URL: limits in PostgreSQL)'}`);
  for (const i of cluster.instances) say(`  instance ${i.index}  ${i.url}  pid ${i.pid}  log ${path.relative(ROOT, i.logFile)}`);
  say(`  uploads     ${path.relative(ROOT, cluster.uploadDir)} (shared)`);
  say(`started in ${(cluster.startMs / 1000).toFixed(1)} s; Ctrl-C stops it, kill -USR2 ${process.pid} restarts the instances one by one`);
  console.log(cluster.url);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
