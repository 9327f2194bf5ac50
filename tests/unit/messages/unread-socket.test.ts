import { HEARTBEAT_MS, openUnreadSocket, RECONNECT_MS, socketUrl, type SocketLike } from '@/lib/realtime/unread-socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code ?? 1005;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code: number) {
    this.onclose?.({ code });
  }
}

describe('the unread socket (SPEC §4 WebSocket)', () => {
  let sockets: FakeSocket[];
  let token: string | null;
  const start = (onUnread = jest.fn()) => ({
    onUnread,
    stop: openUnreadSocket({ url: 'ws://x/ws', getToken: () => token, onUnread, createSocket: (url) => sockets[sockets.push(new FakeSocket(url)) - 1] }),
  });

  beforeEach(() => {
    jest.useFakeTimers();
    sockets = [];
    token = 'secret-token';
  });
  afterEach(() => jest.useRealTimers());

  it('logs in with type 17, beats every 15 s and hands over type 19 counts', () => {
    const { onUnread, stop } = start();
    sockets[0].open();
    expect(sockets[0].sent).toEqual([{ type: 17, data: { token: 'secret-token' } }]);
    const counts = [{ groupType: 1, unreadCount: 3 }];
    sockets[0].receive({ type: 19, data: { groupUnreadCount: counts } });
    expect(onUnread).toHaveBeenCalledWith(counts);
    jest.advanceTimersByTime(HEARTBEAT_MS);
    expect(sockets[0].sent.at(-1)).toEqual({ type: 1 });
    sockets[0].receive({ type: 1 });
    jest.advanceTimersByTime(HEARTBEAT_MS);
    expect(sockets[0].sent.filter((m) => (m as { type: number }).type === 1)).toHaveLength(2);
    expect(sockets).toHaveLength(1);
    stop();
    expect(sockets[0].closedWith).toBe(1000);
  });

  it('reconnects 3 s after an abnormal close, not after the server refused the token', () => {
    start();
    sockets[0].open();
    sockets[0].drop(1006);
    jest.advanceTimersByTime(RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1].open();
    sockets[1].drop(1008);
    jest.advanceTimersByTime(RECONNECT_MS * 5);
    expect(sockets).toHaveLength(2);
  });

  it.each([
    [1012, 'service restart'],
    [1001, 'going away'],
  ])('reconnects 3 s after the server closes with %i (%s), logging in again', (code) => {
    start();
    sockets[0].open();
    sockets[0].drop(code);
    jest.advanceTimersByTime(RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1].open();
    expect(sockets[1].sent).toEqual([{ type: 17, data: { token: 'secret-token' } }]);
  });

  it('reconnects when a heartbeat has no reply within 15 s', () => {
    start();
    sockets[0].open();
    jest.advanceTimersByTime(HEARTBEAT_MS); // heartbeat sent, no reply
    jest.advanceTimersByTime(HEARTBEAT_MS); // deadline passes: closed, reconnect scheduled
    expect(sockets[0].closedWith).toBeDefined();
    jest.advanceTimersByTime(RECONNECT_MS);
    expect(sockets).toHaveLength(2);
  });

  it('opens nothing without a token and ignores what is not its message', () => {
    token = null;
    start();
    expect(sockets).toHaveLength(0);
    token = 't';
    const { onUnread } = start();
    sockets[0].open();
    sockets[0].onmessage?.({ data: 'not json' });
    sockets[0].receive({ type: 19, data: {} });
    expect(onUnread).not.toHaveBeenCalled();
  });

  it('uses wss beside https', () => {
    expect(socketUrl({ protocol: 'https:', host: 'sprout.example' })).toBe('wss://sprout.example/ws');
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/ws');
  });
});
