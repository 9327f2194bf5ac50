'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';

import { Icon } from '@/components/ui/icons';
import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH, clamp, JIGSAW_WIDTH, sliderPoint } from '@/lib/captcha/geometry';
import { SLIDER_BAR_HEIGHT, SLIDER_HANDLE_WIDTH } from '@/lib/captcha/constants';

import { CaptchaImageFrame, ResultBand } from './captcha-frame';
import { useCaptcha } from './use-captcha';

/**
 * The slide puzzle: drag the handle (mouse, touch, or arrow keys and Enter)
 * until the piece fills its hole. The distance is scaled to the 310 px image
 * and sent as `{x, y: 5}`; after a pass the handle stays locked.
 */
export function BlockPuzzle({ onPass }: { onPass: (captchaVerification: string) => void }) {
  const t = useTranslations('Captcha');
  const captcha = useCaptcha('blockPuzzle', onPass);
  const { phase, challenge, submit } = captcha;
  const [left, setLeft] = useState(0);
  const [dragging, setDragging] = useState(false);
  const barRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLDivElement>(null);
  const hintId = useId();

  const imageWidth = () => imageRef.current?.offsetWidth || CAPTCHA_IMAGE_WIDTH;
  const maxLeft = () => (barRef.current?.offsetWidth || CAPTCHA_IMAGE_WIDTH) - SLIDER_HANDLE_WIDTH;
  const move = (value: number) => {
    const next = clamp(value, 0, maxLeft());
    setLeft(next);
    return next;
  };

  // A new image puts the handle back at the start.
  const token = challenge?.token;
  const [shownToken, setShownToken] = useState(token);
  if (token !== shownToken) {
    setShownToken(token);
    setLeft(0);
  }

  const finish = (at: number) => {
    if (at > 0) void submit(JSON.stringify(sliderPoint(at, imageWidth())));
  };

  const startDrag = (clientX: number, touch: boolean) => {
    if (phase !== 'ready' || !barRef.current) return;
    const barLeft = barRef.current.getBoundingClientRect().left;
    const grab = clientX - barLeft - left;
    let at = left;
    setDragging(true);
    const onMove = (x: number) => {
      at = move(x - barLeft - grab);
    };
    const mouseMove = (e: MouseEvent) => onMove(e.clientX);
    const touchMove = (e: TouchEvent) => {
      if (e.touches[0]) onMove(e.touches[0].clientX);
    };
    const end = () => {
      window.removeEventListener(touch ? 'touchmove' : 'mousemove', touch ? (touchMove as EventListener) : (mouseMove as EventListener));
      window.removeEventListener(touch ? 'touchend' : 'mouseup', end);
      window.removeEventListener('touchcancel', end);
      setDragging(false);
      finish(at);
    };
    window.addEventListener(touch ? 'touchmove' : 'mousemove', touch ? (touchMove as EventListener) : (mouseMove as EventListener));
    window.addEventListener(touch ? 'touchend' : 'mouseup', end);
    if (touch) window.addEventListener('touchcancel', end);
  };

  const onKeyDown = (e: ReactKeyboardEvent) => {
    if (phase !== 'ready') return;
    const step = e.shiftKey ? 10 : 1;
    const keys: Record<string, () => unknown> = {
      ArrowRight: () => move(left + step),
      ArrowUp: () => move(left + step),
      ArrowLeft: () => move(left - step),
      ArrowDown: () => move(left - step),
      PageUp: () => move(left + 10),
      PageDown: () => move(left - 10),
      Home: () => move(0),
      End: () => move(maxLeft()),
      Enter: () => finish(left),
      ' ': () => finish(left),
    };
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };

  const tone = phase === 'success' ? 'success' : phase === 'failure' ? 'failure' : 'idle';
  const animate = !dragging ? 'transition-[left,width] duration-300' : '';

  return (
    <div>
      <CaptchaImageFrame captcha={captcha} height={CAPTCHA_IMAGE_HEIGHT} imageRef={imageRef} alt={t('imageAlt')}>
        {challenge?.jigsawImageBase64 && (
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={`data:image/png;base64,${challenge.jigsawImageBase64}`}
            alt={t('pieceAlt')}
            draggable={false}
            data-test="captcha-piece"
            className={`pointer-events-none absolute top-0 h-full select-none drop-shadow-[0_0_3px_rgba(0,0,0,0.45)] ${animate}`}
            style={{ left, width: JIGSAW_WIDTH }}
          />
        )}
        <ResultBand phase={phase} seconds={captcha.seconds} />
      </CaptchaImageFrame>

      <div
        ref={barRef}
        className="relative mt-2.5 w-full select-none rounded-md border border-slate-200 bg-slate-50 text-center text-sm text-slate-500"
        style={{ height: SLIDER_BAR_HEIGHT, lineHeight: `${SLIDER_BAR_HEIGHT - 2}px` }}
      >
        <span id={hintId} className={left > 0 || phase !== 'ready' ? 'opacity-0' : 'transition-opacity'}>
          {t('sliderHint')}
        </span>
        <div
          aria-hidden="true"
          className={`absolute inset-y-[-1px] left-[-1px] rounded-md border ${animate} ${
            tone === 'success' ? 'border-brand-500 bg-brand-50' : tone === 'failure' ? 'border-red-400 bg-red-50' : 'border-brand-200 bg-brand-50/70'
          }`}
          style={{ width: left + SLIDER_HANDLE_WIDTH, display: left > 0 || tone !== 'idle' ? 'block' : 'none' }}
        />
        <div
          role="slider"
          tabIndex={0}
          data-autofocus
          data-test="captcha-slider"
          aria-label={t('sliderLabel')}
          aria-describedby={hintId}
          aria-valuemin={0}
          aria-valuemax={CAPTCHA_IMAGE_WIDTH - SLIDER_HANDLE_WIDTH}
          aria-valuenow={Math.round(left)}
          aria-valuetext={t('sliderValue', { value: Math.round(left) })}
          aria-disabled={phase !== 'ready'}
          title={t('sliderKeyboardHint')}
          onMouseDown={(e) => {
            e.preventDefault();
            startDrag(e.clientX, false);
          }}
          onTouchStart={(e) => {
            if (e.touches[0]) startDrag(e.touches[0].clientX, true);
          }}
          onKeyDown={onKeyDown}
          className={`absolute top-[-1px] flex touch-none items-center justify-center rounded-md border shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1 ${animate} ${
            tone === 'success'
              ? 'border-brand-500 bg-brand-600 text-white'
              : tone === 'failure'
                ? 'border-red-500 bg-red-500 text-white'
                : `border-slate-200 bg-white text-slate-500 ${phase === 'ready' ? 'cursor-grab hover:bg-brand-500 hover:text-white active:cursor-grabbing' : 'cursor-default'}`
          }`}
          style={{ left, width: SLIDER_HANDLE_WIDTH, height: SLIDER_BAR_HEIGHT }}
        >
          <Icon name={tone === 'success' ? 'check' : tone === 'failure' ? 'close' : 'arrow-right'} className="h-5 w-5" />
        </div>
      </div>
    </div>
  );
}
