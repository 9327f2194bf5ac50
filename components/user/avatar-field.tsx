'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';

import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';

import { AvatarImage } from './avatar-image';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; preview: string; file: File }
  | { status: 'failed'; preview: string; file: File; message: string };

interface Props {
  avatar: string | null;
  upload: UploadState;
  /** The chosen avatar is a ready-made one not saved yet. */
  pending: boolean;
  onFile: (file: File) => void;
  onRetry: () => void;
  onPick: () => void;
}

/** The avatar column of /user/myInfo: preview, upload (with its progress or failure) and the ready-made picker. */
export function AvatarField({ avatar, upload, pending, onFile, onRetry, onPick }: Props) {
  const t = useTranslations('MyInfo');
  const input = useRef<HTMLInputElement>(null);
  const shown = upload.status === 'idle' ? avatar : upload.preview;
  return (
    <div className="flex flex-col items-center text-center">
      <span className="text-sm font-medium text-slate-700">{t('avatarLabel')}</span>
      <div className="relative mt-3">
        <AvatarImage src={shown} alt={t('avatarAlt')} size={128} className="h-32 w-32 ring-4 ring-white shadow-md" />
        {upload.status === 'uploading' && (
          <div data-test="avatar-uploading" className="absolute inset-0 flex flex-col items-center justify-center rounded-full bg-slate-900/45 text-xs font-medium text-white">
            <span className="mb-1 h-6 w-6 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />
            {t('uploading')}
          </div>
        )}
        <Button
          size="none"
          onClick={() => input.current?.click()}
          aria-label={t('uploadAvatar')}
          className="absolute bottom-1 right-1 flex h-9 w-9 items-center justify-center shadow ring-2 ring-white transition"
        >
          <Icon name="camera" strokeWidth={1.8} className="h-5 w-5" />
        </Button>
      </div>
      {upload.status === 'failed' && (
        <p role="alert" data-test="avatar-failed" className="mt-3 max-w-[220px] text-xs leading-5 text-red-600">
          {t('uploadFailed')}: {upload.message}{' '}
          <button type="button" onClick={onRetry} className="font-medium underline underline-offset-2">
            {t('retryUpload')}
          </button>
        </p>
      )}
      {pending && upload.status === 'idle' && <p className="mt-3 text-xs text-accent-700">{t('pendingReady')}</p>}
      <input
        ref={input}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        className="sr-only"
        tabIndex={-1}
        data-test="avatar-input"
        aria-label={t('uploadAvatar')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <div className="mt-4 flex w-full max-w-[220px] flex-col gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => input.current?.click()}
          disabled={upload.status === 'uploading'}
          data-test="avatar-upload-button"
          className="bg-white font-medium transition disabled:opacity-60"
        >
          {t('uploadAvatar')}
        </Button>
        <Button
          variant="bare"
          size="sm"
          onClick={onPick}
          disabled={upload.status === 'uploading'}
          data-test="avatar-pick-button"
          className="inline-flex items-center justify-center gap-1.5 font-medium text-slate-600 transition hover:bg-white hover:text-brand-700 disabled:opacity-60"
        >
          <Icon name="sparkle" strokeWidth={1.8} className="h-4 w-4" />
          {t('chooseReady')}
        </Button>
      </div>
      <p className="mt-3 text-xs leading-5 text-slate-500">{t('avatarHint')}</p>
    </div>
  );
}
