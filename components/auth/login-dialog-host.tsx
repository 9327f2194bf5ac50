'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';

import { useLoginModalState } from '@/lib/store/login-modal';

// The dialog's code loads only when someone opens it, keeping it out of every page's first load.
const LoginDialog = dynamic(() => import('./login-dialog'), { ssr: false });

/**
 * Mounts the login dialog on its first opening and keeps it mounted, so that it closes as a dialog
 * (Headless UI gives focus back) instead of vanishing; if focus still ends on the page body, it goes
 * back to the element that opened the dialog (WCAG 2.4.3).
 */
export function LoginDialogHost() {
  const open = useLoginModalState((s) => s.open);
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  if (open && !used) setUsed(true);

  useEffect(() => {
    if (open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    const frame = requestAnimationFrame(() => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && target.isConnected) target.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);

  return used ? <LoginDialog open={open} /> : null;
}
