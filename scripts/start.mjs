// `npm start`: builds the app for production when there is no build of the
// current sources, then runs the production server (dist/server.mjs). The
// embedded database is created, migrated and seeded by the server itself.
import { spawn } from 'node:child_process';

import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded({ rebuild: process.argv.includes('--rebuild') });

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.mjs'], {
  stdio: 'inherit',
  env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
