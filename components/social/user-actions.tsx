'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ButtonLink } from '@/components/ui/button';
import { ActionMenu } from '@/components/ui/menu';
import { useBlock, type FollowState } from '@/lib/hooks/use-follow';
import { notify } from '@/lib/notify';

import { FollowButton } from './follow-button';
import { ReportDialog } from './report-dialog';

/**
 * The buttons of another user's page: follow, message, and a "…" menu with
 * block / unblock and report. While I block them, follow and message give
 * way to the unblock action.
 */
export function UserActions({
  userId,
  nickname,
  follow,
  blocked: initialBlocked,
  canFollow,
  signedIn,
}: {
  userId: number;
  nickname: string;
  follow: FollowState;
  blocked: boolean;
  canFollow: boolean;
  signedIn: boolean;
}) {
  const t = useTranslations('Social');
  const router = useRouter();
  const { blocked, setBlocked } = useBlock(userId, initialBlocked);
  const [reporting, setReporting] = useState(false);
  const toggleBlock = async () => {
    const outcome = await setBlocked(!blocked);
    if (outcome.status === 'done') {
      notify('success', blocked ? t('unblocked') : t('blockedToast', { name: nickname }));
      // Blocking ends the follows both ways: the server's render has the new counts.
      router.refresh();
    }
  };
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      {!blocked && canFollow ? <FollowButton userId={userId} nickname={nickname} initial={follow} size="md" /> : null}
      {!blocked ? (
        <ButtonLink href={`/messageCenter?friendId=${userId}`} variant="outline" size="md" data-test="message-button">
          {t('message')}
        </ButtonLink>
      ) : (
        <p className="text-sm text-slate-600" data-test="blocked-note">
          {t('youBlocked')}
        </p>
      )}
      {signedIn ? (
        <ActionMenu
          label={t('moreActions')}
          button={<span aria-hidden="true">…</span>}
          buttonClassName="flex h-10 w-10 items-center justify-center rounded-full text-xl leading-none text-slate-600 ring-1 ring-slate-200 hover:bg-slate-50"
          data-test="user-menu"
          items={[
            { key: 'block', label: blocked ? t('unblock') : t('block'), onSelect: () => void toggleBlock(), 'data-test': 'block-toggle' },
            { key: 'report', label: t('report'), onSelect: () => setReporting(true), danger: true, 'data-test': 'report-open' },
          ]}
        />
      ) : null}
      <ReportDialog open={reporting} userId={userId} nickname={nickname} onClose={() => setReporting(false)} />
    </div>
  );
}
