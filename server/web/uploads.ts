import 'server-only';
import { getCookie } from 'hono/cookie';

import { USER_TOKEN_COOKIE } from '@/lib/constants/auth';

import { getDb } from '../db/client';
import { createMediaApp } from '../providers/storage/serve';
import { uploadAccess } from '../services/dubbings/media-access';

/** /media/uploads: the storage provider's files, each read allowed by its owner's privacy (uploadAccess). */
export function createUploadsApp() {
  return createMediaApp((key, c) => uploadAccess(getDb, key, getCookie(c, USER_TOKEN_COOKIE)));
}
