/** Comments per page: the server renders the first page, "load more" fetches the next ones. */
export const COMMENT_PAGE_SIZE = 10;
