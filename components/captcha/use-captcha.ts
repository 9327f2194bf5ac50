'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

import { checkCaptcha, getCaptcha, type CaptchaChallenge } from '@/lib/api/captcha';
import { captchaVerificationOf, encryptIfKeyed } from '@/lib/captcha/aes';
import { captchaClientUid, type CaptchaType } from '@/lib/captcha/client-uid';
import { CAPTCHA_TIMINGS } from '@/lib/captcha/constants';
import { ApiError } from '@/lib/http';

/** loading -> ready -> checking -> success | failure (-> loading again); error when a get fails. */
export type CaptchaPhase = 'loading' | 'ready' | 'checking' | 'success' | 'failure' | 'error';

export interface CaptchaState {
  phase: CaptchaPhase;
  challenge: CaptchaChallenge | null;
  /** The server's repMsg (or the network error) after a failed get. */
  error: string | null;
  /** Seconds from the image being shown to the pass, for the success tip. */
  seconds: number | null;
}

/**
 * One captcha variant's life: fetches a challenge, submits an answer once,
 * reports a pass after the success delay, and refreshes after a failure.
 * Timers are cleared when the component unmounts or the type changes.
 */
export function useCaptcha(type: CaptchaType, onPass: (captchaVerification: string) => void) {
  const [state, setState] = useState<CaptchaState>({ phase: 'loading', challenge: null, error: null, seconds: null });
  const timers = useRef<number[]>([]);
  const shownAt = useRef(0);
  const request = useRef(0);
  const onPassRef = useRef(onPass);
  useEffect(() => {
    onPassRef.current = onPass;
  }, [onPass]);

  const later = (ms: number, fn: () => void) => {
    timers.current.push(window.setTimeout(fn, ms));
  };

  /** Fetches a challenge and resolves with the state it leads to (null when a newer request overtook it). */
  const requestChallenge = useCallback(async (): Promise<((s: CaptchaState) => CaptchaState) | null> => {
    const id = ++request.current;
    try {
      const res = await getCaptcha({ captchaType: type, clientUid: captchaClientUid(type), ts: Date.now() });
      if (id !== request.current) return null;
      shownAt.current = Date.now();
      return () => ({ phase: 'ready', challenge: res.repData, error: null, seconds: null });
    } catch (err) {
      if (id !== request.current) return null;
      const message = err instanceof Error ? err.message : String(err);
      // 6201 (too many requests): the images go, as in the reference clients.
      const clear = err instanceof ApiError && err.code === '6201';
      return (s) => ({ phase: 'error', challenge: clear ? null : s.challenge, error: message, seconds: null });
    }
  }, [type]);

  /** A new image (refresh button, or after a failure). */
  const load = useCallback(async () => {
    setState((s) => ({ ...s, phase: 'loading', error: null, seconds: null }));
    const next = await requestChallenge();
    if (next) setState(next);
  }, [requestChallenge]);

  useEffect(() => {
    void requestChallenge().then((next) => {
      if (next) setState(next);
    });
    const pending = timers.current;
    const requests = request;
    return () => {
      requests.current++;
      pending.forEach((t) => window.clearTimeout(t));
      pending.length = 0;
    };
  }, [requestChallenge]);

  /** Checks `pointJson` (plaintext) once; any answer but '0000' is a failure followed by a new image. */
  const submit = useCallback(
    async (pointJson: string, refreshAfterMs: number = CAPTCHA_TIMINGS.failureRefreshMs) => {
      const challenge = state.challenge;
      if (!challenge || state.phase !== 'ready') return;
      const id = request.current;
      setState((s) => ({ ...s, phase: 'checking' }));
      let passed = false;
      try {
        const res = await checkCaptcha({ captchaType: type, pointJson: encryptIfKeyed(pointJson, challenge.secretKey), token: challenge.token });
        passed = res.repCode === '0000';
      } catch {
        // A failed check request counts as a failed attempt: the user gets the failure band and a fresh challenge.
        passed = false;
      }
      if (id !== request.current) return;
      if (passed) {
        const seconds = Math.max(0, (Date.now() - shownAt.current) / 1000);
        setState((s) => ({ ...s, phase: 'success', seconds }));
        const value = captchaVerificationOf(challenge.token, pointJson, challenge.secretKey);
        later(CAPTCHA_TIMINGS.successCloseMs, () => onPassRef.current(value));
      } else {
        setState((s) => ({ ...s, phase: 'failure' }));
        later(refreshAfterMs, () => void load());
      }
    },
    [load, state.challenge, state.phase, type],
  );

  return { ...state, load, submit };
}
