import { createServer } from 'node:http';

import { getRequestListener } from '@hono/node-server';
import next from 'next';

import { createApi } from './server/api';
import { ConfigError, getConfig, productionWarnings } from './server/config';
import { closeDb, getDb } from './server/db/client';
import { seed } from './server/db/seed';
import { getLogger } from './server/log';
import { createMediaApp } from './server/providers/storage/serve';
import { createHub } from './server/realtime/hub';
import { routeUpgrades } from './server/realtime/upgrades';
import { startAnonymiser } from './server/services/account/anonymise';
import { createdBookMediaGuards } from './server/services/creator/media';
import { normaliseStoredPhones } from './server/services/auth/phone-repair';
import { warmPasswordBlocklist } from './server/services/auth/password-blocklist';
import { startOrderSweeper } from './server/services/orders/orders';
import { startLessonReminders } from './server/services/messages/lesson-reminders';
import { logPageRequest } from './server/web/access-log';
import { stampPeerAddress } from './server/web/peer-address';
import { createSeedMediaApp } from './server/web/seed-media';
import { createShutdown } from './server/web/shutdown';

/**
 * One process serves everything: /api/* goes straight to the Hono app (about
 * 80x the throughput of a Next route handler), upgrades on /ws to the socket
 * hub, and every other request to Next.
 */
async function main() {
  const cfg = getConfig();
  const log = getLogger();
  const dev = cfg.NODE_ENV !== 'production';
  // Said loudly: a production start on the defaults would publish localhost in every canonical link and the sitemap.
  for (const warning of productionWarnings()) {
    log.warn({ setting: 'SITE_URL' }, warning);
    process.stderr.write(`\n!!! ${warning}\n\n`);
  }

  const db = await getDb(); // migrate before taking traffic
  await normaliseStoredPhones(db); // once per database: phone numbers in their canonical form
  if (cfg.SEED === 'true') await seed(db);
  // The password blocklist's generated digests cost about a second of one core: built now, in slices, not on the first new password.
  warmPasswordBlocklist();

  // Next attaches its own upgrade handling to the server it is given (else to the first request's server);
  // it gets one that never listens, and only the upgrades routeUpgrades hands it (server/realtime/upgrades.ts).
  const nextUpgrades = createServer();
  const app = next({ dev, hostname: cfg.HOST, port: cfg.PORT, httpServer: nextUpgrades });
  const handleNext = app.getRequestHandler();
  await app.prepare();

  const handleApi = getRequestListener(createApi().fetch);
  const hub = createHub();
  // created books' files: a private book's only to its owner (server/services/creator/media.ts)
  const handleMedia = getRequestListener(createMediaApp({ guards: createdBookMediaGuards(getDb) }).fetch);
  const handleSeedMedia = getRequestListener(createSeedMediaApp().fetch);
  // Cancelled accounts are anonymised once their cooling-off period is over.
  const stopAnonymiser = startAnonymiser(getDb);
  // Unpaid store orders expire after 15 minutes and give their goods' stock back, once.
  const stopOrderSweeper = startOrderSweeper(getDb);
  // Students hear of a class half an hour before it starts (message center, group 5).
  const stopLessonReminders = startLessonReminders(getDb);

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      void handleApi(req, res);
      return;
    }
    // Pages and media get a request id and an access-log line as API requests do (server/web/access-log.ts).
    logPageRequest(req, res);
    // Uploaded files (avatars) are served from the storage provider, never by Next.
    if (url.startsWith('/media/uploads/')) {
      void handleMedia(req, res);
      return;
    }
    // The seed library's pictures, narration and videos: ranges and long caching (server/web/seed-media.ts).
    if (url.startsWith('/media/seed/')) {
      void handleSeedMedia(req, res);
      return;
    }
    // Pages that count clients (the search suggestions) read the peer from here, never from a header a client wrote.
    stampPeerAddress(req);
    void handleNext(req, res);
  });

  // /ws is the hub's alone, whatever Next has attached; in development Next also gets its hot-reload upgrades.
  routeUpgrades(server, { hub, next: nextUpgrades, dev });

  // A port already taken (or any listen failure) ends the process, closing the database first.
  server.on('error', (err) => {
    log.fatal({ err }, 'server failed');
    void closeDb()
      .catch(() => undefined)
      .finally(() => process.exit(1));
  });

  server.listen(cfg.PORT, cfg.HOST, () => {
    log.info({ port: cfg.PORT, dev }, `Sprout English ready on http://localhost:${cfg.PORT}`);
  });

  // SIGTERM/SIGINT: drain (readiness 503, no new connections), let requests in flight finish, close sockets with 1012,
  // stop the background jobs and Next, close the database last; a second signal or SHUTDOWN_TIMEOUT_MS forces it.
  const shutdown = createShutdown({
    server,
    hub,
    stop: [stopAnonymiser, stopOrderSweeper, stopLessonReminders, () => app.close()],
    closeDatabase: closeDb, // PGlite must close cleanly to keep its data directory sound
    timeoutMs: cfg.SHUTDOWN_TIMEOUT_MS,
    log,
    exit: (code) => process.exit(code),
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch(async (err) => {
  if (err instanceof ConfigError) {
    // Said plainly, one line per wrong setting, before anything else could start.
    process.stderr.write(`\n${err.message}\n\nSee the configuration table in README.md.\n\n`);
    process.exit(1);
  }
  getLogger().fatal({ err }, 'failed to start');
  await closeDb().catch(() => undefined);
  process.exit(1);
});
