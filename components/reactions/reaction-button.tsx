'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { toggleReaction } from '@/lib/api/reactions';
import type { ReactionKind, TargetType } from '@/lib/types/reactions';
import { notify } from '@/lib/notify';
import { isLoggedIn } from '@/lib/storage';
import { openLoginModal } from '@/lib/store/login-modal';

interface Props {
  targetType: TargetType;
  targetId: number;
  kind: ReactionKind;
  initialActive: boolean;
  initialCount: number;
  className?: string;
  onChange?: (state: { active: boolean; count: number }) => void;
}

const ICON: Record<ReactionKind, { on: string; off: string }> = {
  like: { on: '♥', off: '♡' },
  collect: { on: '★', off: '☆' },
};

/**
 * Like or collect for a book or a video. A visitor is told to log in first and
 * gets the login dialog; once logged in, the like (or collect) is set. The
 * count shown is the server's exact count after each change.
 */
export function ReactionButton({ targetType, targetId, kind, initialActive, initialCount, className = '', onChange }: Props) {
  const t = useTranslations('Reactions');
  const tc = useTranslations('Common');
  const [state, setState] = useState({ active: initialActive, count: initialCount });
  const [busy, setBusy] = useState(false);

  const send = async (want?: boolean) => {
    setBusy(true);
    try {
      const result = await toggleReaction(targetType, targetId, kind, want);
      const next = { active: result.active, count: result.count };
      setState(next);
      onChange?.(next);
    } catch {
      // The HTTP client has shown the error.
    } finally {
      setBusy(false);
    }
  };

  const onClick = () => {
    if (busy) return;
    if (!isLoggedIn()) {
      notify('warning', tc('loginFirst'));
      openLoginModal(() => void send(true));
      return;
    }
    void send();
  };

  const label = kind === 'like' ? (state.active ? t('liked') : t('like')) : state.active ? t('collected') : t('collect');
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-pressed={state.active}
      data-test={`${kind}-button`}
      className={`inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold ring-1 transition disabled:opacity-60 ${
        state.active ? 'bg-rose-50 text-rose-600 ring-rose-200' : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50'
      } ${className}`}
    >
      <span aria-hidden className="text-base leading-none">
        {state.active ? ICON[kind].on : ICON[kind].off}
      </span>
      <span>{label}</span>
      <span className="tabular-nums text-slate-500" data-test={`${kind}-count`}>
        {state.count}
      </span>
    </button>
  );
}
