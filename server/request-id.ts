import 'server-only';
import { randomUUID } from 'node:crypto';

import { peerIsTrustedProxy } from './services/auth/client-network';

/** A request id our own proxy may hand on (nginx's `$request_id` is 32 hex digits). */
const FORWARDED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The id a request's log lines and `X-Request-Id` answer carry. An incoming
 * `X-Request-Id` is kept only from a proxy that TRUST_PROXY names (so one id
 * follows a request through nginx and us) and only in a sane form; anyone
 * else's is replaced, so a client cannot choose the ids our log lines carry.
 */
export function requestIdFor(incoming: string | string[] | undefined, peer: string | undefined): string {
  const id = Array.isArray(incoming) ? incoming[0] : incoming;
  return id && FORWARDED_REQUEST_ID.test(id) && peerIsTrustedProxy(peer) ? id : randomUUID();
}
