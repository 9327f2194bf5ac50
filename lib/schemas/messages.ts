import { z } from 'zod';

import { GROUP_TYPES, type GroupType } from '../constants/messages';
import { idField, pageField } from './paging';

/** A lone UTF-16 surrogate (a paired one, such as an emoji, is a single code point under the `u` flag). */
const LONE_SURROGATE = /\p{Cs}/u;

const groupType = z.coerce
  .number()
  .int()
  .refine((n): n is GroupType => GROUP_TYPES.includes(n as GroupType));

/** GET /msg/group/detail?page&size&(groupId|friendId): exactly one of the two. */
export const groupDetailQuerySchema = z
  .object({
    page: pageField.default(1),
    size: z.coerce.number().int().min(1).max(50).default(20),
    groupId: groupType.optional(),
    friendId: idField.optional(),
    /** Messages older than this one instead of a page: what the conversation loads as one scrolls up (no gaps while new ones arrive). */
    beforeId: idField.optional(),
  })
  .refine((q) => (q.groupId === undefined) !== (q.friendId === undefined), { path: ['groupId'] });

/** PUT /msg/group/read?(groupId|friendId|msgId): exactly one. */
export const markReadQuerySchema = z
  .object({ groupId: groupType.optional(), friendId: idField.optional(), msgId: idField.optional() })
  .refine((q) => [q.groupId, q.friendId, q.msgId].filter((v) => v !== undefined).length === 1, { path: ['groupId'] });

/**
 * POST /msg/send {friendId, content}. Length and blankness are the service's
 * to answer with their own messages; text that could not be stored exactly as
 * typed (NUL, a lone surrogate) is refused here.
 */
export const sendMessageSchema = z.object({
  friendId: idField,
  content: z.string().max(4000).refine((s) => !s.includes('\0') && !LONE_SURROGATE.test(s)),
});

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** PUT /msg/settings: muted group types, and quiet hours (both times or neither). */
export const messageSettingsSchema = z.object({
  mutedTypes: z.array(groupType).max(GROUP_TYPES.length),
  quietStart: hhmm.nullable(),
  quietEnd: hhmm.nullable(),
});
