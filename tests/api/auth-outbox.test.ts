/**
 * /dev/outbox: hidden in production unless DEV_OUTBOX=true, and the list it
 * shows (newest first, narrowed by `?to=`).
 */
import DevOutboxPage from '@/app/dev/outbox/page';
import { deliverToOutbox } from '@/server/providers/outbox/store';
import { listOutbox } from '@/server/services/auth/outbox';

import { describeApi, setServerEnv } from './helpers/test-app';

describe('/dev/outbox in production', () => {
  it('is not found unless DEV_OUTBOX=true', async () => {
    const restore = setServerEnv({ NODE_ENV: 'production', DEV_OUTBOX: undefined });
    try {
      await expect(DevOutboxPage({ searchParams: Promise.resolve({}) })).rejects.toMatchObject({
        digest: expect.stringContaining('404'),
      });
    } finally {
      restore();
    }
  });
});

describeApi('outbox list', (t) => {
  it('lists the newest first and narrows to one recipient, by phone with or without dial code', async () => {
    await deliverToOutbox(t.db, { channel: 'sms', destination: '+86 13900001111', body: '验证码 111111' });
    await deliverToOutbox(t.db, { channel: 'email', destination: 'amy@example.com', subject: 'Code', body: 'Your code: 222222' });
    await deliverToOutbox(t.db, { channel: 'sms', destination: '+852 61112222', body: 'code 333333' });
    await deliverToOutbox(t.db, { channel: 'sms', destination: '+86 13900001111', body: '验证码 444444' });

    expect((await listOutbox(t.db)).map((m) => m.body)).toEqual(['验证码 444444', 'code 333333', 'Your code: 222222', '验证码 111111']);
    for (const to of ['13900001111', '8613900001111', '+86 13900001111', ' 86 13900001111']) {
      expect((await listOutbox(t.db, { to })).map((m) => m.body)).toEqual(['验证码 444444', '验证码 111111']);
    }
    expect((await listOutbox(t.db, { to: 'AMY@example.com' })).map((m) => m.subject)).toEqual(['Code']);
    expect(await listOutbox(t.db, { to: '1111' })).toEqual([]);
    expect(await listOutbox(t.db, { to: '%' })).toEqual([]);
    expect(await listOutbox(t.db, { limit: 1 })).toHaveLength(1);
  });
});
