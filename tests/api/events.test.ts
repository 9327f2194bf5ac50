/**
 * server/events: the in-process bus between services (publishers) and the
 * socket hub and later features (subscribers). A subscriber's failure is
 * logged and never reaches the publisher or the other subscribers.
 */
import { publish, subscribe, type AppEvent } from '@/server/events';
import { getLogger } from '@/server/log';

const COMMENT: AppEvent = { type: 'comment.added', targetType: 'book', targetId: 7, commentId: 42 };

describe('server/events', () => {
  const unsubscribes: (() => void)[] = [];
  afterEach(() => {
    unsubscribes.splice(0).forEach((off) => off());
    jest.restoreAllMocks();
  });

  it('publish hands the event to every subscriber of its type, in subscription order', () => {
    const seen: string[] = [];
    unsubscribes.push(subscribe('comment.added', (e) => void seen.push(`first:${e.commentId}`)));
    unsubscribes.push(subscribe('comment.added', (e) => void seen.push(`second:${e.targetType}:${e.targetId}`)));
    publish(COMMENT);
    expect(seen).toEqual(['first:42', 'second:book:7']);
  });

  it('publish does not reach subscribers of other types', () => {
    const revoked = jest.fn();
    unsubscribes.push(subscribe('session.revoked', revoked));
    publish(COMMENT);
    expect(revoked).not.toHaveBeenCalled();
  });

  it('publish without subscribers does nothing', () => {
    expect(() => publish({ type: 'session.revoked', sessionIds: [1] })).not.toThrow();
  });

  it('an unsubscribed handler is no longer called', () => {
    const handler = jest.fn();
    const off = subscribe('comment.added', handler);
    publish(COMMENT);
    off();
    publish(COMMENT);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('a throwing subscriber is logged; the publisher and the other subscribers go on', () => {
    const error = jest.spyOn(getLogger(), 'error').mockImplementation(() => undefined);
    const after = jest.fn();
    unsubscribes.push(
      subscribe('comment.added', () => {
        throw new Error('subscriber broke');
      }),
    );
    unsubscribes.push(subscribe('comment.added', after));
    expect(() => publish(COMMENT)).not.toThrow();
    expect(after).toHaveBeenCalledWith(COMMENT);
    expect(error).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(error.mock.calls[0])).toContain('comment.added');
  });

  it('a rejecting async subscriber is logged, not an unhandled rejection', async () => {
    const error = jest.spyOn(getLogger(), 'error').mockImplementation(() => undefined);
    const after = jest.fn();
    unsubscribes.push(subscribe('session.revoked', async () => Promise.reject(new Error('async subscriber broke'))));
    unsubscribes.push(subscribe('session.revoked', after));
    publish({ type: 'session.revoked', userIds: [3], exceptSessionId: 9 });
    expect(after).toHaveBeenCalledWith({ type: 'session.revoked', userIds: [3], exceptSessionId: 9 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('the same function subscribed twice is two subscriptions; unsubscribing one leaves the other', () => {
    const handler = jest.fn();
    const offFirst = subscribe('comment.added', handler);
    unsubscribes.push(subscribe('comment.added', handler));
    publish(COMMENT);
    expect(handler).toHaveBeenCalledTimes(2);
    offFirst();
    publish(COMMENT);
    expect(handler).toHaveBeenCalledTimes(3);
  });

  it('subscribers live on globalThis, so a second copy of the module (Next’s bundle) shares them', () => {
    const handler = jest.fn();
    unsubscribes.push(subscribe('comment.added', handler));
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const other = require('@/server/events') as typeof import('@/server/events');
      other.publish(COMMENT);
    });
    expect(handler).toHaveBeenCalledWith(COMMENT);
  });
});
