'use client';

import { useRouter } from 'next/navigation';

import { BrandLogo } from '@/components/layout/brand-logo';
import { Dialog, DialogCloseButton, DialogTitle } from '@/components/ui/dialog';
import { closeLoginModal, finishLogin } from '@/lib/store/login-modal';

import { LoginPanel } from './login-panel';

/**
 * The login dialog (`#loginDv`, SPEC §2): 600 px wide, a full-screen sheet
 * below 750 px. It opens when a visitor uses a protected entry; once a login
 * is stored it tells the opener (`finishLogin`), which continues the action.
 * Closing it drops that action; closing it while a new account is offered a
 * password keeps the user logged in (the offer is optional).
 */
export default function LoginDialog({ open }: { open: boolean }) {
  const router = useRouter();
  return (
    <Dialog
      open={open}
      onClose={closeLoginModal}
      placement="top"
      panelProps={{ id: 'loginDv', 'data-test': 'login-dialog' }}
      className="relative w-[600px] max-w-full rounded-3xl bg-white px-12 pb-10 pt-10 shadow-2xl shadow-slate-900/20 max-md:min-h-full max-md:w-full max-md:rounded-none max-md:px-5 max-md:pb-8 max-md:pt-14"
    >
      <DialogCloseButton
        data-test="login-close"
        className="absolute right-4 top-4 transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
      />
      <LoginPanel
        onDone={(type) => {
          finishLogin(type);
          // Server components rendered for the visitor (and the router's cache of them) follow the new user.
          router.refresh();
        }}
        onDismissed={() => router.refresh()}
        heading={(text) => (
          <div className="mb-6 flex flex-col items-center gap-3">
            <BrandLogo size={44} className="h-11 w-11" />
            <DialogTitle className="text-center text-xl font-semibold text-ink">{text}</DialogTitle>
          </div>
        )}
      />
    </Dialog>
  );
}
