'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode, RefObject } from 'react';

import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { CAPTCHA_IMAGE_WIDTH } from '@/lib/captcha/geometry';

import type { CaptchaPhase, CaptchaState } from './use-captcha';

/**
 * The challenge image with what every variant shows on it: a loading veil,
 * the server's message when a get failed (no image after 6201), and the
 * refresh button in the corner.
 */
export function CaptchaImageFrame({
  captcha,
  height,
  alt,
  imageRef,
  onImageClick,
  children,
}: {
  captcha: CaptchaState & { load: () => Promise<void> };
  height: number;
  alt: string;
  imageRef?: RefObject<HTMLDivElement | null>;
  onImageClick?: (e: React.MouseEvent<HTMLDivElement>) => void;
  children?: ReactNode;
}) {
  const t = useTranslations('Captcha');
  const { phase, challenge, error } = captcha;
  return (
    <div
      ref={imageRef}
      className="relative overflow-hidden rounded-md bg-slate-100"
      style={{ width: CAPTCHA_IMAGE_WIDTH, height }}
      onClick={onImageClick}
    >
      {challenge && (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={`data:image/png;base64,${challenge.originalImageBase64}`}
          alt={alt}
          draggable={false}
          data-test="captcha-image"
          className={`block h-full w-full select-none transition-opacity ${phase === 'loading' ? 'opacity-60' : ''}`}
        />
      )}
      {children}
      {phase === 'loading' && (
        <div className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-slate-500">
          <span className="h-5 w-5 animate-spin rounded-full border-2 border-brand-500 border-t-transparent" aria-hidden="true" />
          {t('loading')}
        </div>
      )}
      {phase === 'error' && (
        <div role="alert" data-test="captcha-error" className="absolute inset-x-0 bottom-0 bg-white/90 px-3 py-2 text-center text-sm text-red-600">
          {error}
        </div>
      )}
      <Button
        variant="bare"
        size="none"
        onClick={(e) => {
          e.stopPropagation();
          void captcha.load();
        }}
        disabled={phase === 'loading' || phase === 'checking' || phase === 'success'}
        aria-label={t('refresh')}
        title={t('refresh')}
        data-test="captcha-refresh"
        className="absolute right-1.5 top-1.5 bg-black/35 p-1.5 text-white backdrop-blur-sm transition hover:bg-black/55 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-white"
      >
        <Icon name="refresh" className="h-4 w-4" />
      </Button>
    </div>
  );
}

/** The green or red band at the foot of the image after a check. */
export function ResultBand({ phase, seconds }: { phase: CaptchaPhase; seconds: number | null }) {
  const t = useTranslations('Captcha');
  if (phase !== 'success' && phase !== 'failure') return null;
  const ok = phase === 'success';
  return (
    <div
      role={ok ? 'status' : 'alert'}
      data-test={ok ? 'captcha-success' : 'captcha-failure'}
      className={`absolute inset-x-0 bottom-0 px-3 py-1.5 text-center text-sm font-medium text-white ${ok ? 'bg-brand-600/90' : 'bg-red-500/90'}`}
    >
      {ok ? (seconds !== null ? t('successIn', { seconds: seconds.toFixed(2) }) : t('success')) : t('failed')}
    </div>
  );
}
