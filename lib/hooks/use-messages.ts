'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';

import { getGroupDetail, getGroups, getMessageSettings, markRead, sendMessage } from '../api/messages';
import type { ConversationPeer, InboxMessage } from '../types/messages';
import { KEYS } from './keys';

/** Fired on window when the socket brings new counts: open conversations fetch their newest page. */
export const UNREAD_EVENT = 'sprout:unread';

/** The message center's list of groups and chats (refreshed by the socket through revalidatePrefix('messages')). */
export function useMessageGroups() {
  return useSWR(KEYS.messageGroups(), getGroups, { revalidateOnFocus: true });
}

export function useMessageSettings() {
  return useSWR(KEYS.messageSettings(), getMessageSettings, { revalidateOnFocus: false });
}

export type ThreadTarget = { groupId: number } | { friendId: number };

const PAGE_SIZE = 20;

function merge(list: InboxMessage[], more: InboxMessage[]): InboxMessage[] {
  const byId = new Map(list.map((m) => [m.msgId, m]));
  for (const m of more) byId.set(m.msgId, m);
  return [...byId.values()].sort((a, b) => a.msgId - b.msgId);
}

/**
 * One group's notifications or the chat with one person, oldest first: the
 * newest page on open, older pages on request (by the oldest id shown, so
 * messages arriving meanwhile leave no gap), the newest page again whenever
 * the socket brings a change, and everything shown marked read.
 */
export function useThread(target: ThreadTarget) {
  const key = 'groupId' in target ? `g${target.groupId}` : `f${target.friendId}`;
  const [state, setState] = useState<{ key: string; list: InboxMessage[]; hasMore: boolean; peer: ConversationPeer | null; loaded: boolean; error: unknown }>({
    key,
    list: [],
    hasMore: false,
    peer: null,
    loaded: false,
    error: null,
  });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const targetRef = useRef(target);
  targetRef.current = target;

  const refresh = useCallback(async () => {
    const wanted = targetRef.current;
    try {
      const page = await getGroupDetail(wanted, 1, PAGE_SIZE);
      setState((s) =>
        s.key !== key ? s : { key, list: merge(s.list, page.list), hasMore: s.loaded ? s.hasMore : page.hasMore, peer: page.peer, loaded: true, error: null },
      );
      if (page.list.some((m) => !m.read)) await markRead(wanted).catch(() => undefined);
    } catch (error) {
      setState((s) => (s.key !== key ? s : { ...s, loaded: true, error }));
    }
  }, [key]);

  useEffect(() => {
    setState({ key, list: [], hasMore: false, peer: null, loaded: false, error: null });
    void refresh();
    const onUnread = () => void refresh();
    window.addEventListener(UNREAD_EVENT, onUnread);
    return () => window.removeEventListener(UNREAD_EVENT, onUnread);
  }, [key, refresh]);

  const loadOlder = useCallback(async () => {
    const oldest = state.list[0];
    if (!oldest || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await getGroupDetail(targetRef.current, 1, PAGE_SIZE, oldest.msgId);
      setState((s) => (s.key !== key ? s : { ...s, list: merge(s.list, page.list), hasMore: page.hasMore }));
    } catch (error) {
      setState((s) => (s.key !== key ? s : { ...s, error }));
    } finally {
      setLoadingOlder(false);
    }
  }, [state.list, loadingOlder, key]);

  const send = useCallback(
    async (content: string) => {
      if (!('friendId' in targetRef.current)) return;
      const sent = await sendMessage(targetRef.current.friendId, content);
      setState((s) => (s.key !== key ? s : { ...s, list: merge(s.list, [sent]) }));
    },
    [key],
  );

  return { ...state, loadingOlder, loadOlder, refresh, send };
}
