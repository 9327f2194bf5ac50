'use client';

import { toggleReaction } from '../api/reactions';
import type { ReactionKind, ReactionResult, TargetType } from '../types/reactions';
import { KEYS } from './keys';
import { useAuthedAction } from './use-authed-action';
import { useSeededCache } from './use-seeded-cache';

/**
 * The viewer's like (or collect) of a book or video and its exact count, key
 * ['reactions', targetType, targetId, kind]: every component showing it reads
 * this one cache entry, seeded from the server-rendered `initial`.
 * `toggle()` flips it; a visitor logs in first and then it is set (not
 * toggled, the account may have reacted already). The count shown is the
 * server's answer, never a local guess. (The lists of liked and collected
 * items are rendered on the server, so no cache entry needs refreshing.)
 */
export function useReaction(targetType: TargetType, targetId: number, kind: ReactionKind, initial: ReactionResult) {
  const { value, update } = useSeededCache(KEYS.reaction(targetType, targetId, kind), initial);
  const { run, isBusy } = useAuthedAction((want?: boolean) => toggleReaction(targetType, targetId, kind, want), {
    argsAfterLogin: (): [want?: boolean] => [true],
    onSuccess: (result) => void update(() => ({ active: result.active, count: result.count })),
  });
  return { reaction: value, toggle: () => run(), isBusy };
}
