'use client';

import { useState } from 'react';

import { logout } from '../api/auth';
import { clearLogin } from '../storage';
import { useForgetAccount } from './use-forget-account';

/**
 * Logging out: ends the session on the server, then forgets it in the browser
 * (token, user_info, the account cache), even when the server could not be
 * reached, since logging out here is what the user asked for.
 */
export function useLogout() {
  const forgetAccount = useForgetAccount();
  const [isLoggingOut, setLoggingOut] = useState(false);

  const logOut = async (): Promise<void> => {
    setLoggingOut(true);
    // No toast and no error: a server that missed the call lets the token expire on its own; the browser forgets it below either way.
    await logout({ toast: false }).catch(() => undefined);
    clearLogin();
    await forgetAccount();
  };

  return { logOut, isLoggingOut };
}
