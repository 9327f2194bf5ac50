/**
 * Books as the API and the server-rendered pages hand them to components.
 * Titles and descriptions come in both languages; components pick by locale
 * (see `pickLocalized` in lib/i18n/localized.ts).
 */

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
  /** false for a created book its author has not published (only its author sees it) */
  listed: boolean;
  /** the viewer made this book with the AI picture book */
  mine: boolean;
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
