import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The several-instance topology is written down three times: the nginx template
// (deploy/nginx/sprout.conf.template), what `npm run cluster` renders from it
// (scripts/cluster.mjs) and what compose.yaml and the Dockerfile hand it. No
// container engine runs here, so these checks keep the three in step; the
// cluster itself is exercised by tests/e2e/cluster.spec.ts and bench/rolling-restart.mjs.

const ROOT = process.cwd();
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const template = read('deploy/nginx/sprout.conf.template');
const compose = read('compose.yaml');

function nginxBinary(): string | null {
  for (const bin of ['nginx', '/usr/sbin/nginx']) {
    if (spawnSync(bin, ['-v']).status === 0) return bin;
  }
  return null;
}

/** nginx.conf as `npm run cluster` writes it, from the module itself. */
function clusterConf(dir: string, down: number[] = []): string {
  const script = `import('./scripts/cluster.mjs').then((m) => process.stdout.write(m.nginxConf(${JSON.stringify({ dir, port: 3399, instancePorts: [3391, 3392, 3393], down })})))`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout;
}

describe('one nginx configuration for npm run cluster and compose', () => {
  it('the template has exactly the variables that compose.yaml gives the nginx image, and compose mounts it as a template', () => {
    const variables = [...new Set([...template.matchAll(/\$\{([A-Z_]+)\}/g)].map((m) => m[1]))].sort();
    expect(variables).toEqual(['SPROUT_LISTEN', 'SPROUT_UPSTREAM']);
    for (const name of variables) expect(compose).toMatch(new RegExp(`^\\s+${name}: "[^"]+"$`, 'm'));
    expect(compose).toContain('./deploy/nginx/sprout.conf.template:/etc/nginx/templates/default.conf.template:ro');
  });

  it('renders a configuration nginx accepts: every instance upstream, one taken out with down, sockets upgraded, metrics hidden', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sprout-cluster-conf-'));
    try {
      const conf = clusterConf(dir, [3392]);
      expect(conf).not.toMatch(/\$\{/);
      expect(conf).toContain('server 127.0.0.1:3391 max_fails=1 fail_timeout=2s;');
      expect(conf).toContain('server 127.0.0.1:3392 max_fails=1 fail_timeout=2s down;');
      expect(conf).toContain('server 127.0.0.1:3393 max_fails=1 fail_timeout=2s;');
      expect(conf).toContain('listen 127.0.0.1:3399;');
      expect(conf).toMatch(/location = \/api\/metrics \{\s+return 404;/);
      expect(conf).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
      expect(conf).toMatch(/proxy_set_header X-Request-Id \$request_id;/);
      // Never resend a write once sent (docs/operations.md, "Rolling restarts").
      const retries = conf.split('\n').filter((line) => /^\s*proxy_next_upstream\s/.test(line));
      expect(retries).toHaveLength(2);
      for (const line of retries) expect(line).not.toContain('non_idempotent');
      // nginx's own paths stay in the run folder.
      expect(conf).toContain(`pid ${path.join(dir, 'nginx', 'nginx.pid')};`);

      const nginx = nginxBinary();
      if (!nginx) return; // CI installs it (.ci/run); the syntax check needs it
      mkdirSync(path.join(dir, 'nginx', 'tmp'), { recursive: true });
      const file = path.join(dir, 'nginx', 'nginx.conf');
      writeFileSync(file, conf);
      const check = spawnSync(nginx, ['-t', '-p', path.join(dir, 'nginx'), '-e', path.join(dir, 'nginx', 'error.log'), '-c', file], { encoding: 'utf8' });
      expect(check.stderr).toContain('syntax is ok');
      expect(check.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the Dockerfile copies only paths that the repository holds or the build writes', () => {
    const dockerfile = read('Dockerfile');
    const copied = [...dockerfile.matchAll(/^COPY --from=build (.+) \S+$/gm)].flatMap((m) => m[1].split(/\s+/)).map((p) => p.replace(/^\/app\//, ''));
    expect(copied.sort()).toEqual([
      '.next',
      'dist',
      'drizzle',
      'messages',
      'next.config.mjs',
      'package.json',
      'public',
      'server/assets',
      'server/providers/story/art/util.mjs',
      'server/providers/story/narration',
    ]);
    const built = ['.next', 'dist']; // `npm run build`
    for (const entry of copied.filter((p) => !built.includes(p))) expect(existsSync(path.join(ROOT, entry))).toBe(true);
    // What the server reads from its working folder at run time is among them.
    for (const file of ['server/assets/passwords/common-passwords.bin', 'server/assets/dictionary/ecdict-subset.json', 'drizzle/meta/_journal.json', 'server/providers/story/narration/narrate-worker.mjs']) {
      expect(copied.some((entry) => file.startsWith(`${entry}/`))).toBe(true);
    }
    // ...and so is every local module the narration worker imports (it runs from its own file, outside the bundle).
    const workerDir = 'server/providers/story/narration';
    for (const file of ['narrate-worker.mjs', 'align.mjs']) {
      for (const [, spec] of read(`${workerDir}/${file}`).matchAll(/from '(\.[^']+)'/g)) {
        const target = path.posix.normalize(`${workerDir}/${spec}`);
        expect(copied.some((entry) => target === entry || target.startsWith(`${entry}/`))).toBe(true);
      }
    }
    expect(read('.dockerignore')).not.toMatch(/^(public|drizzle|messages|server)\/?$/m);
  });
});
