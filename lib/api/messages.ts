import { http } from '../http';
import type { GroupUnread, InboxGroup, InboxMessage, MessagePage, MessageSettings } from '../types/messages';

export type * from '../types/messages';

/** GET /api/msg/group */
export const getGroups = () => http.get<InboxGroup[]>('msg/group', { toast: false });

/** GET /api/msg/group/detail?page&size&(groupId|friendId)[&beforeId] */
export const getGroupDetail = (target: { groupId: number } | { friendId: number }, page: number, size: number, beforeId?: number) =>
  http.get<MessagePage>('msg/group/detail', { query: { ...target, page, size, beforeId }, toast: false });

/** PUT /api/msg/group/read?(groupId|friendId|msgId) */
export const markRead = (target: { groupId: number } | { friendId: number } | { msgId: number }) => http.put<{ updated: number }>('msg/group/read', { query: target, toast: false });

/** POST /api/msg/send */
export const sendMessage = (friendId: number, content: string) => http.post<InboxMessage>('msg/send', { json: { friendId, content } });

/** GET /api/msg/unread */
export const getUnread = () => http.get<{ groupUnreadCount: GroupUnread[] }>('msg/unread', { toast: false });

/** GET /api/msg/settings and PUT /api/msg/settings */
export const getMessageSettings = () => http.get<MessageSettings>('msg/settings', { toast: false });
export const saveMessageSettings = (settings: Pick<MessageSettings, 'mutedTypes' | 'quietStart' | 'quietEnd'>) => http.put<MessageSettings>('msg/settings', { json: settings });
