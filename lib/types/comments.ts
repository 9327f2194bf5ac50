import type { PersonCard } from './people';

export interface CommentItem {
  id: number;
  content: string;
  createdAt: string;
  user: PersonCard;
  /** true when the viewer wrote it (and so may delete it) */
  mine: boolean;
}
