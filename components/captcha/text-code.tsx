'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { TEXT_CODE_IMAGE_HEIGHT } from '@/lib/captcha/geometry';

import { CaptchaImageFrame, ResultBand } from './captcha-frame';
import { useCaptcha } from './use-captcha';

const MAX_CODE_LENGTH = 6;

/** The typed code: read the distorted characters and type them; `{code}` is checked like the other variants' points. */
export function TextCode({ onPass }: { onPass: (captchaVerification: string) => void }) {
  const t = useTranslations('Captcha');
  const captcha = useCaptcha('textCode', onPass);
  const { phase, challenge, submit } = captcha;
  const [code, setCode] = useState('');
  const inputId = useId();

  // A new image clears the input.
  const token = challenge?.token;
  const [shownToken, setShownToken] = useState(token);
  if (token !== shownToken) {
    setShownToken(token);
    setCode('');
  }

  const ready = phase === 'ready';
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (ready && code.trim()) void submit(JSON.stringify({ code: code.trim() }));
      }}
    >
      <CaptchaImageFrame captcha={captcha} height={TEXT_CODE_IMAGE_HEIGHT} alt={t('textImageAlt')}>
        <ResultBand phase={phase} seconds={captcha.seconds} />
      </CaptchaImageFrame>
      <label htmlFor={inputId} className="mt-3 block text-sm text-slate-600">
        {t('textHint')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={inputId}
          data-autofocus
          data-test="captcha-code-input"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/[^A-Za-z0-9]/g, '').slice(0, MAX_CODE_LENGTH))}
          disabled={phase === 'success'}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          inputMode="text"
          maxLength={MAX_CODE_LENGTH}
          className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 px-3 font-mono text-lg uppercase tracking-[0.3em] text-ink outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        />
        <button
          type="submit"
          data-test="captcha-code-submit"
          disabled={!ready || !code.trim()}
          className="h-10 shrink-0 rounded-md bg-brand-600 px-5 text-sm font-medium text-white transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
