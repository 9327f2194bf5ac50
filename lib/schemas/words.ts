import { z } from 'zod';

import { idField } from './paging';

/** The most words one learner can keep. */
export const WORD_BANK_LIMIT = 2000;
/** The longest word the dictionary is asked about (the longest English words of a children's book are far shorter). */
export const WORD_MAX_LENGTH = 64;

/** GET /api/picture/word?word – one token as it stands in the text ("Pip?", "jumped,"). */
export const wordLookupQuerySchema = z.object({ word: z.string().trim().min(1).max(WORD_MAX_LENGTH) });

/** POST /api/user/words {bookId, page, wordIndex} – the word is read from the book, never taken from the client. */
export const wordBankAddSchema = z.object({
  bookId: idField,
  page: z.coerce.number().int().min(1).max(500),
  wordIndex: z.coerce.number().int().min(0).max(5000),
});
