/**
 * A client written literally from the spec (SPEC §3 stored user info, §7
 * sign-in helpers): its field names are accepted beside ours, fields we do
 * not know are dropped instead of refused (and never stored), and the answers
 * carry the names the spec's client reads. docs/api.md lists the pairs.
 */
import { eq } from 'drizzle-orm';

import { users } from '@/server/db/schema';

import { SAME_ORIGIN } from './helpers/account';
import { ADULT_SIGN_UP, emailCode, latestCode, newEmail, newIp, newPhone, smsCode } from './helpers/auth';
import { describeApi, envelope } from './helpers/test-app';

interface SpecLogin {
  token: string;
  id: number;
  uid: number;
  nickName: string;
  avatarUrl: string | null;
}

describeApi('clients written to the spec', (t) => {
  it('e-mail code login with the helper’s `msgCode` logs in, and the answer has id, uid, nickName, avatarUrl', async () => {
    const email = newEmail();
    const msgCode = await emailCode(t, email);
    const res = await t.request('/api/user/login/checkEmailCode', { json: { ...ADULT_SIGN_UP, email, msgCode, entrance: 'Sprout English' }, ip: newIp() });
    const body = await envelope<SpecLogin>(res);
    expect(body.code).toBe(0);
    expect(body.data.id).toBe(body.data.uid);
    expect(typeof body.data.nickName).toBe('string');
    expect(body.data).toHaveProperty('avatarUrl', null);
  });

  it('the SMS helper may name the number `phone`', async () => {
    const phone = newPhone();
    const res = await t.request('/api/user/login/sendMsgCode', { json: { phone, dialCode: '86' }, ip: newIp() });
    expect((await envelope(res)).code).toBe(0);
    expect(await latestCode(t.db, `+86 ${phone}`)).toMatch(/^\d{6}$/);
  });

  it('drops fields it does not know instead of refusing them, and stores none of them', async () => {
    const phone = newPhone();
    const msgCode = await smsCode(t, phone);
    const res = await t.request('/api/user/login/checkMsgCode', {
      json: { ...ADULT_SIGN_UP, msgCode, phoneNumber: phone, dialCode: '86', channelCode: '1', entrance: 'x', userId: 1, role: 'staff', newPwdTwo: 'whatever' },
      ip: newIp(),
    });
    const login = await envelope<SpecLogin>(res);
    expect(login.code).toBe(0);
    const [row] = await t.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.phone, phone));
    expect(row).toEqual({ id: login.data.uid, role: 'user' });

    const update = await t.request('/api/user/info/update', {
      method: 'PUT',
      json: { nickName: 'Spec Reader', introduction: 'hi', role: 'staff', isChild: false, followerCount: 999 },
      headers: { token: login.data.token, ...SAME_ORIGIN },
    });
    expect(update.status).toBe(200);
    const [after] = await t.db
      .select({ nickname: users.nickname, role: users.role, followerCount: users.followerCount })
      .from(users)
      .where(eq(users.id, login.data.uid));
    expect(after).toEqual({ nickname: 'Spec Reader', role: 'user', followerCount: 0 });
  });

  it('still refuses a known field with a wrong value', async () => {
    const res = await t.request('/api/user/login/checkEmailCode', { json: { ...ADULT_SIGN_UP, email: 'not-an-email', msgCode: '123456', extra: 1 }, ip: newIp() });
    expect(res.status).toBe(400);
    expect((await envelope(res)).code).toBe(4000);
  });

  it('/user/info answers the stored user_info names beside ours', async () => {
    const phone = newPhone();
    const msgCode = await smsCode(t, phone);
    const login = await envelope<SpecLogin>(await t.request('/api/user/login/checkMsgCode', { json: { ...ADULT_SIGN_UP, msgCode, phoneNumber: phone, dialCode: '86' }, ip: newIp() }));
    const info = await envelope<Record<string, unknown>>(await t.request('/api/user/info?source=app', { headers: { token: login.data.token } }));
    expect(info.data).toMatchObject({
      id: login.data.uid,
      uid: login.data.uid,
      userId: login.data.uid,
      nickName: info.data.nickname,
      avatarUrl: info.data.avatar ?? null,
      phoneNumber: info.data.phone,
    });
  });
});
