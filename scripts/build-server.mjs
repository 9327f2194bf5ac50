// Compiles server.ts and the backend it imports into dist/server.mjs. Packages
// stay external (loaded from node_modules); `server-only` becomes a no-op here
// because this code runs outside Next's bundler.
import { statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

import { sourceHash, STAMP } from './build-if-needed.mjs';

const result = await build({
  entryPoints: ['server.ts'],
  outfile: 'dist/server.mjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  alias: { 'server-only': './server/shims/server-only.ts' },
  tsconfig: 'tsconfig.server.json',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});

// Node's ESM loader does not guess file extensions ('dayjs/plugin/utc' fails
// where 'dayjs/plugin/utc.js' works), while the type checker and Next's bundler
// accept both. Resolve every package import of the bundle the way Node will,
// so a miss fails the build instead of the server's start.
const unresolved = [];
for (const output of Object.values(result.metafile.outputs)) {
  for (const { path, external } of output.imports) {
    if (!external || path.startsWith('node:')) continue;
    try {
      // Node 20 maps a package subpath to a URL without looking at the disk.
      const url = import.meta.resolve(path);
      if (url.startsWith('file:') && !statSync(fileURLToPath(url), { throwIfNoEntry: false })?.isFile()) {
        unresolved.push(`${path}: no file ${fileURLToPath(url)}`);
      }
    } catch (error) {
      unresolved.push(`${path}: ${error.code ?? error.message}`);
    }
  }
}
if (unresolved.length) {
  console.error(`dist/server.mjs imports what Node cannot resolve:\n  ${unresolved.join('\n  ')}`);
  process.exit(1);
}
// The stamp of the sources this build is of: `npm start` and previews of this commit reuse the build (build-if-needed.mjs).
writeFileSync(STAMP, `${sourceHash()}\n`);
console.log('built dist/server.mjs');
