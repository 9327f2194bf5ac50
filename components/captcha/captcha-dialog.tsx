'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Dialog, DialogCloseButton, DialogTitle } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icons';
import type { CaptchaType } from '@/lib/captcha/client-uid';

import { BlockPuzzle } from './block-puzzle';
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
export default function CaptchaDialog({ open, type: initialType = 'blockPuzzle', onSuccess, onClose }: CaptchaDialogProps) {
  const t = useTranslations('Captcha');
  const [type, setType] = useState<CaptchaType>(initialType);
  const [wasOpen, setWasOpen] = useState(open);
  // Every opening starts from the caller's variant; the dialog unmounts its content on close, so the challenge is fresh too.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setType(initialType);
  }
  const Variant = type === 'clickWord' ? ClickWord : type === 'textCode' ? TextCode : BlockPuzzle;
  const alternative: { to: CaptchaType; label: string } | null =
    type !== 'textCode' ? { to: 'textCode', label: t('useTextCode') } : initialType !== 'textCode' ? { to: initialType, label: t('usePicture') } : null;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      backdrop="dim"
      layerClassName="relative z-[1150]"
      panelProps={{ 'data-test': 'captcha-dialog', 'data-captcha-type': type }}
      className="w-[330px] max-w-full overflow-hidden rounded-xl bg-white shadow-2xl"
      placementClassName="fixed inset-0 flex items-center justify-center p-3"
    >
      <div className="flex min-h-[50px] items-center justify-between gap-2 border-b border-slate-100 py-2 pl-[15px] pr-2">
        <DialogTitle className="flex items-center gap-2 text-[15px] font-semibold leading-snug text-ink">
          <Icon name="shield" className="h-5 w-5 shrink-0 text-brand-500" />
          {t('title')}
        </DialogTitle>
        <DialogCloseButton label={t('close')} data-test="captcha-close" size="none" className="shrink-0 p-1.5 transition" />
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
    </Dialog>
  );
}
