'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { CAPTCHA_TIMINGS, CLICK_POINT_COUNT, SLIDER_BAR_HEIGHT } from '@/lib/captcha/constants';
import { CAPTCHA_IMAGE_HEIGHT, clickPoint } from '@/lib/captcha/geometry';

import { CaptchaImageFrame } from './captcha-frame';
import { useCaptcha } from './use-captcha';

interface Mark {
  /** Where it was clicked, in display pixels (for the marker). */
  left: number;
  top: number;
}

/**
 * Click-the-words: the user clicks the three listed characters in order; each
 * click gets a numbered marker, and 400 ms after the third the points, scaled
 * to 310 x 155, are checked.
 */
export function ClickWord({ onPass }: { onPass: (captchaVerification: string) => void }) {
  const t = useTranslations('Captcha');
  const captcha = useCaptcha('clickWord', onPass);
  const { phase, challenge, submit } = captcha;
  const [marks, setMarks] = useState<Mark[]>([]);
  const imageRef = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);

  // A new image clears the markers.
  const token = challenge?.token;
  const [shownToken, setShownToken] = useState(token);
  if (token !== shownToken) {
    setShownToken(token);
    setMarks([]);
  }
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onImageClick = (e: React.MouseEvent<HTMLDivElement>) => {
    if (phase !== 'ready' || marks.length >= CLICK_POINT_COUNT || !imageRef.current) return;
    const rect = imageRef.current.getBoundingClientRect();
    const mark = { left: e.clientX - rect.left, top: e.clientY - rect.top };
    const next = [...marks, mark];
    setMarks(next);
    if (next.length === CLICK_POINT_COUNT) {
      const width = imageRef.current.offsetWidth;
      const height = imageRef.current.offsetHeight;
      const points = next.map((m) => clickPoint(m.left, m.top, width, height));
      timer.current = window.setTimeout(
        () => void submit(JSON.stringify(points), CAPTCHA_TIMINGS.clickFailureRefreshMs),
        CAPTCHA_TIMINGS.clickVerifyDelayMs,
      );
    }
  };

  const words = challenge?.wordList?.join(t('wordSeparator')) ?? '';
  const tone =
    phase === 'success'
      ? 'border-brand-500 bg-brand-50 text-brand-700'
      : phase === 'failure'
        ? 'border-red-400 bg-red-50 text-red-600'
        : 'border-slate-200 bg-slate-50 text-slate-600';

  return (
    <div>
      <CaptchaImageFrame captcha={captcha} height={CAPTCHA_IMAGE_HEIGHT} imageRef={imageRef} alt={t('clickImageAlt', { words })} onImageClick={onImageClick}>
        {marks.map((m, i) => (
          <span
            key={i}
            aria-hidden="true"
            data-test="captcha-mark"
            className="pointer-events-none absolute flex h-5 w-5 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-[#1abd6c] text-[11px] font-bold text-white shadow"
            style={{ left: m.left, top: m.top }}
          >
            {i + 1}
          </span>
        ))}
      </CaptchaImageFrame>
      <div
        data-test="captcha-click-tip"
        className={`mt-2.5 flex items-center justify-center rounded-md border px-2 text-sm ${tone}`}
        style={{ height: SLIDER_BAR_HEIGHT }}
      >
        {phase === 'success' ? (
          t('success')
        ) : phase === 'failure' ? (
          t('failed')
        ) : challenge?.wordList ? (
          <span>
            {t.rich('clickHint', { words, b: (chunks) => <strong className="mx-0.5 text-base text-ink">{chunks}</strong> })}
            <span className="sr-only">{t('clickProgress', { done: marks.length, total: CLICK_POINT_COUNT })}</span>
          </span>
        ) : (
          '\u00a0'
        )}
      </div>
    </div>
  );
}
