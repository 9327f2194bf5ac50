import 'server-only';

import { getConfig } from '../../config';
import type { Db } from '../../db/client';
import { createOutboxEmail } from './outbox';
import { createSmtpEmail } from './smtp';

/** One e-mail. `text` contains the code: adapters must never log it. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends e-mails. `send` resolves once the message is handed over (the SMTP
 * server accepted it, or the outbox stored it) and rejects with
 * DeliveryError otherwise.
 */
export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}

export class DeliveryError extends Error {
  readonly name = 'DeliveryError';
}

/** The adapter EMAIL_PROVIDER selects: the local outbox (default) or SMTP (SMTP_URL, EMAIL_FROM). */
export function getEmailProvider(db: Db): EmailProvider {
  const cfg = getConfig();
  if (cfg.EMAIL_PROVIDER === 'smtp') {
    if (!cfg.SMTP_URL) throw new Error('SMTP_URL must be set when EMAIL_PROVIDER=smtp');
    return createSmtpEmail({ url: cfg.SMTP_URL, from: cfg.EMAIL_FROM });
  }
  return createOutboxEmail(db);
}
