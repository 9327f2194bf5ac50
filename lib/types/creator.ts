import type { CreationStatus, StoryTheme } from '@/lib/constants/creator';

/** What the learner asks the AI picture book for (the form of /picture). */
export interface StoryRequestInput {
  theme: StoryTheme;
  childName: string;
  words: string[];
  level: string;
  pages: number;
}

/** A creation as the creator page polls it. */
export interface CreationState {
  id: number;
  status: CreationStatus;
  input: { theme: string; childName: string; words: string[]; level: string; pages: number };
  /** 'local' (the built-in composer) or 'openai' */
  provider: string;
  pagesTotal: number;
  pagesComposed: number;
  pagesNarrated: number;
  /** words the story does not use, and why: 'unknown' (not in the dictionary) or 'no-room' */
  unplaced: { word: string; reason: string }[];
  bookId: number | null;
  /** the error name (Errors.<name> in messages) of a failed creation */
  error: string | null;
  createdAt: string;
}

/** One of the caller's created books (the list on /picture). */
export interface CreatedBook {
  id: number;
  title: string;
  titleCn: string;
  level: string;
  cover: string;
  pageCount: number;
  listed: boolean;
  /** the child's name the book was made with, and whether its text still contains it */
  childName: string;
  containsChildName: boolean;
  createdAt: string;
}

export interface CreatorOptions {
  provider: string;
  themes: readonly string[];
  levels: readonly string[];
  minPages: number;
  maxPages: number;
  maxWords: number;
  perHour: number;
  perDay: number;
}
