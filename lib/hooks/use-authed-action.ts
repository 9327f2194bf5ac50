'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

import { notify } from '../notify';
import { isLoggedIn } from '../storage';
import { openLoginModal } from '../store/login-modal';
import { useAction, type ActionOptions, type ActionOutcome } from './use-action';

export interface AuthedActionOptions<A extends unknown[], R> extends ActionOptions<A, R> {
  /**
   * The arguments the action runs with once a visitor has logged in, when
   * they differ from the click's (a like after login sets the like rather
   * than toggling it: the new account may have liked already).
   */
  argsAfterLogin?: (...args: A) => A;
}

/**
 * "Log in first, then do it": for a logged-in user `run` is useAction's run;
 * a visitor gets the 'loginFirst' warning and the login dialog, and the action
 * runs once the dialog's login finishes (finishLogin). Busy state, the single
 * error toast and the outcome are useAction's.
 */
export function useAuthedAction<A extends unknown[], R>(action: (...args: A) => Promise<R>, options: AuthedActionOptions<A, R> = {}) {
  const tc = useTranslations('Common');
  const { run: runNow, isBusy } = useAction(action, options);
  const { argsAfterLogin } = options;

  const run = useCallback(
    async (...args: A): Promise<ActionOutcome<R>> => {
      if (isLoggedIn()) return runNow(...args);
      notify('warning', tc('loginFirst'));
      const later = argsAfterLogin ? argsAfterLogin(...args) : args;
      openLoginModal(() => void runNow(...later));
      return { status: 'deferred' };
    },
    [runNow, tc, argsAfterLogin],
  );

  return { run, isBusy };
}
