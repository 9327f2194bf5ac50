import 'server-only';
import type { Context, Env } from 'hono';

import type { AppLocale } from '@/lib/i18n/locales';

import type { Db } from '../db/client';
import type { SessionUser } from '../services/session';

export type { SessionUser };

/** What middleware puts on every request's context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    locale: AppLocale;
    db: Db;
    clientIp: string;
    user: SessionUser | null;
  };
}

export type AppContext = Context<AppEnv>;

/** The success envelope of ARCHITECTURE.md; any route's context (a user route's is narrower than AppContext). */
export function ok<T, E extends Env>(c: Context<E>, data: T) {
  return c.json({ code: 0, msg: 'success', data });
}
