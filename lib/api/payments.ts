import { http } from '../http';

/** What the sandbox gateway answers when its Pay or Fail button is pressed. */
export interface SandboxResult {
  status: 'paid' | 'failed';
  orderNo: string;
  tradeNo: string;
  /** Whether the merchant (this app) acknowledged the gateway's notification. */
  notified: boolean;
}

/** POST /api/pay/sandbox/{token}/pay: the sandbox gateway takes the payment and notifies the merchant. */
export function sandboxPay(token: string) {
  return http.post<SandboxResult>(`pay/sandbox/${token}/pay`, { toast: false });
}

/** POST /api/pay/sandbox/{token}/fail: the sandbox gateway fails the payment and notifies the merchant. */
export function sandboxFail(token: string) {
  return http.post<SandboxResult>(`pay/sandbox/${token}/fail`, { toast: false });
}
