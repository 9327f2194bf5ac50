'use client';

import { useEffect, useRef } from 'react';

import { addComment, deleteComment, getComments } from '../api/comments';
import { COMMENT_PAGE_SIZE } from '../constants/comments';
import type { CommentItem } from '../types/comments';
import type { PageOf } from '../types/paging';
import type { TargetType } from '../types/reactions';
import { KEYS } from './keys';
import { useSeededCache } from './use-seeded-cache';

interface CommentsState {
  list: CommentItem[];
  total: number;
}

/** `next` without the ids already in `list`. */
function without(list: CommentItem[], next: CommentItem[]): CommentItem[] {
  const seen = new Set(list.map((c) => c.id));
  return next.filter((c) => !seen.has(c.id));
}

/**
 * The comments shown for a book or video, newest first, key
 * ['comments', targetType, targetId], seeded with the server-rendered first
 * page. The list is always a prefix of the server's order (new comments on
 * top), so the next page to fetch is the one holding the first comment not
 * shown yet; overlaps are dropped by id. Writes put the server's answer into
 * the cache instead of refetching: the answer is exact and a refetch would
 * cost a request per post. The calls toast their own errors (lib/http.ts) and
 * reject, so callers run them through useAction / useAuthedAction.
 */
export function useComments(targetType: TargetType, targetId: number, initial: PageOf<CommentItem>, loggedIn: boolean) {
  const size = initial.size || COMMENT_PAGE_SIZE;
  const { value, update } = useSeededCache<CommentsState>(KEYS.comments(targetType, targetId), { list: initial.list, total: initial.total });

  // Logging in or out elsewhere changes which comments are "mine": fetch the first page again.
  const wasLoggedIn = useRef(loggedIn);
  useEffect(() => {
    if (wasLoggedIn.current === loggedIn) return;
    wasLoggedIn.current = loggedIn;
    let live = true;
    getComments(targetType, targetId, 1, size)
      .then((page) => {
        if (!live) return;
        void update((current) => {
          // Keep comments posted meanwhile that the answer does not have yet.
          const newest = page.list[0]?.id ?? 0;
          const posted = current.list.filter((c) => c.id > newest && c.mine);
          return { list: [...posted, ...page.list], total: page.total };
        });
      })
      // The HTTP client has shown the error; the comments already on screen stay.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loggedIn, targetType, targetId, size, update]);

  const loadMore = async () => {
    const page = await getComments(targetType, targetId, Math.floor(value.list.length / size) + 1, size);
    await update((current) => ({ list: [...current.list, ...without(current.list, page.list)], total: page.total }));
  };

  const post = async (content: string) => {
    const comment = await addComment(targetType, targetId, content);
    await update((current) => ({ list: [comment, ...current.list.filter((c) => c.id !== comment.id)], total: current.total + 1 }));
    return comment;
  };

  const remove = async (commentId: number) => {
    const { count } = await deleteComment(commentId);
    await update((current) => ({ list: current.list.filter((c) => c.id !== commentId), total: count }));
  };

  return { comments: value.list, total: value.total, size, loadMore, post, remove };
}
