import 'server-only';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

import { WebSocketServer, type WebSocket } from 'ws';

import { getConfig } from '../config';
import { getDb } from '../db/client';
import { getLogger } from '../log';
import { findSessionUser } from '../services/session';
import { registerSocket } from './registry';

export const WS_PATH = '/ws';
const AUTH_DEADLINE_MS = 10_000;
const MAX_PAYLOAD = 4 * 1024;

/** Message types of the spec's socket protocol. */
export const WS_TYPE = { HEARTBEAT: 1, AUTH: 17, UNREAD: 19 } as const;

interface Tracked extends WebSocket {
  userId?: number;
}

/**
 * The socket hub on /ws. A client has ten seconds to authenticate with
 * `{type:17,data:{token}}`; it then gets its unread counts (type 19) and may
 * send `{type:1}` heartbeats, which are answered. Unread counts per group
 * come from the messaging feature; until a user has message groups the list
 * is empty.
 */
export function createHub() {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD, perMessageDeflate: false });

  wss.on('connection', (socket: Tracked) => {
    const deadline = setTimeout(() => socket.close(1008, 'authentication required'), AUTH_DEADLINE_MS);
    socket.on('close', () => clearTimeout(deadline));
    // Oversized or malformed frames surface here; without a listener they would end the process.
    socket.on('error', (err) => {
      getLogger().warn({ err: err.message }, 'websocket error');
      socket.terminate();
    });
    socket.on('message', (raw) => {
      handleMessage(socket, raw.toString(), deadline).catch((err) => {
        getLogger().error({ err }, 'websocket message failed');
        socket.close(1011, 'server error');
      });
    });
  });

  async function handleMessage(socket: Tracked, raw: string, deadline: ReturnType<typeof setTimeout>) {
    let msg: unknown;
    try {
      msg = JSON.parse(raw);
    } catch {
      socket.close(1003, 'invalid message');
      return;
    }
    if (typeof msg !== 'object' || msg === null) {
      socket.close(1003, 'invalid message');
      return;
    }
    const { type, data } = msg as { type?: unknown; data?: { token?: unknown } | null };
    if (type === WS_TYPE.AUTH) {
      const token = typeof data?.token === 'string' ? data.token : '';
      const user = token ? await findSessionUser(await getDb(), token) : null;
      if (!user) {
        socket.close(1008, 'invalid token');
        return;
      }
      clearTimeout(deadline);
      socket.userId = user.id;
      const forget = registerSocket(socket, user.id, user.sessionId);
      socket.once('close', forget);
      socket.send(JSON.stringify({ type: WS_TYPE.UNREAD, data: { groupUnreadCount: [] } }));
    } else if (type === WS_TYPE.HEARTBEAT) {
      socket.send(JSON.stringify({ type: WS_TYPE.HEARTBEAT }));
    }
  }

  /** Takes upgrades for /ws; returns false for any other path so the caller can decide. */
  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname !== WS_PATH) return false;
    if (!originAllowed(req)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      getLogger().warn({ origin: req.headers.origin }, 'websocket upgrade refused: origin');
      return true;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    return true;
  }

  function close() {
    for (const client of wss.clients) client.terminate();
    wss.close();
  }

  return { wss, handleUpgrade, close };
}

function originAllowed(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // non-browser clients send none; they still need a token
  try {
    const parsed = new URL(origin);
    if (parsed.host === req.headers.host) return true;
    if (parsed.host === new URL(getConfig().SITE_URL).host) return true;
    return (getConfig().ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).includes(parsed.origin);
  } catch {
    return false;
  }
}
