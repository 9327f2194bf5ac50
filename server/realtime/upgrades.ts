import 'server-only';
import type { EventEmitter } from 'node:events';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

import { getLogger } from '../log';

export interface UpgradeRoutes {
  hub: { handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean };
  /**
   * Where Next's upgrade handling listens: the `httpServer` given to `next()`,
   * a server that never listens. Next's custom-server wrapper attaches its
   * 'upgrade' listener there on its first request instead of on the real
   * server (node_modules/next/dist/server/next.js, setupWebSocketHandler).
   */
  next: EventEmitter;
  dev: boolean;
}

const NOT_FOUND = 'HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n';

/**
 * Makes `server`'s upgrades ours alone: /ws goes to the hub; in development,
 * /_next/ (hot reload) goes to Next; everything else is refused with 404.
 *
 * Next 16 attaches its own 'upgrade' listener once it has handled a request,
 * and in production that listener ends every upgrade whose path matches a page
 * route, /ws included. Next gets a server of its own for that (`next`), and any
 * 'upgrade' listener still attached straight to `server` later (another Next
 * version, a library) is moved there before an upgrade can reach it, so it only
 * ever sees what this router hands it.
 */
export function routeUpgrades(server: Server, { hub, next, dev }: UpgradeRoutes): void {
  const route = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (hub.handleUpgrade(req, socket, head)) return;
    if (dev && req.url?.startsWith('/_next/')) {
      if (next.emit('upgrade', req, socket, head)) return;
    }
    socket.end(NOT_FOUND);
  };
  server.on('upgrade', route);
  // 'newListener' fires before the listener is added; an upgrade arrives on a later turn of the event loop,
  // so moving it on the next tick leaves no window in which it could see one.
  server.on('newListener', (event: string | symbol, listener: (...args: unknown[]) => void) => {
    if (event !== 'upgrade' || listener === route) return;
    process.nextTick(() => {
      server.removeListener('upgrade', listener);
      next.on('upgrade', listener);
      getLogger().warn('an upgrade listener attached to the HTTP server was moved behind the /ws router');
    });
  });
}
