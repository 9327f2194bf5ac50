/**
 * The servers the end-to-end suite runs against, shared by playwright.config.ts
 * and the test fixture (support/test.ts).
 *
 * Without `E2E_BASE_URL` the suite starts `E2E_SERVERS` production servers
 * (default 2), each on its own port from `E2E_PORT` (3210, 3211, ...) with its
 * own in-memory database and upload folder, and runs one Playwright worker per
 * server: worker n only ever talks to server n, so specs that run at the same
 * time never see each other's users, books or orders.
 * With `E2E_BASE_URL` there is one server, the one given, and one worker.
 */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 3210);
export const EXTERNAL_BASE_URL = process.env.E2E_BASE_URL?.replace(/\/$/, '');
export const SERVER_COUNT = EXTERNAL_BASE_URL ? 1 : Math.max(1, Number(process.env.E2E_SERVERS ?? 2));

/** The origin of server `index` (0-based). */
export function serverURL(index: number): string {
  if (EXTERNAL_BASE_URL) return EXTERNAL_BASE_URL;
  return `http://127.0.0.1:${FIRST_PORT + (index % SERVER_COUNT)}`;
}
