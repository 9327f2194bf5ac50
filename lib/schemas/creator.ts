import { z } from 'zod';

import { BOOK_LEVELS } from '@/lib/constants/books';
import {
  CHILD_NAME_PATTERN,
  CREATOR_MAX_PAGES,
  CREATOR_MAX_WORDS,
  CREATOR_MIN_PAGES,
  CREATOR_NAME_MAX_LENGTH,
  CREATOR_PAGE_TEXT_MAX,
  CREATOR_WORD_MAX_LENGTH,
  PRACTICE_WORD_PATTERN,
  STORY_THEMES,
} from '@/lib/constants/creator';

import { idField } from './paging';

/** POST /api/picture/creator/create: a bad field is VALIDATION_FAILED naming it (the form shows it translated). */
export const storyRequestSchema = z.object({
  theme: z.enum(STORY_THEMES),
  childName: z.string().trim().min(1).max(CREATOR_NAME_MAX_LENGTH).regex(CHILD_NAME_PATTERN),
  words: z
    .array(z.string().trim().min(1).max(CREATOR_WORD_MAX_LENGTH).regex(PRACTICE_WORD_PATTERN))
    .max(CREATOR_MAX_WORDS)
    .transform((words) => [...new Set(words.map((w) => w.toLowerCase()))]),
  level: z.enum(BOOK_LEVELS),
  pages: z.number().int().min(CREATOR_MIN_PAGES).max(CREATOR_MAX_PAGES),
});

export const creationParamSchema = z.object({ id: idField });
export const bookPageParamSchema = z.object({ id: idField, page: z.coerce.number().int().min(1).max(CREATOR_MAX_PAGES) });

/** PUT a created book's page: its text (re-narrated) and translation. */
export const pageEditSchema = z.object({
  text: z.string().trim().min(1).max(CREATOR_PAGE_TEXT_MAX).refine((t) => /[A-Za-z]/.test(t)),
  textCn: z.string().trim().min(1).max(CREATOR_PAGE_TEXT_MAX),
});

/** Publishing: what to do with the child's name when the book contains it. */
export const publishSchema = z.object({ childName: z.enum(['keep', 'replace']).optional() });
