/** Routes the header, footer and other features link to (SPEC §2). */
export const ROUTES = {
  home: '/',
  course: '/course/list',
  store: '/shopping',
  aiBook: '/picture',
  message: '/messageCenter',
  collect: '/user/collect',
  follow: '/user/follow',
  my: '/user/my',
  logoff: '/user/logoff',
  search: '/search',
  classStep: '/classStep',
  classStepNew: '/classStepnNew',
  login: '/login',
  books: '/picture/detail',
} as const;

/** Entries that open the login dialog for a visitor instead of navigating (SPEC §6). */
export const PROTECTED_PATHS: readonly string[] = [
  ROUTES.course,
  ROUTES.store,
  ROUTES.aiBook,
  ROUTES.message,
  ROUTES.collect,
  ROUTES.follow,
  ROUTES.my,
];

/** Where the English-only 'Create Book' button leads; an external creation site when configured. */
export const CREATE_BOOK_URL = process.env.NEXT_PUBLIC_CREATE_BOOK_URL || ROUTES.aiBook;

/** Request header the proxy sets to the path and query it saw, so server components can send a user back to it. */
export const REQUEST_PATH_HEADER = 'x-request-path';
