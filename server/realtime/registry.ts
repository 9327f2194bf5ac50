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

// One registry per process, shared by the custom server's and Next's module graphs; indexed by user,
// so the per-user cap and a push look at that user's sockets only.
const g = globalThis as unknown as { __sproutSocketsByUser?: Map<number, Set<Entry>> };
const byUser = (g.__sproutSocketsByUser ??= new Map<number, Set<Entry>>());

function forget(entry: Entry): void {
  const own = byUser.get(entry.userId);
  if (!own?.delete(entry)) return;
  if (own.size === 0) byUser.delete(entry.userId);
}

/** How many authenticated sockets this process holds (the ws_sockets gauge; read when scraped). */
export function countAuthenticatedSockets(): number {
  let n = 0;
  for (const own of byUser.values()) n += own.size;
  return n;
}

/** Remembers an authenticated socket; returns the function that forgets it. */
export function registerSocket(socket: RegisteredSocket, userId: number, sessionId: number): () => void {
  const entry = { socket, userId, sessionId };
  let own = byUser.get(userId);
  if (!own) byUser.set(userId, (own = new Set()));
  own.add(entry);
  return () => forget(entry);
}

/** How many authenticated sockets a user holds in this process (the per-user cap counts these). */
export function countUserSockets(userId: number): number {
  return byUser.get(userId)?.size ?? 0;
}

/** Which of `userIds` hold an authenticated socket in this process. */
export function usersWithSockets(userIds: readonly number[]): number[] {
  return [...new Set(userIds)].filter((id) => byUser.has(id));
}

/**
 * Sends a message to every socket of a user in this process; returns how many
 * took it. A socket whose reader has fallen too far behind is dropped by the
 * hub instead (baseline W2) and no longer counts.
 */
export function pushToUser(userId: number, message: unknown): number {
  const own = byUser.get(userId);
  if (!own) return 0;
  const text = JSON.stringify(message);
  let sent = 0;
  for (const entry of [...own]) {
    if (entry.socket.push(text)) sent += 1;
    else forget(entry);
  }
  return sent;
}

/**
 * Closes (1008) the sockets opened with a session that has just been revoked:
 * one session (logout), or every session of a user except one (password
 * change, reset, cancellation). The hub calls it on the `session.revoked`
 * event (server/events), which covers the process that revoked; with several
 * app processes the others would learn of it through Postgres NOTIFY carrying
 * the events, which arrives with the messaging feature (docs/decisions.md).
 */
export function closeRevokedSockets(target: { sessionId: number } | { userId: number; exceptSessionId?: number }): number {
  let closed = 0;
  const candidates = 'sessionId' in target ? [...byUser.values()].flatMap((own) => [...own]) : [...(byUser.get(target.userId) ?? [])];
  for (const entry of candidates) {
    const match =
      'sessionId' in target
        ? entry.sessionId === target.sessionId
        : entry.userId === target.userId && entry.sessionId !== target.exceptSessionId;
    if (!match) continue;
    forget(entry);
    entry.socket.close(1008, 'session revoked');
    closed += 1;
  }
  return closed;
}
