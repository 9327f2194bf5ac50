/**
 * The message center: groups, conversations, sending with its rules (who may
 * write to whom), reading, settings, and notifications made by events (likes,
 * collects, comments, class reminders), on both engines.
 */
import { and, count, eq } from 'drizzle-orm';

import { GROUP_TYPE } from '@/lib/constants/messages';
import type { InboxGroup, InboxMessage, MessagePage, MessageSettings } from '@/lib/types/messages';
import type { Db } from '@/server/db/client';
import { follows, messages, userBlocks, users, videos } from '@/server/db/schema';
import { notify } from '@/server/services/messages/notify';
import { isQuietTime } from '@/server/services/messages/settings';

import { call, expectLoginRequired, invalid, messages as texts, ok, UNKNOWN_ID, userNotFound } from '../helpers/calls';
import { createUserWithSession, describeApi } from '../helpers/test-app';

type User = Awaited<ReturnType<typeof createUserWithSession>>;

function refusal(name: keyof typeof texts.en.Errors, code: number, status: number, lang: 'cn' | 'en' = 'cn', params: Record<string, string | number> = {}) {
  let msg = texts[lang].Errors[name] as string;
  for (const [k, v] of Object.entries(params)) msg = msg.replace(`{${k}}`, String(v));
  return { status, code, msg, data: null };
}

async function unreadRows(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(eq(messages.userId, userId));
  return Number(row.n);
}

