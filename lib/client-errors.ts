import { reportClientEvent } from './api/monitor';
import { readSession, STORAGE_KEYS, writeSession } from './storage';

/** A page whose code chunk failed to load is reloaded at most once a minute. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const MAX_REPORTS_PER_PAGE = 10;
let reportsSent = 0;

const CHUNK_PATTERNS = [/ChunkLoadError/i, /Loading chunk [\w-]+ failed/i, /Failed to load chunk/i, /Loading CSS chunk/i];

export function isChunkLoadError(value: unknown): boolean {
  if (!value) return false;
  const text =
    value instanceof Error ? `${value.name} ${value.message}` : typeof value === 'string' ? value : String((value as { message?: unknown }).message ?? '');
  return CHUNK_PATTERNS.some((p) => p.test(text));
}

/** Reloads unless the last chunk reload was under a minute ago; returns whether it reloaded. */
export function reloadForChunkError(now = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  const last = Number(readSession(STORAGE_KEYS.chunkReloadAt) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  writeSession(STORAGE_KEYS.chunkReloadAt, String(now));
  reload();
  return true;
}

/** Sends an error to the monitor endpoint; a page sends at most ten, and a failed report is dropped silently. */
export function reportError(type: 'error' | 'unhandledrejection' | 'chunk-load' | 'render', error: unknown, detail?: Record<string, string>): void {
  if (reportsSent >= MAX_REPORTS_PER_PAGE) return;
  reportsSent += 1;
  const err = error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'Unknown error');
  void reportClientEvent({
    type,
    message: (err.message || err.name || 'Unknown error').slice(0, 2000),
    stack: err.stack?.slice(0, 8000),
    url: typeof window !== 'undefined' ? window.location.href.slice(0, 2000) : undefined,
    detail,
  }).catch(() => undefined);
}
