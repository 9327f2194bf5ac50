import 'server-only';

/**
 * Whether this process is shutting down (server/web/shutdown.ts). From the
 * first signal on, /api/ready answers 503 so that a load balancer stops
 * sending, responses close their connections, and the socket hub refuses
 * upgrades. One flag per process: the custom server and Next's bundled
 * server code are two module graphs.
 */
const g = globalThis as unknown as { __sproutDraining?: boolean };

export function isDraining(): boolean {
  return g.__sproutDraining === true;
}

export function startDraining(): void {
  g.__sproutDraining = true;
}

/** Tests run several shutdowns in one process. */
export function resetDraining(): void {
  g.__sproutDraining = false;
}
