import 'server-only';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { z } from 'zod';

import { getConfig, isAllowedOrigin } from '../config';
import { getDb } from '../db/client';
import { subscribe, type SessionRevokedEvent, type UnreadChangedEvent } from '../events';
import { isDraining } from '../lifecycle';
import { getLogger } from '../log';
import { setMetricSource } from '../metrics';
import { clientAddress, networkKey } from '../services/auth/client-network';
import { socketUnread } from '../services/messages/settings';
import { findSessionUser } from '../services/session';
import {
  closeRevokedSockets,
  countAuthenticatedSockets,
  countUserSockets,
  pushToUser,
  registerSocket,
  usersWithSockets,
} from './registry';

export const WS_PATH = '/ws';
const AUTH_DEADLINE_MS = 10_000;
/** Largest frame a client may send (baseline W2); a bigger one closes the socket with 1009. */
export const WS_MAX_PAYLOAD = 4 * 1024;
/** Pings in a row a socket may leave unanswered; at the next tick it is terminated. */
const MISSED_PONGS_ALLOWED = 2;
/**
 * Sockets visited, or users whose counts are read, in one turn of the event
 * loop: a sweep or a broadcast over 10,000 sockets yields between slices so
 * that no request waits behind it for more than a few milliseconds.
 */
export const SWEEP_SLICE = 500;

/** Runs `work` over `items` in slices of `size`, yielding to the event loop between slices. */
async function inSlices<T>(items: readonly T[], size: number, work: (slice: readonly T[]) => void | Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) {
    if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    await work(items.slice(i, i + size));
  }
}

/** Message types of the spec's socket protocol. */
export const WS_TYPE = { HEARTBEAT: 1, AUTH: 17, UNREAD: 19 } as const;

/** What a client may send: one schema per type; anything else closes the socket. */
const clientMessage = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal(WS_TYPE.HEARTBEAT), data: z.unknown().optional() }),
  z.strictObject({ type: z.literal(WS_TYPE.AUTH), data: z.unknown() }),
]);
const authData = z.object({ token: z.string().min(1).max(200) });
type ClientMessage = z.infer<typeof clientMessage>;

const CLOSE = {
  POLICY: 1008,
  UNSUPPORTED: 1003,
  SERVER_ERROR: 1011,
  /** Service restart: the client reconnects (after its 3 s) to another instance, or this one once it is back. */
  RESTART: 1012,
} as const;
/** How long sockets closed for a shutdown get to finish the closing handshake before they are cut. */
const CLOSE_HANDSHAKE_MS = 2_000;

interface Tracked extends WebSocket {
  /** The socket's id in the log lines about it (`socketId`). */
  id?: string;
  /** 'none' until a type 17 arrives, 'pending' while its token is checked. */
  auth?: 'none' | 'pending' | 'done';
  /** Pings sent and not answered yet. */
  unanswered?: number;
  /** Message budget (token bucket): what is left and when it was last topped up. */
  tokens?: number;
  refilledAt?: number;
}

/**
 * The socket hub on /ws, with the limits of baseline W1 and W2.
 *
 * - Upgrade: path /ws only, Origin on the allowlist (403), at most
 *   WS_MAX_SOCKETS sockets in the process (503) and WS_SOCKETS_PER_ADDRESS per
 *   client network (429), counted from the upgrade until the socket closes.
 * - A client has ten seconds to authenticate with `{type:17,data:{token}}`,
 *   once per socket (a second type 17 closes it with 1008); a user holds at most
 *   WS_SOCKETS_PER_USER authenticated sockets (the next one is closed with 1008).
 *   It then gets its unread counts (type 19) and its `{type:1}` heartbeats are
 *   answered; before that they are not.
 * - Every frame is at most 4 KiB (1009), text, JSON and one of the message
 *   schemas (1003); a socket sends at most WS_MESSAGES_PER_SECOND messages a
 *   second (1008 past that).
 * - The server pings every WS_PING_INTERVAL_MS and terminates a socket that left
 *   two pings in a row unanswered; a socket whose send queue passes
 *   WS_MAX_BUFFERED_BYTES is terminated instead of sent to.
 */
