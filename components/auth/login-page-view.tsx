'use client';

import { BrandLogo } from '@/components/layout/brand-logo';
import { leaveLoginPage } from '@/lib/auth/navigate';
import { loginTarget } from '@/lib/auth/redirect';
import { takeReturnPath } from '@/lib/storage';

import { LoginPanel } from './login-panel';

/**
 * The full-page login (/user/login, /login, /abc/login): the dialog's forms
 * without its chrome. After login it goes to `target` (the page's checked
 * `redirect`), else to the page remembered before a forced re-login, else
 * to `fallback`.
 */
export function LoginPageView({
  target,
  fallback,
  tagline,
  eyebrow,
}: {
  target: string | null;
  fallback: string;
  tagline: string;
  /** A small line above the title (the /abc area's name). */
  eyebrow?: string;
}) {
  const done = () => leaveLoginPage(target ?? loginTarget(takeReturnPath(), fallback));
  return (
    <LoginPanel
      onDone={done}
      focusFirstField={false}
      heading={(title) => (
        <div className="mb-7 flex flex-col items-center gap-3 text-center">
          <BrandLogo size={48} className="h-12 w-12" priority />
          {eyebrow && <p className="text-xs font-semibold uppercase tracking-wider text-brand-600">{eyebrow}</p>}
          <h1 className="text-2xl font-bold text-ink max-md:text-xl">{title}</h1>
          <p className="text-sm text-slate-500">{tagline}</p>
        </div>
      )}
    />
  );
}
