import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The one way to say "this row belongs to the caller": the owner column
 * equals the caller's id, and-ed with the conditions that pick the row. Every
 * read, update or delete of a user's own object is scoped with it, so a
 * guessed id of someone else's object matches nothing (the caller then answers
 * NOT_FOUND, never FORBIDDEN, so ids of others' objects reveal nothing).
 */
export function whereOwnedBy(ownerColumn: PgColumn, ownerId: number, ...conditions: SQL[]): SQL {
  // and() of at least one condition is never undefined.
  return and(eq(ownerColumn, ownerId), ...conditions) as SQL;
}
