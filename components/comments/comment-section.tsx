'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { addComment, deleteComment, getComments } from '@/lib/api/comments';
import { useCurrentUser, type CurrentUser } from '@/lib/hooks/use-current-user';
import type { CommentItem as CommentData } from '@/lib/types/comments';
import type { PageOf } from '@/lib/types/paging';
import type { TargetType } from '@/lib/types/reactions';
import { notify } from '@/lib/notify';

import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { COMMENT_PAGE_SIZE } from '@/lib/constants/comments';

interface Props {
  targetType: TargetType;
  targetId: number;
  /** The first page, rendered on the server so the comments are in the HTML. */
  initial: PageOf<CommentData>;
  /** Who the server rendered the page for (from the cookie). */
  serverUser: CurrentUser | null;
}

/** `next` without the ids already in `list`. */
function without(list: CommentData[], next: CommentData[]): CommentData[] {
  const seen = new Set(list.map((c) => c.id));
  return next.filter((c) => !seen.has(c.id));
}

/**
 * Comments on a book or video, newest first: the form, the list and "load
 * more". The list shown is always a prefix of the server's order (new
 * comments on top), so the next page to fetch is the one holding the first
 * comment not shown yet; overlaps are dropped by id.
 */
export function CommentSection({ targetType, targetId, initial, serverUser }: Props) {
  const t = useTranslations('Comments');
  const user = useCurrentUser(serverUser);
  const [items, setItems] = useState(initial.list);
  const [total, setTotal] = useState(initial.total);
  const [loading, setLoading] = useState(false);
  const size = initial.size || COMMENT_PAGE_SIZE;

  // Logging in or out elsewhere changes which comments are "mine": fetch the first page again.
  const loggedIn = user !== null;
  const wasLoggedIn = useRef(loggedIn);
  useEffect(() => {
    if (wasLoggedIn.current === loggedIn) return;
    wasLoggedIn.current = loggedIn;
    let live = true;
    getComments(targetType, targetId, 1, size)
      .then((page) => {
        if (!live) return;
        setItems((current) => {
          // Keep comments posted meanwhile that the answer does not have yet.
          const newest = page.list[0]?.id ?? 0;
          const posted = current.filter((c) => c.id > newest && c.mine);
          return [...posted, ...page.list];
        });
        setTotal(page.total);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loggedIn, targetType, targetId, size]);

  const loadMore = async () => {
    setLoading(true);
    try {
      const page = await getComments(targetType, targetId, Math.floor(items.length / size) + 1, size);
      setItems((current) => [...current, ...without(current, page.list)]);
      setTotal(page.total);
    } catch {
      // The HTTP client has shown the error.
    } finally {
      setLoading(false);
    }
  };

  const post = async (content: string) => {
    try {
      const comment = await addComment(targetType, targetId, content);
      setItems((current) => [comment, ...current.filter((c) => c.id !== comment.id)]);
      setTotal((n) => n + 1);
      notify('success', t('posted'));
      return true;
    } catch {
      return false;
    }
  };

  const remove = async (id: number) => {
    try {
      const { count } = await deleteComment(id);
      setItems((current) => current.filter((c) => c.id !== id));
      setTotal(count);
      notify('success', t('deleted'));
      return true;
    } catch {
      return false;
    }
  };

  const headingId = `comments-${targetType}-${targetId}`;
  const hasMore = items.length < total;
  return (
    <section id="comments" aria-labelledby={headingId} className="scroll-mt-24 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6" data-test="comments">
      <h2 id={headingId} className="mb-4 text-lg font-bold text-ink">
        {t('titleCount', { count: total })}
      </h2>
      <CommentForm user={user} onPost={post} />
      {items.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-500" data-test="comments-empty">
          {t('none')}
        </p>
      ) : (
        <ul aria-label={t('listLabel')} className="mt-2 divide-y divide-slate-100">
          {items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} onDelete={remove} />
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <div className="mt-2 text-center">
          {hasMore ? (
            <button
              type="button"
              onClick={() => void loadMore()}
              disabled={loading}
              className="rounded-full px-5 py-2 text-sm font-medium text-brand-700 ring-1 ring-brand-200 transition hover:bg-brand-50 disabled:opacity-60"
            >
              {loading ? t('loading') : t('loadMore')}
            </button>
          ) : (
            total > size && <p className="text-xs text-slate-500">{t('noMore')}</p>
          )}
        </div>
      )}
    </section>
  );
}
