'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import type { CaptchaType } from '@/lib/captcha/client-uid';

import { BlockPuzzle } from './block-puzzle';
import { CloseIcon, ShieldIcon } from './captcha-icons';
import { ClickWord } from './click-word';
import { TextCode } from './text-code';

export interface CaptchaDialogProps {
  open: boolean;
  /** The variant to show first; the slide puzzle by default. */
  type?: CaptchaType;
  /** A pass, reported 1 s after it is shown; the caller closes the dialog (sets `open` to false). */
  onSuccess: (captchaVerification: string) => void;
  onClose: () => void;
}

/**
 * 'Please complete the security verification': the popup of the AJ-Captcha
 * protocol (310 x 155 image with 15 px padding, so 330 px wide), in one of
 * three variants. Load it with next/dynamic: it is not part of any page's
 * first load. Picture variants offer a typed code as the keyboard-only way.
 */
export default function CaptchaDialog({ open, type = 'blockPuzzle', onSuccess, onClose }: CaptchaDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-[1150]">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-3">
        {/* Remounted on every opening, so each one starts from a fresh challenge. */}
        {open && <CaptchaPanel initialType={type} onSuccess={onSuccess} onClose={onClose} />}
      </div>
    </Dialog>
  );
}

function CaptchaPanel({ initialType, onSuccess, onClose }: { initialType: CaptchaType; onSuccess: (v: string) => void; onClose: () => void }) {
  const t = useTranslations('Captcha');
  const [type, setType] = useState<CaptchaType>(initialType);
  const Variant = type === 'clickWord' ? ClickWord : type === 'textCode' ? TextCode : BlockPuzzle;
  const alternative: { to: CaptchaType; label: string } | null =
    type !== 'textCode' ? { to: 'textCode', label: t('useTextCode') } : initialType !== 'textCode' ? { to: initialType, label: t('usePicture') } : null;

  return (
    <DialogPanel data-test="captcha-dialog" data-captcha-type={type} className="w-[330px] max-w-full overflow-hidden rounded-xl bg-white shadow-2xl">
      <div className="flex min-h-[50px] items-center justify-between gap-2 border-b border-slate-100 py-2 pl-[15px] pr-2">
        <DialogTitle className="flex items-center gap-2 text-[15px] font-semibold leading-snug text-ink">
          <ShieldIcon className="h-5 w-5 shrink-0 text-brand-500" />
          {t('title')}
        </DialogTitle>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('close')}
          data-test="captcha-close"
          className="shrink-0 rounded-full p-1.5 text-slate-500 transition hover:bg-slate-100 hover:text-slate-600"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="p-[15px]">
        <Variant key={type} onPass={onSuccess} />
        {alternative && (
          <div className="mt-2.5 text-center">
            <button
              type="button"
              onClick={() => setType(alternative.to)}
              data-test="captcha-switch"
              className="text-xs text-slate-500 underline-offset-2 hover:text-brand-600 hover:underline"
            >
              {alternative.label}
            </button>
          </div>
        )}
      </div>
    </DialogPanel>
  );
}
