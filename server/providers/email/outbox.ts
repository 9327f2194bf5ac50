import 'server-only';

import type { Db } from '../../db/client';
import { deliverToOutbox } from '../outbox/store';
import { DeliveryError, type EmailMessage, type EmailProvider } from './types';

/** The default on a fresh machine: e-mails go to the outbox table and the log (visible at /dev/outbox). */
export function createOutboxEmail(db: Db): EmailProvider {
  return {
    name: 'outbox',
    async send(message: EmailMessage) {
      try {
        await deliverToOutbox(db, { channel: 'email', destination: message.to, subject: message.subject, body: message.text });
      } catch (err) {
        throw new DeliveryError('outbox write failed', { cause: err });
      }
    },
  };
}
