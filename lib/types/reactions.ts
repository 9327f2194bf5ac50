/** What a reaction or a comment is attached to. */
export type TargetType = 'book' | 'video' | 'dubbing';
export type ReactionKind = 'like' | 'collect';

/** Result of a like or collect toggle: the viewer's state and the exact count after it. */
export interface ReactionResult {
  active: boolean;
  count: number;
}
