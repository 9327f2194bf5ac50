import 'server-only';

import { getConfig } from '../../config';
import { sandboxProvider } from './sandbox';
import type { PaymentProvider } from './types';

export type * from './types';

/** The provider chosen by PAYMENT_PROVIDER (default and, so far, only: the sandbox gateway). */
export function getPaymentProvider(): PaymentProvider {
  switch (getConfig().PAYMENT_PROVIDER) {
    case 'sandbox':
      return sandboxProvider;
  }
}

/**
 * Where a provider posts its notifications: PAYMENT_NOTIFY_BASE_URL, else
 * this server on its own port (the sandbox gateway runs in this process, so
 * the loopback always reaches it; a real provider needs the public origin).
 */
export function notifyUrl(provider: string): string {
  const cfg = getConfig();
  const host = cfg.HOST === '0.0.0.0' || cfg.HOST === '::' || cfg.HOST === '' ? '127.0.0.1' : cfg.HOST.includes(':') ? `[${cfg.HOST}]` : cfg.HOST;
  const base = cfg.PAYMENT_NOTIFY_BASE_URL ?? `http://${host}:${cfg.PORT}`;
  return `${base.replace(/\/+$/, '')}/api/pay/notify/${provider}`;
}
