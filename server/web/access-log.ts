import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { getLogger } from '../log';
import { requestIdFor } from '../request-id';

/**
 * The access log of what Next and the media apps answer, as the API's
 * (server/api/middleware.ts requestContext) for API requests: a request id
 * (a trusted proxy's, else a new one) in `X-Request-Id` and one JSON line
 * when the answer is sent. The path is logged without its query string
 * (which may carry a return address or search words). Next's own build
 * files (`/_next/`) are left out: they are many and say nothing.
 */
export function logPageRequest(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/';
  if (url.startsWith('/_next/')) return;
  const started = performance.now();
  const requestId = requestIdFor(req.headers['x-request-id'], req.socket.remoteAddress);
  res.setHeader('x-request-id', requestId);
  res.once('finish', () => {
    const q = url.indexOf('?');
    getLogger().info(
      { requestId, method: req.method, path: q < 0 ? url : url.slice(0, q), status: res.statusCode, ms: Math.round(performance.now() - started) },
      'page request',
    );
  });
}
