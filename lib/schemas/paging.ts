import { z } from 'zod';

import { LIST_SIZE_MAX } from '../constants/books';

/** A row id: a positive PostgreSQL `integer`, so a larger number is refused here rather than by the database. */
export const idField = z.coerce.number().int().positive().max(2_147_483_647);
/**
 * A yes/no input: JSON `true`/`false`, or their string form from a query
 * string or a client that sends every value as text. Every documented
 * boolean input uses it (issue #28 L6).
 */
export const flagField = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
/** A 1-based page number. */
export const pageField = z.coerce.number().int().min(1).max(10_000);
/** Rows per page, capped so one request cannot ask for the whole table. */
export const sizeField = z.coerce.number().int().min(1).max(LIST_SIZE_MAX);

/** `/page/{page}/size/{size}` and `/{page}/{size}` path parameters. */
export const pageSizeParamsSchema = z.object({ page: pageField, size: sizeField });
export const idParamSchema = z.object({ id: idField });
