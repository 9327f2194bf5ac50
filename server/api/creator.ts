import 'server-only';

import { BOOK_LEVELS } from '@/lib/constants/books';
import { CREATOR_MAX_PAGES, CREATOR_MAX_WORDS, CREATOR_MIN_PAGES, STORY_THEMES } from '@/lib/constants/creator';
import { bookPageParamSchema, creationParamSchema, pageEditSchema, publishSchema, storyRequestSchema } from '@/lib/schemas/creator';
import { idParamSchema } from '@/lib/schemas/paging';
import type { CreatorOptions } from '@/lib/types/creator';

import { getConfig } from '../config';
import { getStoryProvider } from '../providers/story';
import { deleteCreatedBook, editCreatedPage, listCreatedBooks, publishCreatedBook, unpublishCreatedBook } from '../services/creator/books';
import { cancelCreation, getCreation, listCreations, startCreation } from '../services/creator/creations';
import { createRouter } from './access';
import { ok } from './context';
import { validate } from './validate';

/** The AI picture book (/picture), mounted on the spec's /api/picture segment under /creator. */
export const creator = createRouter();

// GET /api/picture/creator/options – the generator (local = the built-in composer), themes, levels and limits
creator.user.get('/creator/options', (c) => {
  const config = getConfig();
  const options: CreatorOptions = {
    provider: getStoryProvider().name,
    themes: STORY_THEMES,
    levels: BOOK_LEVELS,
    minPages: CREATOR_MIN_PAGES,
    maxPages: CREATOR_MAX_PAGES,
    maxWords: CREATOR_MAX_WORDS,
    perHour: config.STORY_CREATIONS_PER_HOUR,
    perDay: config.STORY_CREATIONS_PER_DAY,
  };
  return ok(c, options);
});

// POST /api/picture/creator/create {theme, childName, words, level, pages} – starts making a book in the background
creator.user.post('/creator/create', validate('json', storyRequestSchema), async (c) => ok(c, await startCreation(c.var.db, c.var.user.id, c.req.valid('json'))));

// GET /api/picture/creator/creations – the caller's latest creations
creator.user.get('/creator/creations', async (c) => ok(c, await listCreations(c.var.db, c.var.user.id)));

// GET /api/picture/creator/creation/{id} – progress: pages composed and narrated, the book when done, the error when failed
creator.user.get('/creator/creation/:id', validate('param', creationParamSchema), async (c) => ok(c, await getCreation(c.var.db, c.var.user.id, c.req.valid('param').id)));

// POST /api/picture/creator/creation/{id}/cancel – stops a running creation; nothing it made is kept
creator.user.post('/creator/creation/:id/cancel', validate('param', creationParamSchema), async (c) =>
  ok(c, await cancelCreation(c.var.db, c.var.user.id, c.req.valid('param').id)),
);

// GET /api/picture/creator/books – the caller's created books, private and published
creator.user.get('/creator/books', async (c) => ok(c, await listCreatedBooks(c.var.db, c.var.user.id)));

// PUT /api/picture/creator/book/{id}/page/{page} {text, textCn} – edits a page; a changed text is narrated again
creator.user.put('/creator/book/:id/page/:page', validate('param', bookPageParamSchema), validate('json', pageEditSchema), async (c) => {
  const { id, page } = c.req.valid('param');
  return ok(c, await editCreatedPage(c.var.db, c.var.user.id, id, page, c.req.valid('json')));
});

// POST /api/picture/creator/book/{id}/publish {childName?: keep|replace} – into the library (never from a child's account)
creator.user.post('/creator/book/:id/publish', validate('param', idParamSchema), validate('json', publishSchema), async (c) =>
  ok(c, await publishCreatedBook(c.var.db, c.var.user.id, c.req.valid('param').id, c.req.valid('json').childName)),
);

// POST /api/picture/creator/book/{id}/unpublish – private again
creator.user.post('/creator/book/:id/unpublish', validate('param', idParamSchema), async (c) =>
  ok(c, await unpublishCreatedBook(c.var.db, c.var.user.id, c.req.valid('param').id)),
);

// DELETE /api/picture/creator/book/{id} – deletes the book with its files
creator.user.delete('/creator/book/:id', validate('param', idParamSchema), async (c) => ok(c, await deleteCreatedBook(c.var.db, c.var.user.id, c.req.valid('param').id)));
