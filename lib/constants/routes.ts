import { getRuntimeConfig } from '../runtime-config';

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
 * The 'Create Book' button's target for a locale (SPEC §2: English only): an
 * external creation site when the server's CREATE_BOOK_URL names one (read
 * when it runs: lib/runtime-config.ts), else the product's own AI picture
 * book at /picture. Null in the Chinese edition, where the button is not shown.
 */
export function createBookUrl(locale: string, configured: string | null = getRuntimeConfig().createBookUrl): string | null {
  if (locale !== 'en') return null;
  return configured ?? ROUTES.aiBook;
}

/** Request header the proxy sets to the path and query it saw, so server components can send a user back to it. */
export const REQUEST_PATH_HEADER = 'x-request-path';
