/**
 * What the library API and the server-rendered pages hand to components.
 * Titles and descriptions come in both languages; components pick by locale
 * (see `pickLocalized`).
 */

export type TargetType = 'book' | 'video';
export type ReactionKind = 'like' | 'collect';

export interface PageOf<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

export interface BookCard {
  id: number;
  title: string;
  titleCn: string;
  author: string;
  level: string;
  tags: string[];
  cover: string;
  coverLarge: string;
  pageCount: number;
  wordCount: number;
  likeCount: number;
  collectCount: number;
  commentCount: number;
}

export interface ReadingProgressState {
  page: number;
  finished: boolean;
}

export interface BookDetail extends BookCard {
  description: string;
  descriptionCn: string;
  createdAt: string;
  updatedAt: string;
  /** false for visitors */
  liked: boolean;
  collected: boolean;
  /** null for visitors and books not yet opened */
  progress: ReadingProgressState | null;
}

/** One spoken word: words[i] belongs to the i-th whitespace-separated token of `text` that contains a letter. */
export interface WordTiming {
  /** the token without surrounding punctuation, e.g. "Pip" for "Pip?" */
  word: string;
  startMs: number;
  endMs: number;
}

/** A page of a book: picture, English text, Chinese translation, narration and its word timings. */
export interface ReaderPage {
  /** 1-based page number */
  index: number;
  text: string;
  textCn: string;
  image: { large: string; small: string; width: number; height: number };
  audio: { src: string; durationMs: number };
  words: WordTiming[];
}

export interface PersonCard {
  id: number;
  nickname: string;
  avatar: string | null;
}

export interface VideoCard {
  id: number;
  title: string;
  titleCn: string;
  poster: string;
  durationSec: number;
  tags: string[];
  likeCount: number;
  collectCount: number;
  commentCount: number;
}

export interface VideoDetail extends VideoCard {
  description: string;
  descriptionCn: string;
  src: string;
  subtitles: { en: string; cn: string };
  author: PersonCard | null;
  createdAt: string;
  updatedAt: string;
  liked: boolean;
  collected: boolean;
}

export interface UserCard extends PersonCard {
  introduction: string;
  followerCount: number;
}

export interface CommentItem {
  id: number;
  content: string;
  createdAt: string;
  user: PersonCard;
  /** true when the viewer wrote it (and so may delete it) */
  mine: boolean;
}

/** Result of a like or collect toggle: the viewer's state and the exact count after it. */
export interface ReactionResult {
  active: boolean;
  count: number;
}

export const SEARCH_TYPES = { book: 1, video: 2, user: 3 } as const;
export type SearchTypeCode = (typeof SEARCH_TYPES)[keyof typeof SEARCH_TYPES];

export type SearchHit = ({ kind: 'book'; snippet: string | null } & BookCard) | ({ kind: 'video' } & VideoCard) | ({ kind: 'user' } & UserCard);

export interface SearchResult extends PageOf<SearchHit> {
  type: SearchTypeCode;
  keyword: string;
}

/** Title or description in the reader's language (`locale`: `cn`/`en` or next-intl's `zh-CN`/`en`). */
export function pickLocalized(locale: string, en: string, cn: string): string {
  return locale.toLowerCase().startsWith('en') ? en || cn : cn || en;
}

/** The title in the reader's language and the other language's as a subtitle (null when it is missing or the same). */
export function localizedTitles(locale: string, en: string, cn: string): { title: string; subtitle: string | null } {
  const title = pickLocalized(locale, en, cn);
  const other = locale.toLowerCase().startsWith('en') ? cn : en;
  return { title, subtitle: other && other !== title ? other : null };
}
