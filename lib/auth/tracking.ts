import { reportQuickTracking } from '@/lib/api/auth';
import { readLocal, writeLocal, STORAGE_KEYS } from '@/lib/storage';

// The tracking endpoint's limits (lib/schemas/auth.ts quickTrackingSchema).
const MAX_HOST = 255;
const MAX_PATH = 2000;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' in the browser's time, as SPEC §7 sends first_visit_time. */
export function formatVisitTime(date: Date = new Date()): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

function referrerHost(): string {
  try {
    return document.referrer ? new URL(document.referrer).host : '';
  } catch {
    return '';
  }
}

/**
 * Remembers where a visitor first came from: the time, the referring host and
 * the page they landed on (SPEC §3 latest_visit_time / latest_referre_host /
 * latest_referter_path). Runs on every page view from the root layout's
 * ClientRuntime (FirstVisitRecorder), and keeps the first values: the login
 * dialog opens too late to see the landing page or the outside referrer.
 */
export function recordFirstVisit(): void {
  if (typeof window === 'undefined' || readLocal(STORAGE_KEYS.latestVisitTime)) return;
  writeLocal(STORAGE_KEYS.latestVisitTime, formatVisitTime());
  writeLocal(STORAGE_KEYS.latestReferrerHost, referrerHost().slice(0, MAX_HOST));
  writeLocal(STORAGE_KEYS.latestReferrerPath, window.location.href.slice(0, MAX_PATH));
}

/** The tracking call's payload (SPEC §7: type 2 with the first-visit attribution). */
export function firstVisitPayload() {
  recordFirstVisit();
  return {
    type: 2 as const,
    first_visit_time: readLocal(STORAGE_KEYS.latestVisitTime) ?? formatVisitTime(),
    first_referrer_host: readLocal(STORAGE_KEYS.latestReferrerHost) ?? '',
    first_referter_path: readLocal(STORAGE_KEYS.latestReferrerPath) ?? '',
  };
}

/**
 * After a login: reports the attribution, then keeps it in
 * `queryQuickTracking` under the names SPEC §3 gives that record
 * (admin_first_*; register_time when the server tells it). Never fails the
 * login: errors are swallowed and not shown.
 */
export async function reportLoginTracking(): Promise<void> {
  const payload = firstVisitPayload();
  let answer: unknown = null;
  try {
    answer = await reportQuickTracking(payload);
  } catch {
    // Attribution is best effort.
  }
  const registerTime =
    typeof answer === 'object' && answer !== null && 'register_time' in answer ? (answer as { register_time: unknown }).register_time : undefined;
  writeLocal(
    STORAGE_KEYS.quickTracking,
    JSON.stringify({
      ...(registerTime !== undefined ? { register_time: registerTime } : {}),
      admin_first_visit_time: payload.first_visit_time,
      admin_first_referrer_host: payload.first_referrer_host,
      admin_first_referter_path: payload.first_referter_path,
    }),
  );
}
