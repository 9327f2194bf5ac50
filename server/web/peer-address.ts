import type { IncomingMessage } from 'node:http';

/**
 * The connection's peer address, for pages rendered by Next: server.ts sets
 * it on every request it hands to Next, replacing whatever a client sent
 * under that name. Next itself only offers `X-Forwarded-For`, which a
 * client may fill in, so pages that key anything on the client (the search
 * suggestions' per-client count) read this instead, through
 * `clientAddress` (server/services/auth/client-network.ts) as the API does.
 */
export const PEER_ADDRESS_HEADER = 'x-sprout-peer-address';

export function stampPeerAddress(req: IncomingMessage): void {
  req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
}
