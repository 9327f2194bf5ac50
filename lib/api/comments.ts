import { http } from '../http';
import type { CommentItem } from '../types/comments';
import type { PageOf } from '../types/paging';
import type { TargetType } from '../types/reactions';

export type * from '../types/comments';

/** GET /api/comment/list */
export const getComments = (targetType: TargetType, targetId: number, page: number, size = 10) =>
  http.get<PageOf<CommentItem>>('comment/list', { query: { targetType, targetId, page, size } });

/** POST /api/comment/add */
export const addComment = (targetType: TargetType, targetId: number, content: string) =>
  http.post<CommentItem>('comment/add', { json: { targetType, targetId, content } });

/** DELETE /api/comment/{id} – answers the target's comment count after it */
export const deleteComment = (commentId: number) => http.delete<{ count: number }>(`comment/${commentId}`);
