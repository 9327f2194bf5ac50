'use client';

import { usePathname } from 'next/navigation';

import { ROUTES } from '@/lib/constants/routes';

import { ProtectedLink } from './protected-link';

/** The footer's cancel-account link, hidden on the cancellation page itself. */
export function LogoffLink({ label }: { label: string }) {
  const pathname = usePathname();
  if (pathname === ROUTES.logoff) return null;
  return (
    <ProtectedLink href={ROUTES.logoff} data-test="footer-logoff" className="hover:text-white">
      {label}
    </ProtectedLink>
  );
}
