/**
 * The profile API as a client sees it: GET /api/user/info (full, masked),
 * PUT /api/user/info/update (strict input, 'content cannot be empty',
 * 'content not updated', server-owned fields refused and left alone, one
 * user never changing another), GET /api/user/open/info and the ready-made
 * avatar list.
 */
import { userUploads, users } from '@/server/db/schema';

import { cnMessages, createUserWithSession, describeApi, enMessages, envelope, validationMessage } from './helpers/test-app';
import { createAccount, SAME_ORIGIN, userRow } from './helpers/account';

const INFO = '/api/user/info';
const UPDATE = '/api/user/info/update';

interface Profile {
  userId: number;
  uid: number;
  accountNo: string;
  nickname: string;
  gender: string;
  birthday: string | null;
  introduction: string;
  avatar: string | null;
  phone: string | null;
  dialCode: string | null;
  email: string | null;
  compulsoryEducation: boolean;
  followerCount: number;
  likeCount: number;
  hasPassword: boolean;
  status: string;
}

describeApi('profile', (t) => {
  const put = (token: string, json: unknown, headers: Record<string, string> = {}) =>
    t.request(UPDATE, { method: 'PUT', json, headers: { token, ...SAME_ORIGIN, ...headers } });

  describe('GET /api/user/info', () => {
    it('returns the whole profile of the session user, phone and e-mail masked', async () => {
      const a = await createAccount(t.db, {
        nickname: '小明',
        phone: '13812341234',
        email: 'alice@example.com',
        gender: 'female',
        birthday: '2015-06-01',
        introduction: 'I like dinosaurs',
        followerCount: 3,
        likeCount: 7,
      });
      const res = await t.request(`${INFO}?source=app`, { headers: { token: a.token } });
      expect(res.status).toBe(200);
      const { code, data } = await envelope<Profile>(res);
      expect(code).toBe(0);
      expect(data).toMatchObject({
        userId: a.userId,
        uid: a.userId,
        nickname: '小明',
        gender: 'female',
        birthday: '2015-06-01',
        introduction: 'I like dinosaurs',
        avatar: null,
        phone: '138****1234',
        dialCode: '86',
        email: 'a***@example.com',
        compulsoryEducation: false,
        followerCount: 3,
        likeCount: 7,
        hasPassword: true,
        status: 'active',
      });
      expect(data.accountNo).toMatch(/^\d{8}$/);
      expect(JSON.stringify(data)).not.toContain('13812341234');
      expect(JSON.stringify(data)).not.toContain('alice@');
      expect(JSON.stringify(data)).not.toContain('argon2');
    });

    it('says hasPassword false and null contacts for a user without them', async () => {
      const { token } = await createUserWithSession(t.db);
      const { data } = await envelope<Profile>(await t.request(INFO, { headers: { token } }));
      expect(data).toMatchObject({ phone: null, email: null, hasPassword: false });
    });

    it('refuses visitors with 1001', async () => {
      const res = await t.request(INFO);
      expect(res.status).toBe(401);
      expect((await envelope(res)).code).toBe(1001);
    });
  });

  describe('PUT /api/user/info/update', () => {
    it('updates every editable field and answers the new profile', async () => {
      const a = await createAccount(t.db);
      const res = await put(a.token, {
        nickname: '  Tom 汤姆  ',
        gender: 'male',
        birthday: '2016-02-29',
        introduction: 'Loves picture books\nand trains',
        compulsoryEducation: true,
        avatar: '/avatars/panda.svg',
      });
      expect(res.status).toBe(200);
      const { data } = await envelope<Profile>(res);
      expect(data).toMatchObject({
        nickname: 'Tom 汤姆',
        gender: 'male',
        birthday: '2016-02-29',
        introduction: 'Loves picture books\nand trains',
        compulsoryEducation: true,
        avatar: '/avatars/panda.svg',
      });
      const row = await userRow(t.db, a.userId);
      expect(row).toMatchObject({ nickname: 'Tom 汤姆', gender: 'male', birthday: '2016-02-29', compulsoryEducation: true });
      // What the client reads next is the same.
      const info = await envelope<Profile>(await t.request(INFO, { headers: { token: a.token } }));
      expect(info.data.nickname).toBe('Tom 汤姆');
    });

    it('changes only the fields sent', async () => {
      const a = await createAccount(t.db, { introduction: 'keep me', gender: 'female' });
      await put(a.token, { nickname: 'Only nickname' });
      expect(await userRow(t.db, a.userId)).toMatchObject({ nickname: 'Only nickname', introduction: 'keep me', gender: 'female' });
    });

    it('clears the birthday with null and the introduction with an empty string', async () => {
      const a = await createAccount(t.db, { birthday: '2014-01-01', introduction: 'old' });
      expect((await put(a.token, { birthday: null, introduction: '' })).status).toBe(200);
      expect(await userRow(t.db, a.userId)).toMatchObject({ birthday: null, introduction: '' });
    });

    it.each([
      ['cn', '内容不能为空'],
      ['en', 'Content cannot be empty'],
    ] as const)('answers "content cannot be empty" (%s) for an empty or blank nickname', async (locale, msg) => {
      const a = await createAccount(t.db, { nickname: 'Before' });
      for (const nickname of ['', '    ']) {
        const res = await put(a.token, { nickname }, { 'accept-language': locale === 'en' ? 'en' : 'zh-CN' });
        expect(res.status).toBe(400);
        expect(await envelope(res)).toEqual({ code: 4601, msg, data: null });
      }
      expect((await userRow(t.db, a.userId)).nickname).toBe('Before');
    });

    it.each([
      ['cn', '内容未更新'],
      ['en', 'Content not updated'],
    ] as const)('answers "content not updated" (%s), a code of its own, when nothing changes', async (locale, msg) => {
      const a = await createAccount(t.db, { nickname: 'Same', gender: 'male' });
      const headers = { 'accept-language': locale === 'en' ? 'en' : 'zh-CN' };
      for (const body of [{}, { nickname: 'Same' }, { nickname: ' Same ', gender: 'male' }]) {
        const res = await put(a.token, body, headers);
        expect(res.status).toBe(400);
        expect(await envelope(res)).toEqual({ code: 4602, msg, data: null });
      }
      expect(cnMessages.Errors.CONTENT_NOT_UPDATED).not.toBe(cnMessages.Errors.CONTENT_EMPTY);
    });

    it.each([
      ['nickname', { nickname: 'x'.repeat(21) }],
      ['nickname', { nickname: 'bad\u0000name' }],
      ['nickname', { nickname: 'rtl\u202Eevil' }],
      ['nickname', { nickname: 42 }],
      ['gender', { gender: 'other' }],
      ['birthday', { birthday: '2015-13-01' }],
      ['birthday', { birthday: '2015-02-30' }],
      ['birthday', { birthday: '1899-12-31' }],
      ['birthday', { birthday: '2999-01-01' }],
      ['birthday', { birthday: '01/02/2015' }],
      ['introduction', { introduction: 'y'.repeat(201) }],
      ['compulsoryEducation', { compulsoryEducation: 'yes' }],
      ['avatar', { avatar: 'z'.repeat(301) }],
    ])('refuses a bad %s with 400 naming the field, and changes nothing', async (field, body) => {
      const a = await createAccount(t.db);
      const before = await userRow(t.db, a.userId);
      const res = await put(a.token, body);
      expect(res.status).toBe(400);
      expect(await envelope(res)).toEqual({ code: 4000, msg: validationMessage('cn', field), data: null });
      expect(await userRow(t.db, a.userId)).toEqual(before);
    });

    it('accepts a nickname of exactly 20 characters, counting emoji as one', async () => {
      const a = await createAccount(t.db);
      const nickname = '🐼'.repeat(20);
      expect((await put(a.token, { nickname })).status).toBe(200);
      expect((await userRow(t.db, a.userId)).nickname).toBe(nickname);
    });

    it('stores markup as plain text', async () => {
      const a = await createAccount(t.db);
      const nickname = '<b onclick=x>hi</b>';
      expect((await put(a.token, { nickname })).status).toBe(200);
      const info = await envelope<Profile>(await t.request(INFO, { headers: { token: a.token } }));
      expect(info.data.nickname).toBe(nickname);
    });

    describe('mass assignment', () => {
      it.each([
        ['id', 999999],
        ['userId', 1],
        ['phone', '13900000000'],
        ['email', 'attacker@example.com'],
        ['role', 'staff'],
        ['status', 'active'],
        ['followerCount', 100000],
        ['likeCount', 100000],
        ['accountNo', '00000001'],
        ['passwordHash', 'x'],
        ['__proto__', { polluted: true }],
      ])('drops "%s" from the body: only the nickname changes', async (key, value) => {
        const a = await createAccount(t.db, { nickname: 'Owner' });
        const before = await userRow(t.db, a.userId);
        const body = JSON.parse(`{"nickname":"Changed",${JSON.stringify(key)}:${JSON.stringify(value)}}`);
        const res = await put(a.token, body);
        expect(res.status).toBe(200);
        expect((await envelope(res)).code).toBe(0);
        expect(await userRow(t.db, a.userId)).toEqual({ ...before, nickname: 'Changed', updatedAt: expect.any(Date) });
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      });
    });

    describe('avatar', () => {
      it('accepts any ready-made avatar', async () => {
        const a = await createAccount(t.db);
        expect((await put(a.token, { avatar: '/avatars/fox.svg' })).status).toBe(200);
        expect((await userRow(t.db, a.userId)).avatar).toBe('/avatars/fox.svg');
      });

      it.each([
        'https://evil.example/a.png',
        'javascript:alert(1)',
        '/avatars/../brand/logo.svg',
        '/avatars/unknown.svg',
        '/media/uploads/avatars/0123456789abcdef0123456789abcdef.webp',
        'data:image/png;base64,AAAA',
      ])('answers "Please upload your avatar first" for %s', async (avatar) => {
        const a = await createAccount(t.db, { avatar: null });
        const res = await put(a.token, { avatar }, { 'accept-language': 'en' });
        expect(res.status).toBe(400);
        expect(await envelope(res)).toEqual({ code: 4607, msg: enMessages.Errors.AVATAR_NOT_UPLOADED, data: null });
        expect((await userRow(t.db, a.userId)).avatar).toBeNull();
      });

      it('accepts the user’s own upload but not another user’s', async () => {
        const a = await createAccount(t.db);
        const b = await createAccount(t.db);
        const key = 'avatars/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp';
        await t.db.insert(userUploads).values({ userId: a.userId, storageKey: key, bytes: 100 });
        const url = `/media/uploads/${key}`;
        expect((await put(b.token, { avatar: url })).status).toBe(400);
        expect((await userRow(t.db, b.userId)).avatar).toBeNull();
        expect((await put(a.token, { avatar: url })).status).toBe(200);
        expect((await userRow(t.db, a.userId)).avatar).toBe(url);
      });
    });

    it('IDOR: user B cannot change user A, whatever B sends; A is unchanged', async () => {
      const a = await createAccount(t.db, { nickname: 'Alice' });
      const b = await createAccount(t.db, { nickname: 'Ben' });
      const beforeA = await userRow(t.db, a.userId);
      // B's session only ever reaches B's row; an id in the body is dropped.
      expect((await put(b.token, { nickname: 'Hacked', id: a.userId })).status).toBe(200);
      expect((await put(b.token, { nickname: 'Hacked again', userId: a.userId })).status).toBe(200);
      const viaQuery = await t.request(`${UPDATE}?userId=${a.userId}&id=${a.userId}`, {
        method: 'PUT',
        json: { nickname: 'Ben 2' },
        headers: { token: b.token, ...SAME_ORIGIN },
      });
      expect(viaQuery.status).toBe(200);
      expect(await userRow(t.db, a.userId)).toEqual(beforeA);
      expect((await userRow(t.db, b.userId)).nickname).toBe('Ben 2');
    });

    it('refuses visitors, a revoked session and a foreign origin without touching the row', async () => {
      const a = await createAccount(t.db, { nickname: 'Guarded' });
      const noSession = await t.request(UPDATE, { method: 'PUT', json: { nickname: 'x' }, headers: SAME_ORIGIN });
      expect(noSession.status).toBe(401);
      const crossSite = await t.request(UPDATE, {
        method: 'PUT',
        json: { nickname: 'x' },
        headers: { token: a.token, origin: 'https://evil.example' },
      });
      expect(crossSite.status).toBe(403);
      expect((await userRow(t.db, a.userId)).nickname).toBe('Guarded');
    });

    it('refuses a body that is not JSON', async () => {
      const a = await createAccount(t.db);
      const res = await t.request(UPDATE, {
        method: 'PUT',
        body: 'nickname=x',
        headers: { token: a.token, 'content-type': 'text/plain', ...SAME_ORIGIN },
      });
      expect(res.status).toBe(415);
    });
  });

  describe('GET /api/user/open/info', () => {
    it('shows anyone the card of a public profile, and nothing private', async () => {
      const a = await createAccount(t.db, { nickname: 'Public Pat', introduction: 'hi', followerCount: 5, likeCount: 9, profileVisibility: 'public' });
      const res = await t.request(`/api/user/open/info?userId=${a.userId}`);
      expect(res.status).toBe(200);
      const { data } = await envelope<Record<string, unknown>>(res);
      expect(data).toEqual({ userId: a.userId, nickname: 'Public Pat', avatar: null, introduction: 'hi', followerCount: 5, likeCount: 9, visibility: 'public' });
    });

    it.each(['0', '-1', 'abc', '1.5', '99999999999'])('refuses userId=%s with 400', async (userId) => {
      const res = await t.request(`/api/user/open/info?userId=${userId}`);
      expect(res.status).toBe(400);
      expect((await envelope(res)).msg).toBe(validationMessage('cn', 'userId'));
    });

    it('answers 404 for an unknown user and for cancelling or anonymised ones', async () => {
      const unknown = await t.request('/api/user/open/info?userId=2000000000', { headers: { 'accept-language': 'en' } });
      expect(unknown.status).toBe(404);
      expect(await envelope(unknown)).toEqual({ code: 4608, msg: enMessages.Errors.USER_NOT_FOUND, data: null });
      for (const status of ['cancelling', 'anonymised']) {
        const [row] = await t.db.insert(users).values({ nickname: 'Gone', status }).returning({ id: users.id });
        expect((await t.request(`/api/user/open/info?userId=${row.id}`)).status).toBe(404);
      }
    });
  });

  describe('GET /api/user/ai/avatar/list', () => {
    it('lists twelve ready-made avatars that the site serves', async () => {
      const res = await t.request('/api/user/ai/avatar/list');
      const { data } = await envelope<{ list: { id: string; url: string }[] }>(res);
      expect(data.list).toHaveLength(12);
      const fs = await import('node:fs');
      for (const { id, url } of data.list) {
        expect(url).toBe(`/avatars/${id}.svg`);
        expect(fs.existsSync(`public${url}`)).toBe(true);
      }
    });
  });
});
