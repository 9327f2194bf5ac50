/**
 * server.ts stamps every request it hands to Next with the connection's
 * peer; the /search page counts visitors by it (issue 17, item 9), so a
 * client must not be able to choose it.
 */
import type { IncomingMessage } from 'node:http';

import { PEER_ADDRESS_HEADER, stampPeerAddress } from '@/server/web/peer-address';

const request = (remoteAddress: string | undefined, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers: { ...headers } }) as unknown as IncomingMessage;

test('replaces whatever the client sent under the header with the socket peer', () => {
  const req = request('203.0.113.5', { [PEER_ADDRESS_HEADER]: '198.51.100.77' });
  stampPeerAddress(req);
  expect(req.headers[PEER_ADDRESS_HEADER]).toBe('203.0.113.5');
});

test('a request without a known peer carries an empty value (the page then does not count it)', () => {
  const req = request(undefined, { [PEER_ADDRESS_HEADER]: '198.51.100.77' });
  stampPeerAddress(req);
  expect(req.headers[PEER_ADDRESS_HEADER]).toBe('');
});
