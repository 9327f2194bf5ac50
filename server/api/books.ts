import 'server-only';

import { bookListQuerySchema, hotPageParamsSchema, hotQuerySchema, progressQuerySchema, progressSchema } from '@/lib/schemas/books';
import { idParamSchema, pageSizeParamsSchema } from '@/lib/schemas/paging';

import { AppError } from '../errors';
import { bookVisibleTo, getBookDetail, getBookPages, listBooks, listHotBooks } from '../services/books/books';
import { getProgress, listReadingHistory, saveProgress } from '../services/books/progress';
import { createRouter } from './access';
import { ok } from './context';
import { validate } from './validate';

/** Picture books, mounted on the spec's /api/picture segment (likes and collects: reactions.ts). */
export const books = createRouter();

// GET /api/picture/book/page/{page}/size/{size}?level&tag – the books in reading-level order
books.public.get(
  '/book/page/:page/size/:size',
  validate('param', pageSizeParamsSchema),
  validate('query', bookListQuerySchema),
  async (c) => {
    const { page, size } = c.req.valid('param');
    return ok(c, await listBooks(c.var.db, page, size, c.req.valid('query')));
  },
);

// GET /api/picture/book/v1/page/hot/{page}?size – the most popular books
books.public.get('/book/v1/page/hot/:page', validate('param', hotPageParamsSchema), validate('query', hotQuerySchema), async (c) =>
  ok(c, await listHotBooks(c.var.db, c.req.valid('param').page, c.req.valid('query').size)),
);

// GET /api/picture/book/detail/{id} – one book, with the caller's like, collect and progress
books.public.get('/book/detail/:id', validate('param', idParamSchema), async (c) => {
  const book = await getBookDetail(c.var.db, c.req.valid('param').id, c.var.user?.id);
  if (!book) throw new AppError('NOT_FOUND');
  return ok(c, book);
});

// GET /api/picture/book/read/{id} – a book's pages with text, translation, images, narration and word timings
books.public.get('/book/read/:id', validate('param', idParamSchema), async (c) => {
  const { id } = c.req.valid('param');
  if (!(await bookVisibleTo(c.var.db, id, c.var.user?.id))) throw new AppError('NOT_FOUND');
  const pages = await getBookPages(c.var.db, id);
  if (!pages.length) throw new AppError('NOT_FOUND');
  return ok(c, pages);
});

// GET /api/picture/book/progress?bookId – where the caller stopped (null when never opened; 404 for an unknown book)
books.user.get('/book/progress', validate('query', progressQuerySchema), async (c) => {
  const { bookId } = c.req.valid('query');
  if (!(await bookVisibleTo(c.var.db, bookId, c.var.user.id))) throw new AppError('NOT_FOUND');
  const progress = await getProgress(c.var.db, c.var.user.id, bookId);
  return ok(c, progress);
});

// PUT /api/picture/book/progress {bookId, page} – saves the caller's page
books.user.put('/book/progress', validate('json', progressSchema), async (c) => {
  const { bookId, page } = c.req.valid('json');
  if (!(await bookVisibleTo(c.var.db, bookId, c.var.user.id))) throw new AppError('NOT_FOUND');
  return ok(c, await saveProgress(c.var.db, c.var.user.id, bookId, page));
});

// POST /api/picture/book/user/{page}/{size} – the caller's books: opened ones, most recent first, with progress
books.user.post('/book/user/:page/:size', validate('param', pageSizeParamsSchema), async (c) => {
  const { page, size } = c.req.valid('param');
  return ok(c, await listReadingHistory(c.var.db, c.var.user.id, page, size));
});
