/**
 * The AI picture book (/picture): what a story request may ask for. Shared by
 * the form (components/creator) and the server's validation
 * (lib/schemas/creator.ts, server/services/creator).
 */

/** The story themes every generator supports (the built-in composer has a setting, a friend and pictures for each). */
export const STORY_THEMES = ['park', 'ocean', 'space', 'farm', 'forest', 'snow'] as const;
export type StoryTheme = (typeof STORY_THEMES)[number];

export const CREATOR_MIN_PAGES = 4;
export const CREATOR_MAX_PAGES = 12;
export const CREATOR_DEFAULT_PAGES = 6;
/** Words to practise in one book. */
export const CREATOR_MAX_WORDS = 8;
export const CREATOR_WORD_MAX_LENGTH = 24;
export const CREATOR_NAME_MAX_LENGTH = 20;
/** A child's name the narration can read: Latin letters, with spaces, hyphens or apostrophes inside. */
export const CHILD_NAME_PATTERN = /^[A-Za-z](?:[A-Za-z' -]*[A-Za-z])?$/;
/** A word to practise: English letters, optionally with an apostrophe or hyphen inside. */
export const PRACTICE_WORD_PATTERN = /^[A-Za-z](?:[A-Za-z'-]*[A-Za-z])?$/;
/** A page's text or translation as edited by its author. */
export const CREATOR_PAGE_TEXT_MAX = 400;
/** The neutral name that replaces the child's name when its author publishes the book without it. */
export const NEUTRAL_CHILD_NAME = 'Sam';

export const CREATION_STATUSES = ['running', 'done', 'failed', 'cancelled'] as const;
export type CreationStatus = (typeof CREATION_STATUSES)[number];

/** How often the creator asks for a running creation's progress. */
export const CREATION_POLL_MS = 1000;
