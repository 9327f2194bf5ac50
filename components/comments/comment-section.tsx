'use client';

import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import { useAction } from '@/lib/hooks/use-action';
import { useComments } from '@/lib/hooks/use-comments';
import { useCurrentUser, type CurrentUser } from '@/lib/hooks/use-current-user';
import { notify } from '@/lib/notify';
import type { CommentItem as CommentData } from '@/lib/types/comments';
import type { PageOf } from '@/lib/types/paging';
import type { TargetType } from '@/lib/types/reactions';

import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

interface Props {
  targetType: TargetType;
  targetId: number;
  /** The first page, rendered on the server so the comments are in the HTML. */
  initial: PageOf<CommentData>;
  /** Who the server rendered the page for (from the cookie). */
  serverUser: CurrentUser | null;
}

/**
 * Comments on a book or video, newest first: the form, the list and "load
 * more". The list lives in the shared comments cache (useComments); this
 * component adds the toasts and the busy state of "load more".
 */
export function CommentSection({ targetType, targetId, initial, serverUser }: Props) {
  const t = useTranslations('Comments');
  const user = useCurrentUser(serverUser);
  const { comments: items, total, size, loadMore, post, remove } = useComments(targetType, targetId, initial, user !== null);
  const { run: runLoadMore, isBusy: loading } = useAction(loadMore);

  const postAndTell = async (content: string) => {
    await post(content);
    notify('success', t('posted'));
  };

  const removeAndTell = async (id: number) => {
    await remove(id);
    notify('success', t('deleted'));
  };

  const headingId = `comments-${targetType}-${targetId}`;
  const hasMore = items.length < total;
  return (
    <section id="comments" aria-labelledby={headingId} className="scroll-mt-24 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6" data-test="comments">
      <h2 id={headingId} className="mb-4 text-lg font-bold text-ink">
        {t('titleCount', { count: total })}
      </h2>
      <CommentForm user={user} onPost={postAndTell} />
      {items.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-500" data-test="comments-empty">
          {t('none')}
        </p>
      ) : (
        <ul aria-label={t('listLabel')} className="mt-2 divide-y divide-slate-100">
          {items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} onDelete={removeAndTell} />
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <div className="mt-2 text-center">
          {hasMore ? (
            <Button
              variant="outline"
              size="none"
              onClick={() => void runLoadMore()}
              disabled={loading}
              className="px-5 py-2 text-sm font-medium transition disabled:opacity-60"
            >
              {loading ? t('loading') : t('loadMore')}
            </Button>
          ) : (
            total > size && <p className="text-xs text-slate-500">{t('noMore')}</p>
          )}
        </div>
      )}
    </section>
  );
}
