import 'server-only';

import type { Db } from '../../db/client';
import { deliverToOutbox } from '../outbox/store';
import { DeliveryError, type SmsMessage, type SmsProvider } from './types';

/** The default on a fresh machine: messages go to the outbox table and the log (visible at /dev/outbox). */
export function createOutboxSms(db: Db): SmsProvider {
  return {
    name: 'outbox',
    async send(message: SmsMessage) {
      try {
        await deliverToOutbox(db, { channel: 'sms', destination: `+${message.dialCode} ${message.phone}`, body: message.text });
      } catch (err) {
        throw new DeliveryError('outbox write failed', { cause: err });
      }
    },
  };
}
