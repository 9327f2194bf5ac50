/** The reader of a book. */
export function readerPath(bookId: number): string {
  return `/picture/read/${bookId}`;
}

/** The address of a reader position, relative to the reader: `?page=N`, or `?page=end` after the last page. */
export function readerPageHref(pos: number, count: number): string {
  return `?page=${pos > count ? 'end' : pos}`;
}
