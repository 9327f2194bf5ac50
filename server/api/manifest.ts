import 'server-only';

import type { Access } from './access';
import { API_ROUTERS } from './routers';

export type { Access };

/** `/api` + segment + route path, as Hono lists it (a router's `/` is the segment itself). */
function fullPath(segment: string, path: string): string {
  return `/api${segment}${path === '/' ? '' : path}`;
}

/**
 * Who may call each route, `'METHOD /api/path'` → tier. Access is declared
 * once, where the route is defined (`books.public.get`, `comments.owner.delete`,
 * see access.ts); this table is read off those declarations. A test compares
 * it with Hono's own route table, so a route added around the tiers (straight
 * on `.router`) fails until it is declared with one.
 */
export const ROUTE_ACCESS: Record<string, Access> = Object.fromEntries(
  API_ROUTERS.flatMap(({ segment, router }) => router.routes.map((r) => [`${r.method} ${fullPath(segment, r.path)}`, r.access] as const)),
);
