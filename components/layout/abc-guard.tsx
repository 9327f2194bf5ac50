'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';

import { ABC_LOGIN } from '@/lib/constants/auth';
import { getToken } from '@/lib/storage';

/**
 * SPEC §2: the abc layout shows its content only with a user token in local
 * storage; otherwise it goes to /abc/login with the full current path. (The
 * proxy already did the same on the server from the cookie.)
 */
export function AbcGuard({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const router = useRouter();
  const [allowed, setAllowed] = useState<boolean | null>(null);
  useEffect(() => {
    if (pathname === ABC_LOGIN || getToken()) {
      setAllowed(true);
      return;
    }
    setAllowed(false);
    const full = window.location.pathname + window.location.search;
    router.replace(`${ABC_LOGIN}?redirect=${encodeURIComponent(full)}`);
  }, [pathname, router]);
  if (allowed === false) return null;
  return <div aria-busy={allowed === null}>{children}</div>;
}
