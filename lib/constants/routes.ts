/** Routes the header, footer and other features link to (SPEC §2). */
export const ROUTES = {
  home: '/',
  library: '/library',
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
  privacy: '/privacy',
  agreement: '/agreement',
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

/**
 * Where the English-only 'Create Book' button leads: the creation site
 * NEXT_PUBLIC_CREATE_BOOK_URL names (read at build time). Without one there is
 * nowhere to create a book yet, and the button is not shown.
 */
export const CREATE_BOOK_URL: string | null = process.env.NEXT_PUBLIC_CREATE_BOOK_URL || null;

/** The 'Create Book' button's target for a locale: English only, and only when a creation site is configured. */
export function createBookUrl(locale: string, configured: string | null = CREATE_BOOK_URL): string | null {
  return locale === 'en' && configured ? configured : null;
}

/** Request header the proxy sets to the path and query it saw, so server components can send a user back to it. */
export const REQUEST_PATH_HEADER = 'x-request-path';
