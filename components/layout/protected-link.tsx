'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, MouseEvent } from 'react';

import { isLoggedIn } from '@/lib/storage';
import { openLoginModal } from '@/lib/store/login-modal';

type Props = ComponentProps<typeof Link> & { href: string };

/**
 * A link to a page that needs login. A visitor gets the login dialog instead,
 * and once logged in is taken where they meant to go.
 */
export function ProtectedLink({ href, onClick, ...rest }: Props) {
  const router = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isLoggedIn()) return;
    event.preventDefault();
    openLoginModal(() => {
      if (/^https?:\/\//.test(href)) window.location.assign(href);
      else router.push(href);
    });
  };
  // No prefetch: a visitor's prefetch would cache the server's login redirect and replay it after login.
  return <Link href={href} onClick={handleClick} prefetch={false} {...rest} />;
}
