'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { useFollow, type FollowState } from '@/lib/hooks/use-follow';

import { UnfollowDialog } from './unfollow-dialog';

/**
 * Follow / Followed. Following is one click; unfollowing asks first (SPEC §4).
 * `aria-pressed` says whether I follow them. With `showCount` the exact
 * follower count from the server sits beside it.
 */
export function FollowButton({ userId, nickname, initial, size = 'sm', className = '' }: { userId: number; nickname: string; initial: FollowState; size?: 'sm' | 'md'; className?: string }) {
  const t = useTranslations('Social');
  const { follow, setFollowed, isBusy } = useFollow(userId, initial);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant={follow.followed ? 'plain' : 'primary'}
        size={size}
        aria-pressed={follow.followed}
        busy={isBusy && !confirming}
        onClick={() => (follow.followed ? setConfirming(true) : void setFollowed(true))}
        data-test="follow-button"
        className={`min-w-24 ${className}`}
      >
        {follow.followed ? t('followed') : t('follow')}
      </Button>
      <UnfollowDialog
        open={confirming}
        nickname={nickname}
        busy={isBusy}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await setFollowed(false);
          setConfirming(false);
        }}
      />
    </>
  );
}

/** The exact follower count of a user, from the same cache entry the follow button writes. */
export function FollowerCount({ userId, initial }: { userId: number; initial: FollowState }) {
  const { follow } = useFollow(userId, initial);
  return <>{follow.followerCount}</>;
}
