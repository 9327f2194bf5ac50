'use client';

import dynamic from 'next/dynamic';

import { useLoginModalState } from '@/lib/store/login-modal';

// The dialog's code loads only when someone opens it, keeping it out of every page's first load.
const LoginDialog = dynamic(() => import('./login-dialog'), { ssr: false });

export function LoginDialogHost() {
  const open = useLoginModalState((s) => s.open);
  return open ? <LoginDialog open={open} /> : null;
}
