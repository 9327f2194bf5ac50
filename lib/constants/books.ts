/** Limits of books and lists shared by the browser and the server (kept free of zod, so client code stays small). */

export const LIST_SIZE_MAX = 50;
export const HOT_PAGE_SIZE = 12;
export const BOOK_LEVELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const;
/** The spec's `userId` 999 of the user lists means "me". */
export const ME_USER_ID = 999;
