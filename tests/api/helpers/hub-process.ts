/**
 * The socket hub alone in a child process, for tests whose failure mode is the
 * process dying (which inside Jest would take the whole test file down).
 * Started with tsx and tsconfig.server.json, as `npm run dev` starts server.ts;
 * prints `{"port":<n>}` once listening.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { getDb } from '../../../server/db/client';
import { createHub } from '../../../server/realtime/hub';
import { invalidationListenerReady } from '../../../server/services/shared-reads';

void main();

async function main() {
  // On a shared PostgreSQL, listen for other processes' events before taking sockets.
  if (process.env.DATABASE_URL) await invalidationListenerReady(await getDb());
  const hub = createHub();
  const server = createServer((_req, res) => {
    res.statusCode = 404;
    res.end();
  });
  server.on('upgrade', (req, socket, head) => {
    if (!hub.handleUpgrade(req, socket, head)) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
  });
  server.listen(0, '127.0.0.1', () => {
    process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
  });
  process.once('SIGTERM', () => {
    hub.close();
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
