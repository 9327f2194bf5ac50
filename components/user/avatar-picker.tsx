'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogCloseButton, DialogTitle } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icons';
import { useReadyAvatars } from '@/lib/hooks/use-ready-avatars';


interface Props {
  open: boolean;
  current: string | null;
  onClose: () => void;
  onPick: (url: string) => void;
}

/** The ready-made avatars (GET /api/user/ai/avatar/list) in a dialog; the choice applies when the form is saved. */
export function AvatarPicker({ open, current, onClose, onPick }: Props) {
  const t = useTranslations('MyInfo');
  const tc = useTranslations('Common');
  const { avatars, error, isLoading } = useReadyAvatars(open);
  const [selected, setSelected] = useState<string | null>(null);
  const chosen = selected ?? current;

  const close = () => {
    setSelected(null);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      placement="sheet"
      panelProps={{ 'data-test': 'avatar-picker' }}
      className="w-[520px] max-w-full rounded-3xl bg-white p-6 shadow-2xl max-sm:rounded-b-none max-sm:pb-8"
    >
      <div className="flex items-center justify-between">
        <DialogTitle className="text-lg font-semibold text-ink">{t('pickerTitle')}</DialogTitle>
        <DialogCloseButton />
      </div>
      <p className="mt-1 text-sm text-slate-500">{t('pickerHint')}</p>
      {isLoading && <p className="py-12 text-center text-sm text-slate-500">{tc('loading')}</p>}
      {error && <p className="py-12 text-center text-sm text-red-600">{t('pickerFailed')}</p>}
      {avatars && (
        <div role="radiogroup" aria-label={t('pickerTitle')} className="mt-5 grid grid-cols-4 gap-3 sm:gap-4">
          {avatars.map((a) => {
            const active = chosen === a.url;
            const name = t.has(`avatars.${a.id}`) ? t(`avatars.${a.id}`) : a.id;
            return (
              <button
                key={a.id}
                type="button"
                role="radio"
                aria-checked={active}
                aria-label={name}
                data-test={`ready-avatar-${a.id}`}
                onClick={() => setSelected(a.url)}
                className={`relative rounded-full p-1 transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-300 ${
                  active ? 'bg-brand-500 shadow-md' : 'bg-transparent hover:bg-brand-100'
                }`}
              >
                <Image src={a.url} alt="" width={96} height={96} unoptimized className="h-auto w-full rounded-full" />
                {active && (
                  <span className="absolute -right-0.5 -top-0.5 flex h-6 w-6 items-center justify-center rounded-full bg-brand-600 text-white ring-2 ring-white">
                    <Icon name="check" strokeWidth={1.8} className="h-4 w-4" />
                  </span>
                )}
              </button>
            );
          })}
        </div>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="ghost" size="none" onClick={close} className="px-5 py-2.5 text-sm font-medium">
          {tc('cancel')}
        </Button>
        <Button
          data-test="avatar-picker-confirm"
          disabled={!selected || selected === current}
          onClick={() => {
            if (selected) onPick(selected);
            close();
          }}
          className="font-medium shadow-sm disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t('pickerConfirm')}
        </Button>
      </div>
    </Dialog>
  );
}
