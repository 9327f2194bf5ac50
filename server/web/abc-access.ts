import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';

import { ABC_LOGIN, isStaffRole } from '@/lib/constants/auth';
import { REQUEST_PATH_HEADER } from '@/lib/constants/routes';

import { getPageSession } from './page-session';

export type AbcAccess = 'login-page' | 'staff' | 'forbidden';

/**
 * Who may see an /abc page (Z4), checked on the server for every request:
 * the login page is open; without a live session the user goes to the login
 * with the full path as `redirect`; a live session without the staff role is
 * 'forbidden'. The proxy's cookie check only saves a render: a cookie with
 * any value got through it, which is what this closes.
 */
export const getAbcAccess = cache(async (): Promise<AbcAccess> => {
  const path = (await headers()).get(REQUEST_PATH_HEADER) ?? ABC_LOGIN;
  if (path.split('?')[0] === ABC_LOGIN) return 'login-page';
  const user = await getPageSession();
  if (!user) redirect(`${ABC_LOGIN}?redirect=${encodeURIComponent(path)}`);
  return isStaffRole(user.role) ? 'staff' : 'forbidden';
});
