// Compiles server.ts and the backend it imports into dist/server.mjs. Packages
// stay external (loaded from node_modules); `server-only` becomes a no-op here
// because this code runs outside Next's bundler.
import { build } from 'esbuild';

await build({
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
  logLevel: 'warning',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
console.log('built dist/server.mjs');
