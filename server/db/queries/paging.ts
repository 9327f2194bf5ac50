import 'server-only';

import type { PageOf } from '@/lib/types/paging';

/** A 1-based page of `size` rows, as every list endpoint takes it. */
export interface PageRequest {
  page: number;
  size: number;
}

/** How many rows come before the requested page: the query's OFFSET. */
export function pageOffset({ page, size }: PageRequest): number {
  return (page - 1) * size;
}

/** The list envelope every paged endpoint answers with: `{list, total, page, size}`. */
export function toPage<T>(list: T[], total: number, { page, size }: PageRequest): PageOf<T> {
  return { list, total, page, size };
}
