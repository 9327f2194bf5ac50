import 'server-only';

/** What the registry needs of a socket: close it, and send it a message (false when the socket was dropped instead). */
export interface RegisteredSocket {
  close(code?: number, reason?: string): void;
  push(text: string): boolean;
}

interface Entry {
  socket: RegisteredSocket;
  userId: number;
  sessionId: number;
}

// One registry per process, shared by the custom server's and Next's module graphs.
const g = globalThis as unknown as { __sproutSockets?: Set<Entry> };
const entries = (g.__sproutSockets ??= new Set<Entry>());

/** Remembers an authenticated socket; returns the function that forgets it. */
export function registerSocket(socket: RegisteredSocket, userId: number, sessionId: number): () => void {
  const entry = { socket, userId, sessionId };
  entries.add(entry);
  return () => entries.delete(entry);
}

/** How many authenticated sockets a user holds in this process (the per-user cap counts these). */
export function countUserSockets(userId: number): number {
  let n = 0;
  for (const entry of entries) if (entry.userId === userId) n += 1;
  return n;
}

/**
 * Sends a message to every socket of a user in this process; returns how many
 * took it. A socket whose reader has fallen too far behind is dropped by the
 * hub instead (baseline W2) and no longer counts.
 */
export function pushToUser(userId: number, message: unknown): number {
  const text = JSON.stringify(message);
  let sent = 0;
  for (const entry of [...entries]) {
    if (entry.userId !== userId) continue;
    if (entry.socket.push(text)) sent += 1;
    else entries.delete(entry);
  }
  return sent;
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
