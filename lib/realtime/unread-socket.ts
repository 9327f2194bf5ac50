import type { GroupUnread } from '../types/messages';

/** The socket's message types (SPEC §4 WebSocket). */
export const SOCKET_TYPE = { HEARTBEAT: 1, AUTH: 17, UNREAD: 19 } as const;
/** The client sends a heartbeat this often, and gives the server as long to answer it. */
export const HEARTBEAT_MS = 15_000;
/** After an error, an abnormal close or an unanswered heartbeat, the client connects again after this long. */
export const RECONNECT_MS = 3_000;

/**
 * Closes the server means (a bad or revoked token: 1008) and our own (1000): no reconnect.
 * Every other code reconnects after RECONNECT_MS, in particular 1012 (service restart: an
 * instance shutting down closes its sockets so, see server/web/shutdown.ts) and 1001 (going away).
 */
const FINAL_CLOSE_CODES = new Set([1000, 1008]);

/** What the client needs of a WebSocket (the browser's, or a test double). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
}

export interface UnreadSocketOptions {
  /** ws:// or wss:// URL of /ws. */
  url: string;
  /** The login token, read at every (re)connection; none: nothing is opened. */
  getToken: () => string | null;
  onUnread: (groups: GroupUnread[]) => void;
  createSocket?: (url: string) => SocketLike;
}

/**
 * The unread channel of SPEC §4: after connecting, `{type:17,data:{token}}`;
 * `{type:1}` every 15 s; `{type:19}` carries the counts. It reconnects 3 s
 * after an error or an abnormal close, and when the server has not answered
 * within 15 s of a heartbeat. A close the server meant (1008: bad or revoked
 * token) or `stop()` ends it. Returns `stop`.
 */
export function openUnreadSocket(options: UnreadSocketOptions): () => void {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  let socket: SocketLike | null = null;
  let stopped = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let replyDeadline: ReturnType<typeof setTimeout> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;

  const clearTimers = () => {
    clearInterval(heartbeat);
    clearTimeout(replyDeadline);
    heartbeat = undefined;
    replyDeadline = undefined;
  };

  const scheduleReconnect = () => {
    if (stopped || reconnect) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      connect();
    }, RECONNECT_MS);
  };

  const connect = () => {
    if (stopped) return;
    const token = options.getToken();
    if (!token) return;
    let current: SocketLike;
    try {
      current = create(options.url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      current.send(JSON.stringify({ type: SOCKET_TYPE.AUTH, data: { token } }));
      heartbeat = setInterval(() => {
        current.send(JSON.stringify({ type: SOCKET_TYPE.HEARTBEAT }));
        // No answer within 15 s: the connection is dead though it looks open.
        replyDeadline ??= setTimeout(() => {
          clearTimers();
          socket = null;
          current.onclose = null;
          current.close();
          scheduleReconnect();
        }, HEARTBEAT_MS);
      }, HEARTBEAT_MS);
    };
    current.onmessage = (event) => {
      clearTimeout(replyDeadline);
      replyDeadline = undefined;
      let message: { type?: unknown; data?: { groupUnreadCount?: unknown } };
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (message.type === SOCKET_TYPE.UNREAD && Array.isArray(message.data?.groupUnreadCount)) {
        options.onUnread(message.data.groupUnreadCount as GroupUnread[]);
      }
    };
    current.onerror = () => {
      // 'close' follows an error; it decides.
    };
    current.onclose = (event) => {
      clearTimers();
      if (socket === current) socket = null;
      if (!FINAL_CLOSE_CODES.has(event.code)) scheduleReconnect();
    };
  };

  connect();
  return () => {
    stopped = true;
    clearTimers();
    clearTimeout(reconnect);
    const current = socket;
    socket = null;
    if (current) {
      current.onclose = null;
      current.close(1000);
    }
  };
}

/** The socket URL of the page's own origin (ws: beside http:, wss: beside https:). */
export function socketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}
