'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { logout } from '@/lib/api/auth';
import { notify } from '@/lib/notify';
import { clearLogin } from '@/lib/storage';

import { ICONS } from './icons';

/**
 * Ends the session on the server, then forgets it in the browser (even when
 * the server could not be reached, the user asked to be logged out here).
 */
export function LogoutButton({ label, busyLabel, doneLabel }: { label: string; busyLabel: string; doneLabel: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await logout({ toast: false });
    } catch {
      // Logging out locally is still what the user wants.
    }
    clearLogin();
    notify('success', doneLabel);
    router.replace('/');
    router.refresh();
  };
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      data-test="logout-button"
      className="inline-flex items-center justify-center gap-2 rounded-full border border-slate-200 bg-white px-5 py-2.5 text-sm font-medium text-slate-600 transition hover:border-red-200 hover:bg-red-50 hover:text-red-600 disabled:opacity-60"
    >
      <ICONS.logout className="h-4 w-4" />
      {busy ? busyLabel : label}
    </button>
  );
}
