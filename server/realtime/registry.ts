import 'server-only';

/** What the registry needs of a socket: close it. */
export interface ClosableSocket {
  close(code?: number, reason?: string): void;
}

interface Entry {
  socket: ClosableSocket;
  userId: number;
  sessionId: number;
}

// One registry per process, shared by the custom server's and Next's module graphs.
const g = globalThis as unknown as { __sproutSockets?: Set<Entry> };
const entries = (g.__sproutSockets ??= new Set<Entry>());

/** Remembers an authenticated socket; returns the function that forgets it. */
export function registerSocket(socket: ClosableSocket, userId: number, sessionId: number): () => void {
  const entry = { socket, userId, sessionId };
  entries.add(entry);
  return () => entries.delete(entry);
}

/**
 * Closes (1008) the sockets opened with a session that has just been revoked:
 * one session (logout), or every session of a user except one (password
 * change, reset, cancellation). This covers the process that revoked; with
 * several app processes the others learn of it through Postgres NOTIFY, which
 * arrives with the messaging feature (docs/decisions.md).
 */
export function closeRevokedSockets(target: { sessionId: number } | { userId: number; exceptSessionId?: number }): number {
  let closed = 0;
  for (const entry of entries) {
    const match =
      'sessionId' in target
        ? entry.sessionId === target.sessionId
        : entry.userId === target.userId && entry.sessionId !== target.exceptSessionId;
    if (!match) continue;
    entries.delete(entry);
    entry.socket.close(1008, 'session revoked');
    closed += 1;
  }
  return closed;
}
