/** One page of a list, as every paged endpoint answers it. */
export interface PageOf<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}
