'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

import { CODE_RESEND_SECONDS } from '@/lib/auth/constants';

/** idle: never started; counting: seconds are left; done: ran out (the 'retrieve' state). */
export type CountdownPhase = 'idle' | 'counting' | 'done';

export interface Countdown {
  /** Whole seconds left, 0 when not counting. */
  left: number;
  phase: CountdownPhase;
  start: () => void;
  /** Back to idle, as if it had never run. */
  reset: () => void;
}

/**
 * The get-code button's clock (SPEC §4, §9): counts down from `seconds`,
 * ticking every second. Seconds are derived from a deadline rather than
 * counted, so a throttled background tab still ends on time.
 */
export function useCountdown(seconds: number = CODE_RESEND_SECONDS): Countdown {
  const [left, setLeft] = useState(0);
  const [started, setStarted] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(() => {
    stop();
    const deadline = Date.now() + seconds * 1000;
    setStarted(true);
    setLeft(seconds);
    timer.current = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) stop();
    }, 1000);
  }, [seconds, stop]);

  const reset = useCallback(() => {
    stop();
    setLeft(0);
    setStarted(false);
  }, [stop]);

  useEffect(() => stop, [stop]);

  const phase: CountdownPhase = left > 0 ? 'counting' : started ? 'done' : 'idle';
  return { left, phase, start, reset };
}
