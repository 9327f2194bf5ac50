'use client';

import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { useLogout } from '@/lib/hooks/use-logout';
import { notify } from '@/lib/notify';


/** Logs out (useLogout: the server session, then the browser's), says so and goes home. */
export function LogoutButton({ label, busyLabel, doneLabel }: { label: string; busyLabel: string; doneLabel: string }) {
  const router = useRouter();
  const { logOut, isLoggingOut: busy } = useLogout();
  const onClick = async () => {
    await logOut();
    notify('success', doneLabel);
    router.replace('/');
    router.refresh();
  };
  return (
    <Button
      variant="bare"
      size="none"
      onClick={onClick}
      disabled={busy}
      data-test="logout-button"
      className="inline-flex items-center justify-center gap-2 border border-slate-200 bg-white px-5 py-2.5 text-sm font-medium text-slate-600 transition hover:border-red-200 hover:bg-red-50 hover:text-red-600 disabled:opacity-60"
    >
      <Icon name="logout" strokeWidth={1.8} className="h-4 w-4" />
      {busy ? busyLabel : label}
    </Button>
  );
}
