import 'server-only';

/**
 * The dev outbox (/dev/outbox, its API and tests) reads what the local
 * delivery providers stored. The table and its retention belong to the
 * provider layer (providers/outbox/store.ts); this is the service's view.
 */
export { listOutbox, type OutboxMessage } from '../../providers/outbox/store';
