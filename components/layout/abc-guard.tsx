'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

import { ABC_LOGIN } from '@/lib/constants/auth';
import { getToken, subscribeAuthChange } from '@/lib/storage';

/**
 * SPEC §2: the abc layout shows its content only with a user token in local
 * storage; otherwise it goes to /abc/login with the full current path. (The
 * proxy already did the same on the server from the cookie.)
 */
export function AbcGuard({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const router = useRouter();
  // null while rendering on the server, where local storage cannot be read
  const hasToken = useSyncExternalStore(subscribeAuthChange, () => Boolean(getToken()), () => null);
  const allowed = pathname === ABC_LOGIN || hasToken !== false;

  useEffect(() => {
    if (allowed) return;
    const full = window.location.pathname + window.location.search;
    router.replace(`${ABC_LOGIN}?redirect=${encodeURIComponent(full)}`);
  }, [allowed, router]);

  if (!allowed) return null;
  return <div aria-busy={hasToken === null}>{children}</div>;
}
