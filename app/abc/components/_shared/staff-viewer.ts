import 'server-only';

import { ADVISER_ROLE } from '@/lib/constants/auth';
import { getDb } from '@/server/db/client';
import { teacherOfUser } from '@/server/services/classes/staff';
import { getAbcAccess } from '@/server/web/abc-access';
import { getPageSession } from '@/server/web/page-session';

/** Who is looking at an /abc page: an adviser sees every class and the adviser tools; a teacher their own classes. */
export interface StaffViewer {
  isAdviser: boolean;
  /** A teacher account that no teacher profile names yet has no classes to see. */
  hasClasses: boolean;
}

/**
 * The staff check every /abc page makes itself (the layout is not rendered
 * again on a client-side navigation), for the pages of the area only: null
 * for a session without a staff role, which then sees StaffOnlyView. Roles
 * come from the database, never from the request.
 */
export async function getStaffViewer(): Promise<StaffViewer | null> {
  if ((await getAbcAccess()) !== 'staff') return null;
  const user = await getPageSession();
  if (!user) return null;
  if (user.role === ADVISER_ROLE) return { isAdviser: true, hasClasses: true };
  return { isAdviser: false, hasClasses: (await teacherOfUser(await getDb(), user.id)) !== null };
}
