import type { ReactNode } from 'react';

import { UserMessages } from '@/components/user/user-messages';

/**
 * Message namespaces of the class pages' client components: the shared
 * class labels, the course list, and those of the booking panel and the
 * schedule embedded in it.
 */
export const CLASSES_NAMESPACES = ['Classes', 'CourseList', 'BookClass', 'Schedule'] as const;

/** Gives the class pages' client components their messages (and only those). */
export function ClassesMessages({ children }: { children: ReactNode }) {
  return <UserMessages namespaces={[...CLASSES_NAMESPACES]}>{children}</UserMessages>;
}
