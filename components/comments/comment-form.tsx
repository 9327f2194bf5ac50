'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { AvatarImage } from '@/components/user/avatar-image';
import { COMMENT_MAX } from '@/lib/constants/comments';
import { useAuthedAction } from '@/lib/hooks/use-authed-action';
import type { CurrentUser } from '@/lib/hooks/use-current-user';
import { notify } from '@/lib/notify';
import { openLoginModal } from '@/lib/store/login-modal';

/** Length as the server counts it: code points, so an emoji is one. */
const length = (text: string) => [...text].length;
const clip = (text: string) => (length(text) > COMMENT_MAX ? [...text].slice(0, COMMENT_MAX).join('') : text);

/**
 * Writing a comment: at most COMMENT_MAX characters with a counter. Blank
 * content is refused before anything is sent. A visitor is asked to log in
 * (the login dialog opens) and the comment is posted once they have.
 */
export function CommentForm({ user, onPost }: { user: CurrentUser | null; onPost: (content: string) => Promise<void> }) {
  const t = useTranslations('Comments');
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A failed post keeps the text (the error was shown); a posted one clears the box.
  const { run: send, isBusy: busy } = useAuthedAction(onPost, { onSuccess: () => setValue('') });

  // The visitor's "log in" link: nothing to continue afterwards.
  const login = () => openLoginModal();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!value.trim()) {
      setError(t('empty'));
      notify('warning', t('empty'));
      return;
    }
    setError(null);
    void send(value);
  };

  const count = length(value);
  return (
    <form onSubmit={submit} noValidate className="flex gap-3" data-test="comment-form">
      <AvatarImage src={user?.avatar ?? null} alt="" size={40} className="hidden h-10 w-10 sm:block" />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          {t('label')}
        </label>
        <textarea
          id={id}
          name="content"
          rows={3}
          value={value}
          onChange={(e) => {
            setValue(clip(e.target.value));
            if (error) setError(null);
          }}
          placeholder={user ? t('placeholder') : t('visitorPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          className="block w-full resize-y rounded-2xl border border-slate-200 bg-slate-50 px-4 py-3 text-[15px] leading-6 text-slate-800 outline-none transition placeholder:text-slate-500 focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-100"
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-rose-600">
            {error}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          {user ? (
            <span />
          ) : (
            <p className="text-sm text-slate-500" data-test="comment-login-hint">
              {t('visitorHint')}{' '}
              <button type="button" onClick={login} className="font-medium text-brand-600 underline-offset-2 hover:underline">
                {t('login')}
              </button>
            </p>
          )}
          <div className="ml-auto flex items-center gap-3">
            <span id={`${id}-count`} className={`text-xs tabular-nums ${count >= COMMENT_MAX ? 'text-rose-600' : 'text-slate-500'}`} data-test="comment-counter">
              {t('counter', { count, max: COMMENT_MAX })}
            </span>
            <Button type="submit" disabled={busy} size="none" className="px-6 py-2 text-sm font-semibold shadow-sm transition disabled:opacity-60">
              {busy ? t('submitting') : t('submit')}
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}
