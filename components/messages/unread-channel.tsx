'use client';

import { useEffect, useSyncExternalStore } from 'react';

import { revalidatePrefix } from '@/lib/hooks/mutate';
import { UNREAD_EVENT } from '@/lib/hooks/use-messages';
import { openUnreadSocket, socketUrl } from '@/lib/realtime/unread-socket';
import { getToken, subscribeAuthChange } from '@/lib/storage';
import { sumUnread, uiState } from '@/lib/store/ui-state';

/**
 * Keeps the header's unread badge live on every page for a logged-in user:
 * one socket to /ws per tab (lib/realtime/unread-socket.ts). Every count it
 * receives sets the badge (the sum of types 0 to 5) and refreshes the
 * message center's lists when they are open. Renders nothing.
 */
export function UnreadChannel() {
  const token = useSyncExternalStore(subscribeAuthChange, getToken, () => null);
  useEffect(() => {
    if (!token) {
      uiState.setState({ unreadNum: 0 });
      return;
    }
    return openUnreadSocket({
      url: socketUrl(window.location),
      getToken,
      onUnread: (groups) => {
        uiState.setState({ unreadNum: sumUnread(groups) });
        void revalidatePrefix('messages/groups');
        window.dispatchEvent(new Event(UNREAD_EVENT));
      },
    });
  }, [token]);
  return null;
}
