import 'server-only';

import { getConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { databaseStore } from './db-store';
import { redisStore } from './redis-store';
import type { CaptchaStore } from './types';

export type { CaptchaStore, StoredChallenge } from './types';

/** Redis when REDIS_URL is set, else the database. */
export function captchaStore(db: Db): CaptchaStore {
  return getConfig().REDIS_URL ? redisStore() : databaseStore(db);
}