export function createHub() {
  const cfg = getConfig();
  const limits = {
    perUser: cfg.WS_SOCKETS_PER_USER,
    perAddress: cfg.WS_SOCKETS_PER_ADDRESS,
    total: cfg.WS_MAX_SOCKETS,
    perSecond: cfg.WS_MESSAGES_PER_SECOND,
    pingMs: cfg.WS_PING_INTERVAL_MS,
    maxBuffered: cfg.WS_MAX_BUFFERED_BYTES,
  };
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: WS_MAX_PAYLOAD,
    perMessageDeflate: false,
  });
  /** Open (or opening) sockets per client network, and in all. */
  const perAddress = new Map<string, number>();
  let total = 0;
  let closing = false;
  setMetricSource('sockets', () => ({ open: total, authenticated: countAuthenticatedSockets() }));

  let sweeping = false;
  const pinger = setInterval(() => {
    if (sweeping) return; // the last sweep is still yielding its way through
    sweeping = true;
    void inSlices([...(wss.clients as Set<Tracked>)], SWEEP_SLICE, (slice) => {
      for (const client of slice) {
        if (client.readyState !== client.OPEN) continue;
        const unanswered = client.unanswered ?? 0;
        if (unanswered >= MISSED_PONGS_ALLOWED) {
          client.terminate();
          continue;
        }
        client.unanswered = unanswered + 1;
        client.ping();
      }
    }).finally(() => (sweeping = false));
  }, limits.pingMs);
  pinger.unref();

  // Services announce revoked sessions; their sockets in this process close with 1008.
  const unsubscribeRevoked = subscribe('session.revoked', closeSocketsOfRevoked);
  // Unread counts changed (in this process or another): the users' sockets here get them again, outside quiet hours.
  const unsubscribeUnread = subscribe('unread.changed', pushUnread);

  wss.on('connection', (socket: Tracked) => {
    socket.id = randomUUID();
    socket.auth = 'none';
    socket.unanswered = 0;
    socket.tokens = limits.perSecond;
    socket.refilledAt = performance.now();
    const deadline = setTimeout(() => socket.close(CLOSE.POLICY, 'authentication required'), AUTH_DEADLINE_MS);
    socket.on('close', (code) => {
      clearTimeout(deadline);
      getLogger().debug({ socketId: socket.id, code }, 'websocket closed');
    });
    socket.on('pong', () => (socket.unanswered = 0));
    // Oversized or malformed frames surface here (ws has already sent the close frame, e.g. 1009);
    // without a listener they would end the process.
    socket.on('error', (err) => {
      getLogger().warn({ socketId: socket.id, err: err.message }, 'websocket error');
      socket.terminate();
    });
    socket.on('message', (raw, isBinary) => {
      if (!withinRate(socket)) {
        socket.close(CLOSE.POLICY, 'too many messages');
        return;
      }
      handleMessage(socket, raw, isBinary, deadline).catch((err) => {
        getLogger().error({ socketId: socket.id, err }, 'websocket message failed');
        socket.close(CLOSE.SERVER_ERROR, 'server error');
      });
    });
  });

  /** Token bucket: up to `perSecond` messages at once, refilled at `perSecond` a second. */
  function withinRate(socket: Tracked): boolean {
    const now = performance.now();
    const tokens = Math.min(limits.perSecond, socket.tokens! + ((now - socket.refilledAt!) / 1000) * limits.perSecond);
    socket.refilledAt = now;
    if (tokens < 1) {
      socket.tokens = tokens;
      return false;
    }
    socket.tokens = tokens - 1;
    return true;
  }

  async function handleMessage(socket: Tracked, raw: RawData, isBinary: boolean, deadline: ReturnType<typeof setTimeout>) {
    if (socket.readyState !== socket.OPEN) return;
    let json: unknown;
    try {
      if (isBinary) throw new Error('binary frame');
      json = JSON.parse(raw.toString());
    } catch {
      socket.close(CLOSE.UNSUPPORTED, 'invalid message');
      return;
    }
    const parsed = clientMessage.safeParse(json);
    if (!parsed.success) {
      socket.close(CLOSE.UNSUPPORTED, 'invalid message');
      return;
    }
    const msg = parsed.data;
    await (handlers[msg.type] as MessageHandler<ClientMessage>)(socket, msg, deadline);
  }

  /** One handler per client message type; the schema above has already checked the message's shape. */
  type MessageHandler<M extends ClientMessage> = (socket: Tracked, msg: M, deadline: ReturnType<typeof setTimeout>) => void | Promise<void>;
  const handlers: { [T in ClientMessage['type']]: MessageHandler<Extract<ClientMessage, { type: T }>> } = {
    [WS_TYPE.HEARTBEAT]: answerHeartbeat,
    [WS_TYPE.AUTH]: authenticate,
  };

  function answerHeartbeat(socket: Tracked) {
    // Only an authenticated socket is answered: before that a heartbeat neither keeps it nor costs a reply.
    if (socket.auth === 'done') send(socket, { type: WS_TYPE.HEARTBEAT });
  }

  /** type 17: once per socket; a socket never changes user. */
  async function authenticate(socket: Tracked, msg: Extract<ClientMessage, { type: typeof WS_TYPE.AUTH }>, deadline: ReturnType<typeof setTimeout>) {
    if (socket.auth !== 'none') {
      socket.close(CLOSE.POLICY, 'already authenticated');
      return;
    }
    socket.auth = 'pending';
    const data = authData.safeParse(msg.data);
    const user = data.success ? await findSessionUser(await getDb(), data.data.token) : null;
    if (socket.readyState !== socket.OPEN) return; // gone while the token was checked
    if (!user) {
      socket.close(CLOSE.POLICY, 'invalid token');
      return;
    }
    // Counted and registered in one synchronous step, so sockets authenticating at once cannot pass the cap together.
    if (countUserSockets(user.id) >= limits.perUser) {
      socket.close(CLOSE.POLICY, 'too many sockets');
      return;
    }
    clearTimeout(deadline);
    socket.auth = 'done';
    const forget = registerSocket(
      { close: (code, reason) => socket.close(code, reason), push: (text) => send(socket, text) },
      user.id,
      user.sessionId,
    );
    socket.once('close', forget);
    getLogger().debug({ socketId: socket.id, userId: user.id }, 'websocket authenticated');
    // The answer to type 17: the counts as they are now (quiet hours hold back pushes, not answers).
    const unread = (await socketUnread(await getDb(), [user.id])).get(user.id);
    send(socket, { type: WS_TYPE.UNREAD, data: { groupUnreadCount: unread?.groupUnreadCount ?? [] } });
  }

  /**
   * The one way the hub sends: a socket whose queue already holds more than the
   * cap (a reader that stopped reading) is terminated instead. Returns whether
   * the message was queued.
   */
  function send(socket: Tracked, message: unknown): boolean {
    if (socket.readyState !== socket.OPEN) return false;
    if (socket.bufferedAmount > limits.maxBuffered) {
      getLogger().warn({ socketId: socket.id, buffered: socket.bufferedAmount }, 'websocket dropped: slow consumer');
      socket.terminate();
      return false;
    }
    socket.send(typeof message === 'string' ? message : JSON.stringify(message));
    return true;
  }

  /** Takes upgrades for /ws; returns false for any other path so the caller can decide. */
  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname !== WS_PATH) return false;
    // Shutting down: no new sockets here; the client retries and the load balancer sends it elsewhere.
    if (closing || isDraining()) {
      refuse(socket, '503 Service Unavailable');
      return true;
    }
    if (!originAllowed(req)) {
      refuse(socket, '403 Forbidden');
      getLogger().warn({ origin: req.headers.origin }, 'websocket upgrade refused: origin');
      return true;
    }
    if (total >= limits.total) {
      refuse(socket, '503 Service Unavailable');
      getLogger().warn({ total }, 'websocket upgrade refused: process cap');
      return true;
    }
    // The client behind our own proxies (TRUST_PROXY), counted by network as the other per-address limits are.
    const address = networkKey(clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for']));
    const fromAddress = perAddress.get(address) ?? 0;
    if (fromAddress >= limits.perAddress) {
      refuse(socket, '429 Too Many Requests');
      getLogger().warn({ address }, 'websocket upgrade refused: sockets per address');
      return true;
    }
    // Counted from here until the connection closes, whether or not the handshake completes.
    total += 1;
    perAddress.set(address, fromAddress + 1);
    socket.once('close', () => {
      total -= 1;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    return true;
  }

  /**
   * Shutdown: refuses new upgrades, closes every socket with 1012 (service
   * restart, so clients reconnect) and resolves once they are gone; sockets
   * that have not finished the closing handshake within 2 s are cut.
   */
  async function close(): Promise<void> {
    closing = true;
    unsubscribeRevoked();
    unsubscribeUnread();
    clearInterval(pinger);
    const open = [...wss.clients];
    const gone = open.map((client) =>
      client.readyState === client.CLOSED ? Promise.resolve() : new Promise<void>((resolve) => client.once('close', () => resolve())),
    );
    for (const client of open) client.close(CLOSE.RESTART, 'service restart');
    const cut = setTimeout(() => {
      for (const client of wss.clients) client.terminate();
    }, CLOSE_HANDSHAKE_MS);
    cut.unref();
    await Promise.all(gone);
    clearTimeout(cut);
    if (open.length) getLogger().info({ sockets: open.length }, 'websockets closed for shutdown');
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  }

  return { wss, handleUpgrade, close };
}

/** Sends type 19 to the sockets held here of users whose counts changed, a slice of users per database read. */
async function pushUnread(event: UnreadChangedEvent): Promise<void> {
  const here = usersWithSockets(event.userIds);
  if (!here.length) return;
  const db = await getDb();
  await inSlices(here, SWEEP_SLICE, async (slice) => {
    const unread = await socketUnread(db, slice);
    for (const [userId, state] of unread) {
      if (!state.quiet) pushToUser(userId, { type: WS_TYPE.UNREAD, data: { groupUnreadCount: state.groupUnreadCount } });
    }
  });
}

function closeSocketsOfRevoked(event: SessionRevokedEvent): void {
  if ('sessionIds' in event) {
    for (const sessionId of event.sessionIds) closeRevokedSockets({ sessionId });
  } else {
    for (const userId of event.userIds) closeRevokedSockets({ userId, exceptSessionId: event.exceptSessionId });
  }
}

function refuse(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function originAllowed(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // non-browser clients send none; they still need a token
  return isAllowedOrigin(origin, req.headers.host);
}
