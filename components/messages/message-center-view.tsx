'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { AvatarImage } from '@/components/user/avatar-image';
import { Button } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icons';
import { LoadState } from '@/components/ui/load-state';
import { badgeText, GROUP_TYPE } from '@/lib/constants/messages';
import { revalidatePrefix } from '@/lib/hooks/mutate';
import { useMessageGroups } from '@/lib/hooks/use-messages';
import type { InboxGroup } from '@/lib/types/messages';

import { useMessageTime } from './message-format';
import { MessageSettingsDialog } from './message-settings-dialog';
import { NoticeText } from './notice-text';
import { ThreadView } from './thread-view';

const GROUP_ICONS: Record<number, IconName> = { 0: 'alert', 2: 'comment', 3: 'heart', 4: 'profile', 5: 'calendar' };

type Selection = { groupId: number } | { friendId: number } | null;

function selectionOf(params: URLSearchParams): Selection {
  const positive = (v: string | null) => (v && /^\d{1,10}$/.test(v) ? Number(v) : null);
  const friendId = positive(params.get('friendId'));
  if (friendId) return { friendId };
  const groupId = params.get('groupId');
  if (groupId !== null && /^[02345]$/.test(groupId)) return { groupId: Number(groupId) };
  return null;
}

/**
 * /messageCenter: the groups and chats on the left, the open one on the right
 * (one at a time on a phone). What is open is in the URL (`groupId` or
 * `friendId`), so links from elsewhere ("Message" on a user's page) and the
 * back button work; `reload=1` fetches everything again.
 */
export function MessageCenterView() {
  const t = useTranslations('MessageCenter');
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const selection = selectionOf(new URLSearchParams(params.toString()));
  const groups = useMessageGroups();
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    if (params.get('reload') !== '1') return;
    void revalidatePrefix('messages');
    const next = new URLSearchParams(params.toString());
    next.delete('reload');
    router.replace(next.size ? `${pathname}?${next}` : pathname, { scroll: false });
  }, [params, pathname, router]);

  const hrefOf = (g: InboxGroup) => (g.friendId ? `${pathname}?friendId=${g.friendId}` : `${pathname}?groupId=${g.groupId}`);
  const isSelected = (g: InboxGroup) =>
    selection !== null && ('friendId' in selection ? g.friendId === selection.friendId : g.friendId === null && g.groupId === selection.groupId);
  const notices = groups.data?.filter((g) => g.groupType !== GROUP_TYPE.CHAT) ?? [];
  const chats = groups.data?.filter((g) => g.groupType === GROUP_TYPE.CHAT) ?? [];
  const listTexts = { loading: t('loading'), failed: t('loadFailed'), retry: t('retry') };

  return (
    <div className="mx-auto max-w-[1200px] px-4 py-6 sm:py-10">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('title')}</h1>
        <Button variant="neutral" size="sm" className="inline-flex items-center gap-1.5 font-medium" onClick={() => setSettingsOpen(true)} data-test="message-settings-open">
          <Icon name="shield" className="h-4 w-4" />
          {t('settings.open')}
        </Button>
      </div>

      <div className="grid gap-4 md:grid-cols-[320px_minmax(0,1fr)] md:items-start">
        <nav aria-label={t('listLabel')} className={selection ? 'max-md:hidden' : ''} data-test="message-groups">
          {!groups.data ? (
            <LoadState error={groups.error} onRetry={() => void groups.mutate()} texts={listTexts} testId="message-groups" />
          ) : (
            <div className="overflow-hidden rounded-3xl bg-white ring-1 ring-slate-200">
              <ul>
                {notices.map((g) => (
                  <GroupRow key={`g${g.groupId}`} group={g} href={hrefOf(g)} selected={isSelected(g)} />
                ))}
              </ul>
              <h2 className="border-t border-slate-100 px-4 pb-1 pt-4 text-sm font-semibold text-slate-700">{t('chatsTitle')}</h2>
              {chats.length === 0 ? (
                <p className="px-4 pb-4 text-sm text-slate-600" data-test="message-no-chats">
                  {t('noChats')}{' '}
                  <Link href="/user/userSquare" className="font-medium text-brand-700 underline underline-offset-2">
                    {t('findPeople')}
                  </Link>
                </p>
              ) : (
                <ul>
                  {chats.map((g) => (
                    <GroupRow key={`f${g.friendId}`} group={g} href={hrefOf(g)} selected={isSelected(g)} />
                  ))}
                </ul>
              )}
            </div>
          )}
        </nav>

        <div className={selection ? '' : 'max-md:hidden'}>
          {selection ? (
            <ThreadView key={'friendId' in selection ? `f${selection.friendId}` : `g${selection.groupId}`} target={selection} backHref={pathname} groups={groups.data ?? []} />
          ) : (
            <div className="flex min-h-64 flex-col items-center justify-center gap-2 rounded-3xl bg-white p-10 text-center ring-1 ring-slate-200" data-test="message-pick">
              <Icon name="message" className="h-10 w-10 text-brand-500" />
              <p className="font-semibold text-slate-700">{t('pickTitle')}</p>
              <p className="text-sm text-slate-600">{t('pickHint')}</p>
            </div>
          )}
        </div>
      </div>

      <MessageSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}

function GroupRow({ group, href, selected }: { group: InboxGroup; href: string; selected: boolean }) {
  const t = useTranslations('MessageCenter');
  const time = useMessageTime();
  const name = group.peer ? group.peer.nickname : t(`groups.${group.groupType}` as 'groups.0');
  const last = group.lastMessage;
  const badge = badgeText(group.unreadCount);
  return (
    <li>
      <Link
        href={href}
        scroll={false}
        aria-current={selected ? 'page' : undefined}
        className={`flex items-center gap-3 px-4 py-3 outline-offset-[-2px] hover:bg-slate-50 ${selected ? 'bg-brand-50' : ''}`}
        data-test={group.friendId ? 'message-chat-row' : 'message-group-row'}
        data-group={group.groupType}
      >
        {group.peer ? (
          <AvatarImage src={group.peer.avatar} alt="" size={44} className="h-11 w-11" />
        ) : (
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden>
            <Icon name={GROUP_ICONS[group.groupType] ?? 'message'} className="h-5 w-5" />
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="flex min-w-0 items-baseline justify-between gap-2">
            <span className="min-w-0 truncate font-semibold text-ink">{name}</span>
            {last && <span className="shrink-0 text-xs text-slate-600">{time.short(last.createdAt)}</span>}
          </span>
          <span className="mt-0.5 flex min-w-0 items-center justify-between gap-2">
            <span className="min-w-0 truncate text-sm text-slate-600">
              {!last ? t('emptyPreview') : last.kind === 'chat' ? (last.fromMe ? t('youSaid', { text: last.text }) : last.text) : <NoticeText message={last} />}
            </span>
            {group.muted && (
              <span className="shrink-0 text-slate-500" title={t('muted')}>
                <Icon name="pause" className="h-3.5 w-3.5" aria-hidden />
                <span className="sr-only">{t('muted')}</span>
              </span>
            )}
            {badge && (
              <span
                className={`shrink-0 rounded-full px-1.5 text-xs font-semibold leading-5 ${group.muted ? 'bg-slate-200 text-slate-700' : 'bg-red-600 text-white'}`}
                data-test="message-row-unread"
              >
                <span aria-hidden>{badge}</span>
                <span className="sr-only">{t('unread', { count: group.unreadCount })}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
