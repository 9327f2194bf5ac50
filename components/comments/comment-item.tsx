'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { AvatarImage } from '@/components/user/avatar-image';
import { useAction } from '@/lib/hooks/use-action';
import type { CommentItem as CommentData } from '@/lib/types/comments';

import { CommentTime } from './comment-time';

/**
 * One comment: avatar, nickname, time and the text. The text is always
 * rendered as text (React escapes it) with its line breaks kept. The
 * writer can delete it after confirming.
 */
export function CommentItem({ comment, onDelete }: { comment: CommentData; onDelete: (id: number) => Promise<void> }) {
  const t = useTranslations('Comments');
  const [confirming, setConfirming] = useState(false);
  // A deleted comment unmounts; after a failure (already shown) the user may try again.
  const { run: remove, isBusy: busy } = useAction(() => onDelete(comment.id), { onError: () => setConfirming(false) });
  const name = comment.user.nickname;

  return (
    <li className="flex gap-3 py-4" data-test="comment">
      <AvatarImage src={comment.user.avatar} alt={t('avatarAlt', { name })} size={40} className="h-10 w-10" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <span className="max-w-full truncate text-sm font-semibold text-slate-800" data-test="comment-nickname">
            {name}
          </span>
          {comment.mine && <span className="rounded-full bg-brand-50 px-1.5 py-px text-[11px] font-medium text-brand-700">{t('mine')}</span>}
          <CommentTime iso={comment.createdAt} />
        </div>
        <p className="mt-1 whitespace-pre-wrap break-words text-[15px] leading-6 text-slate-700" data-test="comment-content">
          {comment.content}
        </p>
        {comment.mine &&
          (confirming ? (
            <div role="group" aria-label={t('confirmDelete')} className="mt-2 flex flex-wrap items-center gap-2 text-sm">
              <span className="text-slate-600">{t('confirmDelete')}</span>
              <Button
                variant="bare"
                size="none"
                onClick={() => void remove()}
                disabled={busy}
                className="bg-rose-500 px-3 py-1 font-medium text-white transition hover:bg-rose-600 disabled:opacity-60"
              >
                {t('confirmYes')}
              </Button>
              <Button
                variant="bare"
                size="none"
                onClick={() => setConfirming(false)}
                disabled={busy}
                className="px-3 py-1 text-slate-600 ring-1 ring-slate-200 transition hover:bg-slate-50 disabled:opacity-60"
              >
                {t('confirmNo')}
              </Button>
            </div>
          ) : (
            <button type="button" onClick={() => setConfirming(true)} className="mt-1 text-xs text-slate-500 transition hover:text-rose-600">
              {t('delete')}
            </button>
          ))}
      </div>
    </li>
  );
}
