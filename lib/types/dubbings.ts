import type { PersonCard } from './people';

/** Pronunciation scores, integers 0..100 (SPEC section 3). */
export interface DubbingScores {
  accuracy: number;
  fluency: number;
  integrity: number;
}

/** One recorded page: its audio, its scores and what to practise (tip codes, translated by the UI). */
export interface DubbingPageResult extends DubbingScores {
  /** 1-based, as the reader's pages */
  page: number;
  audio: string;
  durationMs: number;
  tips: string[];
  weakWords: string[];
}

/** A dubbing in a list (profile, user square). */
export interface DubbingCard {
  id: number;
  book: { id: number; title: string; titleCn: string; cover: string; pageCount: number };
  author: PersonCard;
  /** null while a draft */
  scores: DubbingScores | null;
  likeCount: number;
  commentCount: number;
  finishedAt: string | null;
}

/** A dubbing with its pages, for the recorder (the owner's draft) and the playback page. */
export interface DubbingDetail extends DubbingCard {
  pages: DubbingPageResult[];
  /** the viewer's like; false for visitors */
  liked: boolean;
  /** the viewer owns it (may delete it) */
  mine: boolean;
  /** others may see it: finished, and its owner's profile is public and not a child's (blocked users still never do) */
  shared: boolean;
}
