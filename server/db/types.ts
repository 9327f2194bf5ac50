import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

import type * as schema from './schema';

/**
 * The database handle every query takes, PGlite or PostgreSQL alike. In its
 * own module so that what client.ts opens the database with (shared-reads'
 * invalidation listener) can name the type without importing client.ts back.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
