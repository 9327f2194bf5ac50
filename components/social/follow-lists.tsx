'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs } from '@/components/ui/tabs';
import { ButtonLink } from '@/components/ui/button';
import { FOLLOW_LIST_TYPES, FOLLOW_PAGE_SIZE, type FollowListType } from '@/lib/constants/social';
import { useFollowList } from '@/lib/hooks/use-follow';
import type { PageOf } from '@/lib/types/paging';
import type { FollowEntry } from '@/lib/types/social';

import { FollowButton } from './follow-button';
import { PersonRow } from './person-row';

type Initial = Record<FollowListType, PageOf<FollowEntry>>;

/** /user/follow: "Following" and "Followers" tabs, each a paged list with follow buttons. */
export function FollowLists({ initial, initialType }: { initial: Initial; initialType: FollowListType }) {
  const t = useTranslations('Social');
  const [index, setIndex] = useState(FOLLOW_LIST_TYPES.indexOf(initialType));
  return (
    <Tabs
      selectedIndex={index}
      onChange={setIndex}
      listClassName="mb-2 flex gap-8 border-b border-slate-100"
      items={FOLLOW_LIST_TYPES.map((type) => ({
        'data-test': `follow-tab-${type}`,
        label: (
          <>
            {t(type === 'following' ? 'tabFollowing' : 'tabFollowers')} <span className="tabular-nums">{initial[type].total}</span>
          </>
        ),
        panel: <FollowListPanel type={type} initial={initial[type]} />,
      }))}
    />
  );
}

function FollowListPanel({ type, initial }: { type: FollowListType; initial: PageOf<FollowEntry> }) {
  const t = useTranslations('Social');
  const [page, setPage] = useState(1);
  const { list } = useFollowList(type, page, initial);
  const data = list ?? initial;
  const pages = Math.max(1, Math.ceil(data.total / FOLLOW_PAGE_SIZE));
  if (data.total === 0) {
    return (
      <EmptyState title={t(type === 'following' ? 'emptyFollowing' : 'emptyFollowers')} hint={t(type === 'following' ? 'emptyFollowingHint' : 'emptyFollowersHint')} className="mt-4 p-10" data-test="follow-empty">
        <ButtonLink href="/user/userSquare" size="sm" className="mt-4 inline-block font-semibold">
          {t('discoverPeople')}
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <div data-test={`follow-list-${type}`}>
      <ul className="divide-y divide-slate-100">
        {data.list.map((person) => (
          <PersonRow
            key={person.userId}
            userId={person.userId}
            nickname={person.nickname}
            avatar={person.avatar}
            avatarAlt={t('avatarAlt', { name: person.nickname })}
            sub={
              person.visibility === 'private' ? (
                <span className="italic">{t('privateProfileShort')}</span>
              ) : (
                <>
                  {person.followsMe && person.followed ? <span className="mr-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700">{t('mutual')}</span> : null}
                  {person.introduction || t('followerCount', { count: person.followerCount ?? 0 })}
                </>
              )
            }
            actions={<FollowButton userId={person.userId} nickname={person.nickname} initial={{ followed: person.followed, followerCount: person.followerCount ?? 0 }} />}
          />
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="mt-4 flex items-center justify-center gap-3 text-sm" aria-label={t('pagesLabel')}>
          <Button variant="neutral" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </Button>
          <span className="tabular-nums text-slate-600">{t('pageOf', { page, pages })}</span>
          <Button variant="neutral" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
