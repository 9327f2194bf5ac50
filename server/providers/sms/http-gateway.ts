import 'server-only';

import { DeliveryError, type SmsMessage, type SmsProvider } from './types';

const TIMEOUT_MS = 10_000;

/**
 * A generic HTTP SMS gateway: `POST <url>` with a JSON body
 * `{ to: '+8613800138000', dialCode, phone, text }` and
 * `Authorization: Bearer <apiKey>`; any 2xx is accepted. Most providers'
 * relays (or a small adapter service in front of them) take this shape.
 */
export function createHttpGatewaySms(options: { url: string; apiKey: string; timeoutMs?: number }): SmsProvider {
  return {
    name: 'http',
    async send(message: SmsMessage) {
      let res: Response;
      try {
        res = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({
            to: `+${message.dialCode}${message.phone}`,
            dialCode: message.dialCode,
            phone: message.phone,
            text: message.text,
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
        });
      } catch (err) {
        throw new DeliveryError('SMS gateway unreachable', { cause: err });
      }
      await res.arrayBuffer().catch(() => undefined); // free the connection
      if (!res.ok) throw new DeliveryError(`SMS gateway answered ${res.status}`);
    },
  };
}
