'use client';

import { Dialog, DialogPanel, DialogTitle, Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useLocale, useTranslations } from 'next-intl';

import { closeLoginModal } from '@/lib/store/login-modal';

/**
 * The login dialog (`#loginDv`): 600 px wide, a full-screen sheet on phones.
 * Its tabs follow the edition: password + phone in Chinese, password +
 * e-mail in English. The forms inside each tab belong to the accounts feature.
 */
export default function LoginDialog({ open }: { open: boolean }) {
  const t = useTranslations('LoginDialog');
  const tc = useTranslations('Common');
  const english = useLocale() === 'en';
  const tabs = [t('pwdTab'), english ? t('emailTab') : t('phoneTab')];
  return (
    <Dialog open={open} onClose={closeLoginModal} className="relative z-[1100]">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center max-md:items-stretch">
        <DialogPanel
          id="loginDv"
          data-test="login-dialog"
          className="relative w-[600px] max-w-full rounded-2xl bg-white p-8 shadow-2xl max-md:h-full max-md:w-full max-md:rounded-none max-md:p-5"
        >
          <button
            type="button"
            onClick={closeLoginModal}
            aria-label={tc('close')}
            data-test="login-close"
            className="absolute right-4 top-4 rounded-full p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
          <DialogTitle className="mb-6 text-center text-xl font-semibold text-ink">{t('title')}</DialogTitle>
          <TabGroup>
            <TabList className="mb-6 flex justify-center gap-8 border-b border-slate-100">
              {tabs.map((label) => (
                <Tab
                  key={label}
                  className="-mb-px border-b-2 border-transparent pb-3 text-base text-slate-500 outline-none data-[selected]:border-brand-500 data-[selected]:font-semibold data-[selected]:text-brand-700"
                >
                  {label}
                </Tab>
              ))}
            </TabList>
            <TabPanels>
              <TabPanel data-slot="pwd-login" />
              <TabPanel data-slot={english ? 'email-login' : 'phone-login'} />
            </TabPanels>
          </TabGroup>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
