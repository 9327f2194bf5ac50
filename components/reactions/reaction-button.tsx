'use client';

import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import { useReaction } from '@/lib/hooks/use-reaction';
import type { ReactionKind, TargetType } from '@/lib/types/reactions';

interface Props {
  targetType: TargetType;
  targetId: number;
  kind: ReactionKind;
  /** the server-rendered state; the shared reaction cache takes over after a change */
  initialActive: boolean;
  initialCount: number;
  className?: string;
}

const ICON: Record<ReactionKind, { on: string; off: string }> = {
  like: { on: '♥', off: '♡' },
  collect: { on: '★', off: '☆' },
};

/**
 * Like or collect for a book or a video. A visitor is told to log in first and
 * gets the login dialog; once logged in, the like (or collect) is set. The
 * count shown is the server's exact count after each change, shared with
 * every other component showing the same reaction (useReaction).
 */
export function ReactionButton({ targetType, targetId, kind, initialActive, initialCount, className = '' }: Props) {
  const t = useTranslations('Reactions');
  const { reaction, toggle, isBusy } = useReaction(targetType, targetId, kind, { active: initialActive, count: initialCount });

  const label = kind === 'like' ? (reaction.active ? t('liked') : t('like')) : reaction.active ? t('collected') : t('collect');
  return (
    <Button
      variant="bare"
      size="sm"
      onClick={() => void toggle()}
      disabled={isBusy}
      aria-pressed={reaction.active}
      data-test={`${kind}-button`}
      className={`inline-flex items-center gap-1.5 font-semibold ring-1 transition disabled:opacity-60 ${
        reaction.active ? 'bg-rose-50 text-rose-600 ring-rose-200' : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50'
      } ${className}`}
    >
      <span aria-hidden className="text-base leading-none">
        {reaction.active ? ICON[kind].on : ICON[kind].off}
      </span>
      <span>{label}</span>
      <span className="tabular-nums text-slate-500" data-test={`${kind}-count`}>
        {reaction.count}
      </span>
    </Button>
  );
}
