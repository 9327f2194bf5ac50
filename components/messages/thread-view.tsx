'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

import { AvatarImage } from '@/components/user/avatar-image';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { LoadState } from '@/components/ui/load-state';
import { MESSAGE_MAX_LENGTH } from '@/lib/constants/messages';
import { useAction } from '@/lib/hooks/use-action';
import { useThread, type ThreadTarget } from '@/lib/hooks/use-messages';
import type { InboxGroup, InboxMessage } from '@/lib/types/messages';

import { noticeHref, useMessageTime } from './message-format';
import { NoticeText } from './notice-text';

/** Quick emoji for the composer (any emoji can be typed as well). */
const QUICK_EMOJI = ['😀', '👍', '🎉', '❤️', '👏', '📚'];

/** One group's notifications (newest first) or a conversation (oldest first, older ones loaded as one scrolls up). */
export function ThreadView({ target, backHref, groups }: { target: ThreadTarget; backHref: string; groups: InboxGroup[] }) {
  const t = useTranslations('MessageCenter');
  const thread = useThread(target);
  const isChat = 'friendId' in target;
  const title = isChat ? (thread.peer?.nickname ?? groups.find((g) => g.friendId === target.friendId)?.peer?.nickname ?? '') : t(`groups.${target.groupId}` as 'groups.0');
  const texts = { loading: t('loading'), failed: t('loadFailed'), retry: t('retry') };

  return (
    <section aria-labelledby="thread-title" className="flex flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-slate-200" data-test="message-thread">
      <header className="flex items-center gap-3 border-b border-slate-100 px-4 py-3">
        <Link href={backHref} scroll={false} className="-ml-1 rounded-full p-1.5 text-slate-600 hover:bg-slate-100 md:hidden" data-test="message-back">
          <Icon name="chevron-left" className="h-5 w-5" aria-hidden />
          <span className="sr-only">{t('back')}</span>
        </Link>
        {isChat && thread.peer && <AvatarImage src={thread.peer.avatar} alt="" size={36} className="h-9 w-9" />}
        <h2 id="thread-title" className="min-w-0 flex-1 truncate text-lg font-bold text-ink">
          {isChat && thread.peer ? (
            <Link href={`/user/user?userId=${thread.peer.userId}`} className="hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
      </header>

      {!thread.loaded ? (
        <div className="p-4">
          <LoadState error={thread.error} onRetry={() => void thread.refresh()} texts={texts} testId="message-thread" />
        </div>
      ) : thread.error && thread.list.length === 0 ? (
        <div className="p-4">
          <LoadState error={thread.error} onRetry={() => void thread.refresh()} texts={texts} testId="message-thread" />
        </div>
      ) : isChat ? (
        <ChatThread thread={thread} />
      ) : (
        <NoticeThread thread={thread} />
      )}
    </section>
  );
}

type Thread = ReturnType<typeof useThread>;

function OlderButton({ thread }: { thread: Thread }) {
  const t = useTranslations('MessageCenter');
  if (!thread.hasMore) return null;
  return (
    <div className="flex justify-center py-2">
      <Button variant="neutral" size="sm" className="font-medium" busy={thread.loadingOlder} onClick={() => void thread.loadOlder()} data-test="message-load-older">
        {t('loadOlder')}
      </Button>
    </div>
  );
}

function NoticeThread({ thread }: { thread: Thread }) {
  const t = useTranslations('MessageCenter');
  const time = useMessageTime();
  if (thread.list.length === 0) {
    return (
      <p className="p-10 text-center text-sm text-slate-600" data-test="message-empty">
        {t('emptyGroup')}
      </p>
    );
  }
  return (
    <div className="max-h-[70vh] overflow-y-auto">
      <ol className="divide-y divide-slate-100" data-test="message-notices">
        {[...thread.list].reverse().map((m) => {
          const href = noticeHref(m);
          return (
            <li key={m.msgId} className="flex gap-3 px-4 py-3" data-test="message-notice" data-kind={m.kind}>
              {m.sender ? (
                <AvatarImage src={m.sender.avatar} alt="" size={36} className="h-9 w-9" />
              ) : (
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden>
                  <Icon name="sparkle" className="h-4 w-4" />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="text-sm text-ink">
                  {href ? (
                    <Link href={href} className="hover:underline">
                      <NoticeText message={m} />
                    </Link>
                  ) : (
                    <NoticeText message={m} />
                  )}
                </p>
                {m.text && <p className="mt-1 whitespace-pre-wrap break-words rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-700">{m.text}</p>}
                <p className="mt-1 text-xs text-slate-600">
                  <time dateTime={m.createdAt}>{time.full(m.createdAt)}</time>
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      <OlderButton thread={thread} />
    </div>
  );
}

function ChatThread({ thread }: { thread: Thread }) {
  const t = useTranslations('MessageCenter');
  const scroller = useRef<HTMLDivElement>(null);
  const topSentinel = useRef<HTMLDivElement>(null);
  const lastId = thread.list.at(-1)?.msgId;
  const firstId = thread.list[0]?.msgId;
  const keep = useRef<{ firstId?: number; height: number; top: number }>({ height: 0, top: 0 });

  // New messages at the bottom: follow them. Older ones loaded at the top: keep what was on screen in place.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = keep.current;
    if (before.firstId !== undefined && firstId !== undefined && firstId < before.firstId) {
      box.scrollTop = before.top + (box.scrollHeight - before.height);
    } else {
      box.scrollTop = box.scrollHeight;
    }
    keep.current = { firstId, height: box.scrollHeight, top: box.scrollTop };
  }, [firstId, lastId]);

  // Scrolling to the top loads what is older (the button does the same for keyboards and screen readers).
  const { hasMore, loadOlder } = thread;
  useEffect(() => {
    const sentinel = topSentinel.current;
    if (!sentinel || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          keep.current = { firstId, height: scroller.current?.scrollHeight ?? 0, top: scroller.current?.scrollTop ?? 0 };
          void loadOlder();
        }
      },
      { root: scroller.current },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, loadOlder, firstId]);

  return (
    <>
      <div
        ref={scroller}
        className="h-[55vh] overflow-y-auto bg-slate-50 px-3 py-3 sm:px-4 md:h-[60vh]"
        onScroll={(e) => (keep.current = { firstId, height: e.currentTarget.scrollHeight, top: e.currentTarget.scrollTop })}
      >
        <div ref={topSentinel} />
        <OlderButton thread={thread} />
        {thread.list.length === 0 ? (
          <p className="py-10 text-center text-sm text-slate-600" data-test="message-empty">
            {t('emptyChat')}
          </p>
        ) : (
          <ol role="log" aria-live="polite" aria-label={t('conversation')} className="flex flex-col gap-2" data-test="message-chat">
            {thread.list.map((m) => (
              <Bubble key={m.msgId} message={m} />
            ))}
          </ol>
        )}
      </div>
      <Composer thread={thread} />
    </>
  );
}

function Bubble({ message }: { message: InboxMessage }) {
  const t = useTranslations('MessageCenter');
  const time = useMessageTime();
  const mine = message.fromMe;
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-test="message-bubble" data-mine={mine ? 'true' : 'false'}>
      <div className={`max-w-[80%] sm:max-w-[70%]`}>
        <p className="sr-only">{mine ? t('you') : (message.sender?.nickname ?? '')}</p>
        <p
          className={`whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-[15px] leading-relaxed ${
            mine ? 'rounded-br-md bg-brand-600 text-white' : 'rounded-bl-md bg-white text-ink ring-1 ring-slate-200'
          }`}
        >
          {message.text}
        </p>
        <p className={`mt-0.5 text-xs text-slate-600 ${mine ? 'text-right' : ''}`}>
          <time dateTime={message.createdAt}>{time.full(message.createdAt)}</time>
        </p>
      </div>
    </li>
  );
}

function Composer({ thread }: { thread: Thread }) {
  const t = useTranslations('MessageCenter');
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const length = [...text].length;
  const send = useAction(async (content: string) => thread.send(content), {
    onSuccess: () => {
      setText('');
      input.current?.focus();
    },
  });
  const peer = thread.peer;

  if (peer && !peer.canMessage) {
    return (
      <p className="border-t border-slate-100 px-4 py-4 text-sm text-slate-700" data-test="message-cannot-send">
        {t(`refusal.${peer.reason ?? 'private'}` as 'refusal.private')}
      </p>
    );
  }

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim() || length > MESSAGE_MAX_LENGTH) return;
    void send.run(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; an IME composing Chinese keeps its Enter.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  const insert = (emoji: string) => {
    const box = input.current;
    const start = box?.selectionStart ?? text.length;
    const end = box?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  return (
    <form onSubmit={submit} className="border-t border-slate-100 p-3" data-test="message-composer">
      <div className="mb-2 flex flex-wrap gap-1" role="group" aria-label={t('emojiLabel')}>
        {QUICK_EMOJI.map((emoji) => (
          <button
            key={emoji}
            type="button"
            onClick={() => insert(emoji)}
            className="flex h-9 w-9 items-center justify-center rounded-full text-lg hover:bg-slate-100"
            aria-label={t('insertEmoji', { emoji })}
          >
            <span aria-hidden>{emoji}</span>
          </button>
        ))}
      </div>
      <div className="flex items-end gap-2">
        <label htmlFor="message-input" className="sr-only">
          {t('inputLabel')}
        </label>
        <textarea
          id="message-input"
          ref={input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          placeholder={t('placeholder')}
          aria-describedby="message-count"
          className="min-h-11 flex-1 resize-none rounded-2xl border border-slate-300 px-3 py-2 text-[15px] text-ink placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          data-test="message-input"
        />
        <Button type="submit" size="sm" className="min-h-11 font-semibold" busy={send.isBusy} disabled={!text.trim() || length > MESSAGE_MAX_LENGTH} data-test="message-send">
          {t('send')}
        </Button>
      </div>
      <p id="message-count" className={`mt-1 text-right text-xs ${length > MESSAGE_MAX_LENGTH ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
        {t('count', { count: length, max: MESSAGE_MAX_LENGTH })}
      </p>
    </form>
  );
}
