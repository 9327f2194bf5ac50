import 'server-only';
import { Hono, type Env, type MiddlewareHandler } from 'hono';

import { ADVISER_ROLE } from '@/lib/constants/auth';

import type { AppEnv, SessionUser } from './context';
import { requireSession, requireStaff } from './middleware';

/**
 * Who may call a route:
 * - public: anyone
 * - user: a logged-in user, acting on their own data
 * - owner: a logged-in user, on an object that must belong to them (the service checks it, see db/queries/owned.ts)
 * - staff: staff role (or the operator token where stated; `adviserOrOperator`: advisers only)
 */
export type Access = 'public' | 'user' | 'owner' | 'staff';

/** The context of a route behind a session guard: the user is known to be there. */
export interface UserEnv extends AppEnv {
  Variables: Omit<AppEnv['Variables'], 'user'> & { user: SessionUser };
}

/** One declared route, relative to the router's mount point; server/api/manifest.ts turns these into ROUTE_ACCESS. */
export interface RouteRecord {
  method: string;
  path: string;
  access: Access;
}

type Verb = 'get' | 'post' | 'put' | 'delete';
type TierRoutes<E extends Env> = Pick<Hono<E>, Verb>;

/**
 * The verbs of one tier. Each route gets the tier's guard in front of its own
 * handlers, per route: a `use('*')` on a router mounted at /user would also
 * guard every other router mounted there (auth's public login routes).
 */
function defineTier<E extends Env>(router: Hono<AppEnv>, records: RouteRecord[], access: Access, guards: MiddlewareHandler[]): TierRoutes<E> {
  // The same router, seen with the tier's context type; the guard makes that type true at run time.
  const typed = router as unknown as Hono<E>;
  const define = (verb: Verb) =>
    ((path: string, ...handlers: MiddlewareHandler[]) => {
      records.push({ method: verb.toUpperCase(), path, access });
      return (typed[verb] as (path: string, ...handlers: MiddlewareHandler[]) => Hono<E>)(path, ...guards, ...handlers);
    }) as unknown as Hono<E>[Verb];
  return { get: define('get'), post: define('post'), put: define('put'), delete: define('delete') } as TierRoutes<E>;
}

/**
 * A domain router whose routes are declared with their access tier, once:
 * `books.public.get(...)`, `books.user.post(...)`. A user, owner or staff
 * route's handler sees `c.var.user` as a `SessionUser`, never null. Mount
 * `.router`; `.routes` is the record the manifest is built from.
 */
export function createRouter() {
  const router = new Hono<AppEnv>();
  const routes: RouteRecord[] = [];
  return {
    router,
    routes,
    public: defineTier<AppEnv>(router, routes, 'public', []),
    user: defineTier<UserEnv>(router, routes, 'user', [requireSession]),
    owner: defineTier<UserEnv>(router, routes, 'owner', [requireSession]),
    staff: defineTier<UserEnv>(router, routes, 'staff', [requireStaff()]),
    /**
     * Advisers (the highest staff role; there is no admin role), or a caller
     * with the operator token (who has no session, so `c.var.user` may be null).
     */
    adviserOrOperator: defineTier<AppEnv>(router, routes, 'staff', [requireStaff({ operatorToken: true, roles: [ADVISER_ROLE] })]),
  };
}

export type DomainRouter = ReturnType<typeof createRouter>;
