import 'server-only';
import { Hono } from 'hono';

import { bookListQuerySchema, hotPageParamsSchema, hotQuerySchema, progressQuerySchema, progressSchema } from '@/lib/schemas/books';
import { idParamSchema, pageSizeParamsSchema } from '@/lib/schemas/paging';
import { bookReactionSchema, listUserQuerySchema } from '@/lib/schemas/reactions';

import { AppError } from '../errors';
import { bookExists, getBookDetail, getBookPages, listBooks, listHotBooks } from '../services/books/books';
import { getProgress, listReactedBooks, listReadingHistory, saveProgress } from '../services/books/progress';
import { resolveListOwner, toggleReaction } from '../services/reactions/reactions';
import { ok, type AppEnv } from './context';
import { requireSession } from './middleware';
import { validate, validateInput } from './validate';

export const books = new Hono<AppEnv>();

// GET /api/picture/book/page/{page}/size/{size}?level&tag – the library in reading-level order
books.get(
  '/book/page/:page/size/:size',
  validate('param', pageSizeParamsSchema),
  validate('query', bookListQuerySchema),
  async (c) => {
    const { page, size } = c.req.valid('param');
    return ok(c, await listBooks(c.var.db, page, size, c.req.valid('query')));
  },
);

// GET /api/picture/book/v1/page/hot/{page}?size – the most popular books
books.get('/book/v1/page/hot/:page', validate('param', hotPageParamsSchema), validate('query', hotQuerySchema), async (c) =>
  ok(c, await listHotBooks(c.var.db, c.req.valid('param').page, c.req.valid('query').size)),
);

// GET /api/picture/book/detail/{id} – one book, with the caller's like, collect and progress
books.get('/book/detail/:id', validate('param', idParamSchema), async (c) => {
  const book = await getBookDetail(c.var.db, c.req.valid('param').id, c.var.user?.id);
  if (!book) throw new AppError('NOT_FOUND');
  return ok(c, book);
});

// GET /api/picture/book/read/{id} – a book's pages with text, translation, images, narration and word timings
books.get('/book/read/:id', validate('param', idParamSchema), async (c) => {
  const pages = await getBookPages(c.var.db, c.req.valid('param').id);
  if (!pages.length) throw new AppError('NOT_FOUND');
  return ok(c, pages);
});

// POST /api/picture/book/like?bookId[&state=true|false] and /book/collect – toggles (or sets) the caller's like or collect
for (const kind of ['like', 'collect'] as const) {
  books.post(`/book/${kind}`, requireSession, validateInput(bookReactionSchema), async (c) => {
    const { bookId, state } = c.req.valid('json');
    return ok(c, await toggleReaction(c.var.db, c.var.user!.id, 'book', bookId, kind, state));
  });
}

// GET /api/picture/book/progress?bookId – where the caller stopped (null when never opened; 404 for an unknown book)
books.get('/book/progress', requireSession, validate('query', progressQuerySchema), async (c) => {
  const { bookId } = c.req.valid('query');
  const progress = await getProgress(c.var.db, c.var.user!.id, bookId);
  if (!progress && !(await bookExists(c.var.db, bookId))) throw new AppError('NOT_FOUND');
  return ok(c, progress);
});

// PUT /api/picture/book/progress {bookId, page} – saves the caller's page
books.put('/book/progress', requireSession, validate('json', progressSchema), async (c) => {
  const { bookId, page } = c.req.valid('json');
  return ok(c, await saveProgress(c.var.db, c.var.user!.id, bookId, page));
});

// POST /api/picture/book/user/{page}/{size} – the caller's books: opened ones, most recent first, with progress
books.post('/book/user/:page/:size', requireSession, validate('param', pageSizeParamsSchema), async (c) => {
  const { page, size } = c.req.valid('param');
  return ok(c, await listReadingHistory(c.var.db, c.var.user!.id, page, size));
});

// POST /api/picture/book/user/follow/{page}/{size}?userId – books a user liked (the caller when userId is absent or 999; 404 for a user without a public profile)
books.post(
  '/book/user/follow/:page/:size',
  requireSession,
  validate('param', pageSizeParamsSchema),
  validate('query', listUserQuerySchema),
  async (c) => {
    const { page, size } = c.req.valid('param');
    return ok(c, await listReactedBooks(c.var.db, await resolveListOwner(c.var.db, c.var.user!.id, c.req.valid('query').userId), 'like', page, size));
  },
);

// POST /api/picture/book/user/collect/{page}/{size}?userId – books a user collected (as above)
books.post(
  '/book/user/collect/:page/:size',
  requireSession,
  validate('param', pageSizeParamsSchema),
  validate('query', listUserQuerySchema),
  async (c) => {
    const { page, size } = c.req.valid('param');
    return ok(c, await listReactedBooks(c.var.db, await resolveListOwner(c.var.db, c.var.user!.id, c.req.valid('query').userId), 'collect', page, size));
  },
);
