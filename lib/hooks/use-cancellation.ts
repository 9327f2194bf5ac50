'use client';

import { applyCancellation, withdrawCancellation } from '../api/account';
import type { CancellationReason } from '../constants/profile';
import { clearLogin } from '../storage';
import { useRevalidatePrefix } from './mutate';
import { useAction, type ActionOptions } from './use-action';
import { useForgetAccount } from './use-forget-account';

export interface ApplyCancellationArgs {
  account: string;
  reasonCode: CancellationReason;
}

type ApplyResult = Awaited<ReturnType<typeof applyCancellation>>;
type WithdrawResult = Awaited<ReturnType<typeof withdrawCancellation>>;

/**
 * POST /api/user/cancellationApplicationNew. The server ends every session
 * of the account on success, so the browser forgets the login and the
 * account cache too. A refusal is toasted once by the HTTP client; the form
 * adds what it needs in `onError` (a wrong account goes back to the first step).
 */
export function useApplyCancellation(options: ActionOptions<[ApplyCancellationArgs], ApplyResult> = {}) {
  const forgetAccount = useForgetAccount();
  return useAction(async ({ account, reasonCode }: ApplyCancellationArgs) => {
    const result = await applyCancellation({ account, reasonCode, agreed: true });
    clearLogin();
    await forgetAccount();
    return result;
  }, options);
}

/** POST /api/user/cancellation/withdraw: the account is active again, so what is cached about it is refetched. */
export function useWithdrawCancellation(options: ActionOptions<[], WithdrawResult> = {}) {
  const revalidatePrefix = useRevalidatePrefix();
  return useAction(async () => {
    const result = await withdrawCancellation();
    void revalidatePrefix('account');
    return result;
  }, options);
}
