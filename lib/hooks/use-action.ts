'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

import { ApiError } from '../http';
import { notify } from '../notify';

export interface ActionOptions<A extends unknown[], R> {
  /** Runs after the action succeeded, with its result and arguments. */
  onSuccess?: (result: R, ...args: A) => void;
  /** Runs after the error has been shown (e.g. to reset a confirmation). */
  onError?: (error: unknown) => void;
}

/** How a run ended; `run` never rejects, so callers need no try/catch. */
export type ActionOutcome<R> =
  | { status: 'done'; result: R }
  | { status: 'failed'; error: unknown }
  /** another run was still busy: nothing was sent */
  | { status: 'busy' }
  /** a visitor was asked to log in; the action runs after login (useAuthedAction) */
  | { status: 'deferred' };

/**
 * Shows a failed action's error exactly once. An ApiError has already been
 * toasted by lib/http.ts (the write calls keep its default toast), and an
 * aborted request is not a failure the user needs to hear about; anything
 * else (a bug, a network stack error ky did not wrap) gets the generic
 * translated toast here, so no error passes silently.
 */
export function useShowActionError(): (error: unknown) => void {
  const t = useTranslations('Common');
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) return;
      if (error instanceof Error && error.name === 'AbortError') return;
      notify('error', t('actionFailed'));
    },
    [t],
  );
}

/**
 * A write the user starts (post, delete, load more): `isBusy` while it runs,
 * a second `run` during it is refused (no double submit), errors are shown
 * once (useShowActionError) and reported through `onError` and the outcome.
 */
export function useAction<A extends unknown[], R>(action: (...args: A) => Promise<R>, options: ActionOptions<A, R> = {}) {
  const showError = useShowActionError();
  const [isBusy, setBusy] = useState(false);
  const busy = useRef(false);
  // The latest action and callbacks, so `run` stays stable and a deferred run uses fresh closures.
  const latest = useRef({ action, options });
  useLayoutEffect(() => {
    latest.current = { action, options };
  });

  const run = useCallback(
    async (...args: A): Promise<ActionOutcome<R>> => {
      if (busy.current) return { status: 'busy' };
      busy.current = true;
      setBusy(true);
      try {
        const result = await latest.current.action(...args);
        latest.current.options.onSuccess?.(result, ...args);
        return { status: 'done', result };
      } catch (error) {
        showError(error);
        latest.current.options.onError?.(error);
        return { status: 'failed', error };
      } finally {
        busy.current = false;
        setBusy(false);
      }
    },
    [showError],
  );

  return { run, isBusy };
}
