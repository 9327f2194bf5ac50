import 'server-only';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (served at /api/metrics, docs/operations.md).
 *
 * Labels are bounded by construction: routes are Hono's route patterns (never a
 * raw path: no ids or user data), methods a fixed list, providers and failure
 * kinds constants of the code. Gauges whose values live elsewhere (sockets,
 * the database pool) read them through a source that the owning module
 * registers, so this module depends on nothing of ours and is read only when
 * scraped.
 */

/** What the socket hub reports: sockets open (from the upgrade on) and those authenticated. */
export interface SocketCounts {
  open: number;
  authenticated: number;
}

/** What the database client reports: the engine and, for PostgreSQL, its pool (PGlite has one embedded connection, no pool). */
export interface DbPoolStats {
  engine: string;
  pool?: { total: number; idle: number; waiting: number };
}

interface Sources {
  sockets?: () => SocketCounts;
  dbPool?: () => DbPoolStats | undefined;
}

export type ProviderKind = 'sms' | 'email' | 'payments' | 'storage';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

interface Metrics {
  registry: Registry;
  sources: Sources;
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route'>;
  providerErrors: Counter<'provider' | 'kind'>;
}

function create(): Metrics {
  const registry = new Registry();
  const sources: Sources = {};
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'API requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an API request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const providerErrors = new Counter({
    name: 'provider_errors_total',
    help: 'Failures of external providers (SMS, e-mail, payments, storage), by provider and kind',
    labelNames: ['provider', 'kind'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'ws_sockets',
    help: 'WebSockets held by this process: open (from the upgrade on) and authenticated',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const counts = sources.sockets?.() ?? { open: 0, authenticated: 0 };
      this.set({ state: 'open' }, counts.open);
      this.set({ state: 'authenticated' }, counts.authenticated);
    },
  });
  new Gauge({
    name: 'db_info',
    help: 'The database engine in use (1 for the open one)',
    labelNames: ['engine'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const db = sources.dbPool?.();
      if (db) this.set({ engine: db.engine }, 1);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the database pool (PostgreSQL only): total, idle, and clients waiting for one',
    labelNames: ['engine', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const db = sources.dbPool?.();
      if (!db?.pool) return;
      this.set({ engine: db.engine, state: 'total' }, db.pool.total);
      this.set({ engine: db.engine, state: 'idle' }, db.pool.idle);
      this.set({ engine: db.engine, state: 'waiting' }, db.pool.waiting);
    },
  });
  return { registry, sources, requests, duration, providerErrors };
}

// One set per process: the custom server and Next's bundled server code are two module graphs.
const g = globalThis as unknown as { __sproutMetrics?: Metrics };
function metrics(): Metrics {
  g.__sproutMetrics ??= create();
  return g.__sproutMetrics;
}

/** Counts one answered API request; `route` is the matched route pattern or `unmatched`. */
export function recordRequest(method: string, route: string, status: number, seconds: number): void {
  const m = metrics();
  const verb = METHODS.has(method) ? method : 'OTHER';
  m.requests.inc({ method: verb, route, status: String(status) });
  m.duration.observe({ method: verb, route }, seconds);
}

/** Counts one failure of an external provider (`kind`: what failed, e.g. `delivery`, `notify`, `read`, `delete`). */
export function countProviderError(provider: ProviderKind, kind: string): void {
  metrics().providerErrors.inc({ provider, kind });
}

/** Where the socket and pool gauges read their values; the owning module registers it once. */
export function setMetricSource<K extends keyof Sources>(name: K, source: Sources[K]): void {
  metrics().sources[name] = source;
}

/** The metrics in Prometheus's text format, and its content type. */
export async function renderMetrics(): Promise<{ body: string; contentType: string }> {
  const { registry } = metrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}
