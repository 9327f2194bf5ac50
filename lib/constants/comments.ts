/** Longest comment, in characters (code points); shared by the comment form and the server's validation. */
export const COMMENT_MAX = 500;
/** Comments per page: the server renders the first page, "load more" fetches the next ones. */
export const COMMENT_PAGE_SIZE = 10;
