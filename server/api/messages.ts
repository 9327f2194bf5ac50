import 'server-only';

import { MESSAGE_MAX_LENGTH } from '@/lib/constants/messages';
import { groupDetailQuerySchema, markReadQuerySchema, messageSettingsSchema, sendMessageSchema } from '@/lib/schemas/messages';

import { AppError } from '../errors';
import { groupDetail, listGroups, markRead, sendMessage } from '../services/messages/inbox';
import { getMessageSettings, socketUnread, updateMessageSettings } from '../services/messages/settings';
import { createRouter } from './access';
import { ok } from './context';
import { messageSendLimit } from './rate-limits';
import { validate, validateInput } from './validate';

/** The message center: groups, conversations, reading, sending and settings; mounted on the spec's /api/msg segment. */
export const messageCenter = createRouter();

// GET /api/msg/group – the notification groups (types 0, 2-5) then the private chats, with last message and unread count
messageCenter.user.get('/group', async (c) => {
  const settings = await getMessageSettings(c.var.db, c.var.user.id);
  return ok(c, await listGroups(c.var.db, c.var.user.id, settings.mutedTypes));
});

// GET /api/msg/group/detail?page&size&(groupId|friendId) – one page of a group or a chat, page 1 the newest, oldest first within it
messageCenter.user.get('/group/detail', validate('query', groupDetailQuerySchema), async (c) =>
  ok(c, await groupDetail(c.var.db, c.var.user.id, c.req.valid('query'))),
);

// PUT /api/msg/group/read?(groupId|friendId|msgId) – marks the caller's messages read
messageCenter.user.put('/group/read', validate('query', markReadQuerySchema), async (c) => ok(c, await markRead(c.var.db, c.var.user.id, c.req.valid('query'))));

// POST /api/msg/send {friendId, content} – a private message (plain text, emoji welcome)
messageCenter.user.post('/send', validateInput(sendMessageSchema), messageSendLimit, async (c) => {
  const { friendId, content } = c.req.valid('json');
  if (!content.trim()) throw new AppError('MESSAGE_EMPTY');
  if ([...content].length > MESSAGE_MAX_LENGTH) throw new AppError('MESSAGE_TOO_LONG', { params: { max: MESSAGE_MAX_LENGTH } });
  return ok(c, await sendMessage(c.var.db, c.var.user.id, { friendId, content }));
});

// GET /api/msg/unread – the caller's counts by group type, as the socket's type 19 carries them (muted types count 0)
messageCenter.user.get('/unread', async (c) => {
  const own = (await socketUnread(c.var.db, [c.var.user.id])).get(c.var.user.id);
  return ok(c, { groupUnreadCount: own?.groupUnreadCount ?? [] });
});

// GET /api/msg/settings and PUT /api/msg/settings {mutedTypes, quietStart, quietEnd}
messageCenter.user.get('/settings', async (c) => ok(c, await getMessageSettings(c.var.db, c.var.user.id)));
messageCenter.user.put('/settings', validateInput(messageSettingsSchema), async (c) => {
  const input = c.req.valid('json');
  if ((input.quietStart === null) !== (input.quietEnd === null)) throw new AppError('QUIET_HOURS_INVALID');
  return ok(c, await updateMessageSettings(c.var.db, c.var.user.id, input));
});
