import 'server-only';

import { getConfig } from '../../config';
import type { Db } from '../../db/client';
import { createHttpGatewaySms } from './http-gateway';
import { createOutboxSms } from './outbox';
import type { SmsProvider } from './types';

export { DeliveryError, type SmsMessage, type SmsProvider } from './types';

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
