'use client';

import Image from 'next/image';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

import { Button } from '@/components/ui/button';
import { clearLogin, isLoggedIn } from '@/lib/storage';
import { openLoginModal } from '@/lib/store/login-modal';

/**
 * Shown instead of a page that needs login. The server found no live
 * session, so a stale login in this browser is forgotten (the header then
 * shows the login button too); logging in re-renders the page.
 */
export function LoginPrompt({ title, text, button }: { title: string; text: string; button: string }) {
  const router = useRouter();
  useEffect(() => {
    if (isLoggedIn()) clearLogin();
  }, []);
  return (
    <div data-test="login-prompt" className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-brand-100 bg-white px-6 py-12 text-center shadow-sm">
      <Image src="/avatars/panda.svg" alt="" width={96} height={96} unoptimized className="h-24 w-24" />
      <h1 className="mt-5 text-xl font-bold text-ink">{title}</h1>
      <p className="mt-2 text-sm leading-6 text-slate-500">{text}</p>
      <Button
        size="none"
        data-test="login-prompt-button"
        onClick={() => openLoginModal(() => router.refresh())}
        className="mt-6 px-8 py-2.5 font-medium shadow-sm transition"
      >
        {button}
      </Button>
    </div>
  );
}
