import type { StoryTheme } from '@/lib/constants/creator';

/** Parts of speech the built-in composer has sentence frames for. */
export type WordClass = 'noun' | 'verb' | 'adjective' | 'adverb';
/** How a word is inflected, as the dictionary tells it: "runs", "running", "ran", "apples". */
export type WordForm = 'base' | 'ing' | 'past' | 'third' | 'plural';

/** A word the learner wants to practise, as the dictionary knows it (class null when it does not). */
export interface PracticeWord {
  word: string;
  wordClass: WordClass | null;
  form: WordForm;
  /** a short Chinese gloss, or null */
  cn: string | null;
}

export interface StoryRequest {
  theme: StoryTheme;
  childName: string;
  words: PracticeWord[];
  level: string;
  pages: number;
}

/** Why a word is not in the story. */
export type UnplacedReason = 'unknown' | 'no-room';

export interface StoryPage {
  text: string;
  textCn: string;
}

/** What the story's pictures show, for generators that draw them from the text (the built-in composer). */
export interface StoryArt {
  palette: string;
  setting: string;
  season: string;
  cast: { name: string; kind: string; main?: boolean }[];
}

export interface StoryDraft {
  title: string;
  titleCn: string;
  description: string;
  descriptionCn: string;
  pages: StoryPage[];
  /** requested words the story does not use, each with why */
  unplaced: { word: string; reason: UnplacedReason }[];
  art: StoryArt;
}

/** A picture in any format sharp reads (SVG, PNG, JPEG, WebP); the service scales and stores it as WebP. */
export type Picture = Buffer;

/**
 * A story generator: the built-in offline composer (local/) or any
 * OpenAI-compatible text and image service (openai.ts), chosen by
 * STORY_PROVIDER. Both must honour `signal` (a cancelled creation).
 */
export interface StoryProvider {
  readonly name: 'local' | 'openai';
  writeStory(request: StoryRequest, signal: AbortSignal): Promise<StoryDraft>;
  /** The picture of page `index` (1-based), or the cover for index 0 (square, no title: the service adds none). */
  drawPicture(draft: StoryDraft, request: StoryRequest, index: number, signal: AbortSignal): Promise<Picture>;
}

/** A generator's answer the product cannot use (malformed JSON, missing fields, an image that is not one). */
export class StoryProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'malformed' | 'unavailable',
  ) {
    super(message);
    this.name = 'StoryProviderError';
  }
}