describeApi('message center', (t) => {
  let seq = 0;
  const person = async (values: { role?: string; profileVisibility?: 'private' | 'public'; isChild?: boolean } = {}): Promise<User> => {
    const u = await createUserWithSession(t.db, { nickname: `msg-${++seq}`, role: values.role, profileVisibility: values.profileVisibility });
    if (values.isChild) await t.db.update(users).set({ isChild: true }).where(eq(users.id, u.userId));
    return u;
  };
  const send = (from: User, friendId: number, content: string, lang: 'cn' | 'en' = 'cn') => call<InboxMessage>(t, '/api/msg/send', { token: from.token, json: { friendId, content }, lang });
  const groups = (u: User) => ok<InboxGroup[]>(t, '/api/msg/group', { token: u.token });
  const chat = (u: User, friendId: number, page = 1, size = 20) => ok<MessagePage>(t, `/api/msg/group/detail?friendId=${friendId}&page=${page}&size=${size}`, { token: u.token });
  const unread = async (u: User) =>
    (await ok<{ groupUnreadCount: { groupType: number; unreadCount: number }[] }>(t, '/api/msg/unread', { token: u.token })).groupUnreadCount;

  it('asks a visitor to log in on every endpoint', async () => {
    await expectLoginRequired(t, '/api/msg/group');
    await expectLoginRequired(t, '/api/msg/group/detail?groupId=0');
    await expectLoginRequired(t, '/api/msg/group/read?groupId=0', { method: 'PUT' });
    await expectLoginRequired(t, '/api/msg/send', { json: { friendId: 1, content: 'hi' } });
    await expectLoginRequired(t, '/api/msg/unread');
    await expectLoginRequired(t, '/api/msg/settings');
  });

  it('lists the five notification groups, then chats newest first, with last message and unread counts', async () => {
    const me = await person({ profileVisibility: 'public' });
    const ann = await person();
    const bob = await person();
    expect((await groups(me)).map((g) => [g.groupId, g.groupType, g.unreadCount, g.lastMessage])).toEqual([
      [0, 0, 0, null],
      [2, 2, 0, null],
      [3, 3, 0, null],
      [4, 4, 0, null],
      [5, 5, 0, null],
    ]);
    expect((await send(ann, me.userId, 'Hello from Ann')).code).toBe(0);
    expect((await send(bob, me.userId, 'Hi, Bob here 👋')).code).toBe(0);
    expect((await send(bob, me.userId, 'Are you there?')).code).toBe(0);
    const list = await groups(me);
    const chats = list.filter((g) => g.groupType === GROUP_TYPE.CHAT);
    expect(chats.map((g) => [g.friendId, g.peer?.nickname, g.unreadCount, g.lastMessage?.text, g.groupId])).toEqual([
      [bob.userId, bob.nickname, 2, 'Are you there?', null],
      [ann.userId, ann.nickname, 1, 'Hello from Ann', null],
    ]);
    // Private senders show their nickname and the default avatar only.
    expect(chats.every((g) => g.peer?.avatar === null)).toBe(true);
    expect(await unread(me)).toEqual([0, 1, 2, 3, 4, 5].map((groupType) => ({ groupType, unreadCount: groupType === 1 ? 3 : 0 })));
    // The sender sees the conversation too, their last message marked as theirs and nothing unread.
    const bobChats = (await groups(bob)).filter((g) => g.groupType === GROUP_TYPE.CHAT);
    expect(bobChats.map((g) => [g.friendId, g.unreadCount, g.lastMessage?.fromMe])).toEqual([[me.userId, 0, true]]);
  });

  it('pages a conversation from the newest, each page oldest first, and keeps text as text', async () => {
    const me = await person({ profileVisibility: 'public' });
    const pal = await person();
    for (let i = 1; i <= 5; i++) expect((await send(pal, me.userId, `message ${i}`)).code).toBe(0);
    expect((await send(me, pal.userId, '<img src=x onerror=alert(1)> & <b>bold</b>')).code).toBe(0);
    const first = await chat(me, pal.userId, 1, 4);
    expect(first.list.map((m) => m.text)).toEqual(['message 3', 'message 4', 'message 5', '<img src=x onerror=alert(1)> & <b>bold</b>']);
    expect(first.list.map((m) => m.fromMe)).toEqual([false, false, false, true]);
    expect([first.total, first.hasMore]).toEqual([6, true]);
    expect(first.peer).toMatchObject({ userId: pal.userId, nickname: pal.nickname, canMessage: true, reason: null });
    const second = await chat(me, pal.userId, 2, 4);
    expect(second.list.map((m) => m.text)).toEqual(['message 1', 'message 2']);
    expect(second.hasMore).toBe(false);
    // Scrolling up asks for what is older than the oldest message shown: no gap when new ones arrive meanwhile.
    await send(pal, me.userId, 'message 6');
    const older = await ok<MessagePage>(t, `/api/msg/group/detail?friendId=${pal.userId}&size=2&beforeId=${first.list[1].msgId}`, { token: me.token });
    expect([older.list.map((m) => m.text), older.hasMore]).toEqual([['message 2', 'message 3'], true]);
    const oldest = await ok<MessagePage>(t, `/api/msg/group/detail?friendId=${pal.userId}&size=2&beforeId=${older.list[0].msgId}`, { token: me.token });
    expect([oldest.list.map((m) => m.text), oldest.hasMore]).toEqual([['message 1'], false]);
    // The other side reads the same conversation.
    expect((await chat(pal, me.userId, 1, 10)).list.map((m) => m.text)).toHaveLength(7);
  });

  it('refuses empty, too long and self messages and unknown people, changing nothing', async () => {
    const me = await person();
    const other = await person({ profileVisibility: 'public' });
    const before = await unreadRows(t.db, other.userId);
    expect(await send(me, other.userId, '   ')).toEqual(refusal('MESSAGE_EMPTY', 4786, 400));
    expect(await send(me, other.userId, 'x'.repeat(501), 'en')).toEqual(refusal('MESSAGE_TOO_LONG', 4787, 400, 'en', { max: 500 }));
    expect(await send(me, other.userId, 'x'.repeat(501), 'cn')).toEqual(refusal('MESSAGE_TOO_LONG', 4787, 400, 'cn', { max: 500 }));
    expect((await send(me, other.userId, '🙂'.repeat(500))).code).toBe(0); // 500 emoji are 500 characters
    expect(await send(me, me.userId, 'hi')).toEqual(refusal('MESSAGE_SELF', 4780, 400));
    expect(await send(me, UNKNOWN_ID, 'hi', 'cn')).toEqual(userNotFound('cn'));
    expect(await call(t, '/api/msg/send', { token: me.token, json: { friendId: 'abc', content: 'hi' }, lang: 'cn' })).toEqual(invalid('friendId', 'cn'));
    expect(await call(t, '/api/msg/send', { token: me.token, json: { friendId: other.userId, content: 'a\u0000b' }, lang: 'cn' })).toEqual(invalid('content', 'cn'));
    expect(await unreadRows(t.db, other.userId)).toBe(before + 1);
  });

  it('lets strangers write only to public profiles, to people who follow them, or who wrote first', async () => {
    const me = await person();
    const shy = await person();
    expect(await send(me, shy.userId, 'hello?')).toEqual(refusal('MESSAGE_NOT_ALLOWED', 4785, 403));
    expect((await chat(me, shy.userId)).peer).toMatchObject({ canMessage: false, reason: 'private' });
    // Once they follow me, I may write.
    await t.db.insert(follows).values({ followerId: shy.userId, followeeId: me.userId });
    expect((await send(me, shy.userId, 'thanks for the follow')).code).toBe(0);
    // Someone who wrote to me first may be answered.
    const writer = await person({ profileVisibility: 'public' });
    const quiet = await person();
    await t.db.update(users).set({ profileVisibility: 'private' }).where(eq(users.id, writer.userId));
    expect(await send(quiet, writer.userId, 'hi')).toEqual(refusal('MESSAGE_NOT_ALLOWED', 4785, 403));
    await t.db.update(users).set({ profileVisibility: 'public' }).where(eq(users.id, quiet.userId));
    expect((await send(writer, quiet.userId, 'hi, I saw your videos')).code).toBe(0);
    await t.db.update(users).set({ profileVisibility: 'private' }).where(eq(users.id, quiet.userId));
    expect((await send(quiet, writer.userId, 'hello back')).code).toBe(0);
  });

  it('refuses messages both ways while either has blocked the other', async () => {
    const a = await person({ profileVisibility: 'public' });
    const b = await person({ profileVisibility: 'public' });
    await t.db.insert(userBlocks).values({ blockerId: a.userId, blockedId: b.userId });
    // The refusal of a private profile: no one but staff learns of a block (issue #28 L1).
    expect(await send(b, a.userId, 'let me in')).toEqual(refusal('MESSAGE_NOT_ALLOWED', 4785, 403));
    expect(await send(a, b.userId, 'hi', 'cn')).toEqual(refusal('MESSAGE_NOT_ALLOWED', 4785, 403, 'cn'));
    expect((await chat(b, a.userId)).peer).toMatchObject({ canMessage: false, reason: 'private' });
    await t.db.delete(userBlocks).where(and(eq(userBlocks.blockerId, a.userId), eq(userBlocks.blockedId, b.userId)));
    expect((await send(b, a.userId, 'friends again?')).code).toBe(0);
  });

  it("keeps a child's account to teachers and advisers", async () => {
    const child = await person({ isChild: true });
    const grownUp = await person({ profileVisibility: 'public' });
    const teacher = await person({ role: 'teacher' });
    const adviser = await person({ role: 'adviser' });
    // The refusal of a private profile, so that no one learns which accounts are children (issue #28 L1).
    expect(await send(grownUp, child.userId, 'hi kid')).toEqual(refusal('MESSAGE_NOT_ALLOWED', 4785, 403));
    expect(await send(child, grownUp.userId, 'hi')).toEqual(refusal('MESSAGE_NOT_ALLOWED', 4785, 403));
    // Even a follow does not open a child's account to strangers.
    await t.db.insert(follows).values({ followerId: child.userId, followeeId: grownUp.userId });
    expect(await send(grownUp, child.userId, 'hi kid')).toEqual(refusal('MESSAGE_NOT_ALLOWED', 4785, 403));
    expect((await send(teacher, child.userId, 'Great class today!')).code).toBe(0);
    expect((await send(child, teacher.userId, 'Thank you!')).code).toBe(0);
    expect((await send(child, adviser.userId, 'When is my next class?')).code).toBe(0);
    expect((await chat(grownUp, child.userId)).list).toEqual([]);
  });

  it('shows and marks only the caller’s own messages', async () => {
    const me = await person({ profileVisibility: 'public' });
    const pal = await person({ profileVisibility: 'public' });
    const snoop = await person();
    await send(pal, me.userId, 'secret plan');
    // The snoop's "chat with pal" is their own (empty): my conversation is not theirs to read.
    expect((await chat(snoop, pal.userId)).list).toEqual([]);
    const [mine] = (await chat(me, pal.userId)).list;
    expect(await call(t, `/api/msg/group/read?msgId=${mine.msgId}`, { method: 'PUT', token: snoop.token })).toEqual(refusal('MESSAGE_NOT_FOUND', 4782, 404));
    expect((await chat(me, pal.userId)).list[0].read).toBe(false);
    expect(await ok(t, `/api/msg/group/read?msgId=${mine.msgId}`, { method: 'PUT', token: me.token })).toEqual({ updated: 1 });
    expect((await chat(me, pal.userId)).list[0].read).toBe(true);
  });

  it('marks a chat, a group or everything up to a message read, and refuses unknown groups', async () => {
    const me = await person({ profileVisibility: 'public' });
    const pal = await person({ profileVisibility: 'public' });
    await send(pal, me.userId, 'one');
    await send(pal, me.userId, 'two');
    await notify(t.db, [
      { userId: me.userId, kind: 'like', senderId: pal.userId, data: { targetType: 'video', targetId: 1, title: 'A' } },
      { userId: me.userId, kind: 'collect', senderId: pal.userId, data: { targetType: 'video', targetId: 1, title: 'A' } },
    ]);
    expect((await unread(me)).filter((u) => u.unreadCount)).toEqual([
      { groupType: 1, unreadCount: 2 },
      { groupType: 3, unreadCount: 2 },
    ]);
    expect(await ok(t, `/api/msg/group/read?friendId=${pal.userId}`, { method: 'PUT', token: me.token })).toEqual({ updated: 2 });
    expect(await ok(t, '/api/msg/group/read?groupId=3', { method: 'PUT', token: me.token })).toEqual({ updated: 2 });
    expect((await unread(me)).every((u) => u.unreadCount === 0)).toBe(true);
    expect(await call(t, '/api/msg/group/read?groupId=1', { method: 'PUT', token: me.token })).toEqual(refusal('MESSAGE_GROUP_INVALID', 4781, 400));
    expect(await call(t, '/api/msg/group/read?groupId=9', { method: 'PUT', token: me.token, lang: 'cn' })).toEqual(invalid('groupId', 'cn'));
    expect(await call(t, '/api/msg/group/read', { method: 'PUT', token: me.token, lang: 'cn' })).toEqual(invalid('groupId', 'cn'));
    expect(await call(t, '/api/msg/group/detail?groupId=1', { token: me.token })).toEqual(refusal('MESSAGE_GROUP_INVALID', 4781, 400));
    expect(await call(t, `/api/msg/group/detail?groupId=0&friendId=${pal.userId}`, { token: me.token, lang: 'cn' })).toEqual(invalid('groupId', 'cn'));
  });

  it('notifies a video’s publisher of likes, collects and comments once, never of their own', async () => {
    const owner = await person({ profileVisibility: 'public' });
    const fan = await person({ profileVisibility: 'public' });
    const [video] = await t.db
      .insert(videos)
      .values({ slug: `msg-video-${seq}`, title: 'Counting ducks', titleCn: '数鸭子', description: '', descriptionCn: '', durationSec: 30, src: '/v.mp4', poster: '/p.webp', subtitlesEn: '', subtitlesCn: '', userId: owner.userId })
      .returning({ id: videos.id });
    for (let i = 0; i < 3; i++) await ok(t, `/api/video/like?videoId=${video.id}`, { json: {}, token: fan.token });
    await ok(t, `/api/video/collect?videoId=${video.id}`, { json: {}, token: fan.token });
    await ok(t, `/api/video/like?videoId=${video.id}`, { json: {}, token: owner.token });
    await ok(t, '/api/comment/add', { json: { targetType: 'video', targetId: video.id, content: 'So cute! <b>ducks</b>' }, token: fan.token });
    const likes = await ok<MessagePage>(t, '/api/msg/group/detail?groupId=3', { token: owner.token });
    expect(likes.list.map((m) => [m.kind, m.sender?.userId, m.data.targetId, m.data.title, m.data.titleCn])).toEqual([
      ['like', fan.userId, video.id, 'Counting ducks', '数鸭子'],
      ['collect', fan.userId, video.id, 'Counting ducks', '数鸭子'],
    ]);
    const comments = await ok<MessagePage>(t, '/api/msg/group/detail?groupId=2', { token: owner.token });
    expect(comments.list.map((m) => [m.kind, m.sender?.nickname, m.text])).toEqual([['comment', fan.nickname, 'So cute! <b>ducks</b>']]);
  });

  it('stores a notification once per dedupe key and never one from a blocked sender', async () => {
    const me = await person();
    const pest = await person();
    expect(await notify(t.db, { userId: me.userId, kind: 'lesson.soon', data: { lessonId: 7 }, dedupeKey: 'lesson.soon:7' })).toBe(1);
    expect(await notify(t.db, { userId: me.userId, kind: 'lesson.soon', data: { lessonId: 7 }, dedupeKey: 'lesson.soon:7' })).toBe(0);
    await t.db.insert(userBlocks).values({ blockerId: me.userId, blockedId: pest.userId });
    expect(await notify(t.db, { userId: me.userId, kind: 'like', senderId: pest.userId })).toBe(0);
    expect(await notify(t.db, { userId: me.userId, kind: 'like', senderId: me.userId })).toBe(0);
    expect(await unreadRows(t.db, me.userId)).toBe(1);
  });

  it('keeps settings: muted types leave the counts, quiet hours need both ends, a child has night hours', async () => {
    const me = await person({ profileVisibility: 'public' });
    const pal = await person({ profileVisibility: 'public' });
    expect(await ok<MessageSettings>(t, '/api/msg/settings', { token: me.token })).toEqual({ mutedTypes: [], quietStart: null, quietEnd: null, timeZone: 'Asia/Shanghai' });
    const child = await person({ isChild: true });
    expect(await ok<MessageSettings>(t, '/api/msg/settings', { token: child.token })).toMatchObject({ quietStart: '21:30', quietEnd: '08:00' });

    await send(pal, me.userId, 'hi');
    const saved = await ok<MessageSettings>(t, '/api/msg/settings', { method: 'PUT', token: me.token, json: { mutedTypes: [1, 3, 1], quietStart: '22:00', quietEnd: '07:00' } });
    expect(saved).toMatchObject({ mutedTypes: [1, 3], quietStart: '22:00', quietEnd: '07:00' });
    expect((await unread(me)).find((u) => u.groupType === 1)).toEqual({ groupType: 1, unreadCount: 0 });
    // The message center still shows what is unread, marked muted.
    const chatRow = (await groups(me)).find((g) => g.friendId === pal.userId);
    expect([chatRow?.unreadCount, chatRow?.muted]).toEqual([1, true]);

    expect(await call(t, '/api/msg/settings', { method: 'PUT', token: me.token, json: { mutedTypes: [], quietStart: '22:00', quietEnd: null } })).toEqual(
      refusal('QUIET_HOURS_INVALID', 4788, 400),
    );
    expect(await call(t, '/api/msg/settings', { method: 'PUT', token: me.token, json: { mutedTypes: [], quietStart: '25:00', quietEnd: '07:00' }, lang: 'cn' })).toEqual(
      invalid('quietStart', 'cn'),
    );
    expect(await call(t, '/api/msg/settings', { method: 'PUT', token: me.token, json: { mutedTypes: [6], quietStart: null, quietEnd: null }, lang: 'cn' })).toEqual(
      invalid('mutedTypes.0', 'cn'),
    );
    expect(await ok<MessageSettings>(t, '/api/msg/settings', { token: me.token })).toMatchObject({ mutedTypes: [1, 3], quietStart: '22:00' });
  });

  it('reads quiet hours in the user’s zone, across midnight', () => {
    const zone = { timeZone: 'Asia/Shanghai' };
    const at = (hhmm: string) => new Date(`2026-11-27T${hhmm}:00+08:00`);
    const night = { ...zone, quietStart: '21:30', quietEnd: '08:00' };
    expect([at('21:29'), at('21:30'), at('23:59'), at('00:00'), at('07:59'), at('08:00'), at('12:00')].map((d) => isQuietTime(night, d))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    const lunch = { ...zone, quietStart: '12:00', quietEnd: '13:30' };
    expect([at('11:59'), at('12:00'), at('13:29'), at('13:30')].map((d) => isQuietTime(lunch, d))).toEqual([false, true, true, false]);
    expect(isQuietTime({ ...night, timeZone: 'Europe/London' }, at('23:00'))).toBe(false); // 15:00 in London
    expect(isQuietTime({ ...zone, quietStart: null, quietEnd: null }, at('23:00'))).toBe(false);
  });
});
