import 'server-only';

import { getConfig } from '../../config';
import type { Db } from '../../db/client';
import { createHttpGatewaySms } from './http-gateway';
import { createOutboxSms } from './outbox';

/** One text message. `text` contains the code: adapters must never log it. */
export interface SmsMessage {
  /** Without '+': '86'. */
  dialCode: string;
  /** Digits only. */
  phone: string;
  text: string;
}

/**
 * Sends text messages. `send` resolves once the message is handed over (the
 * gateway accepted it, or the outbox stored it) and rejects with
 * DeliveryError otherwise; it never throws for a message it accepted.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** A message the provider could not hand over; the message itself is not in the error. */
export class DeliveryError extends Error {
  readonly name = 'DeliveryError';
}

/** Requires a setting of the selected adapter, treating '' as unset. */
export function requireSetting(name: 'SMS_GATEWAY_URL' | 'SMS_GATEWAY_KEY', value: string | undefined): string {
  if (!value) throw new Error(`${name} must be set when SMS_PROVIDER=http`);
  return value;
}

/** The adapter SMS_PROVIDER selects: the local outbox (default) or an HTTP gateway. */
export function getSmsProvider(db: Db): SmsProvider {
  const cfg = getConfig();
  if (cfg.SMS_PROVIDER === 'http') {
    return createHttpGatewaySms({
      url: requireSetting('SMS_GATEWAY_URL', cfg.SMS_GATEWAY_URL),
      apiKey: requireSetting('SMS_GATEWAY_KEY', cfg.SMS_GATEWAY_KEY),
    });
  }
  return createOutboxSms(db);
}
