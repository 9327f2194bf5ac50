import 'server-only';

import { idParamSchema, pageSizeParamsSchema } from '@/lib/schemas/paging';
import { wordBankAddSchema, wordLookupQuerySchema } from '@/lib/schemas/words';

import { lookupWord } from '../services/words/dictionary';
import { addToWordBank, listWordBank, removeFromWordBank } from '../services/words/word-bank';
import { createRouter } from './access';
import { ok } from './context';
import { wordBankAddLimit } from './rate-limits';
import { validate, validateInput } from './validate';

/** The bundled English-Chinese dictionary, mounted on the spec's /api/picture segment beside the reader. */
export const dictionary = createRouter();

// GET /api/picture/word?word – a tapped word's phonetic, part of speech and Chinese meaning (4790 when the dictionary lacks it)
dictionary.public.get('/word', validate('query', wordLookupQuerySchema), (c) => {
  // The answer depends on the word alone and changes only with a new build.
  c.header('Cache-Control', 'public, max-age=86400');
  return ok(c, lookupWord(c.req.valid('query').word));
});

/** The learner's word bank under /api/user/words; private to its owner. */
export const wordBank = createRouter();

// GET /api/user/words/page/{page}/size/{size} – the caller's words, newest first, with meaning, book, sentence and audio span
wordBank.user.get('/words/page/:page/size/:size', validate('param', pageSizeParamsSchema), async (c) => {
  const { page, size } = c.req.valid('param');
  return ok(c, await listWordBank(c.var.db, c.var.user.id, page, size));
});

// POST /api/user/words {bookId, page, wordIndex} – keeps that word of the book with its sentence (a word kept already: created false)
wordBank.user.post('/words', wordBankAddLimit, validateInput(wordBankAddSchema), async (c) =>
  ok(c, await addToWordBank(c.var.db, c.var.user.id, c.req.valid('json'))),
);

// DELETE /api/user/words/{id} – removes one of the caller's words (404 for anyone else's)
wordBank.owner.delete('/words/:id', validate('param', idParamSchema), async (c) => ok(c, await removeFromWordBank(c.var.db, c.var.user.id, c.req.valid('param').id)));
