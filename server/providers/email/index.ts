import 'server-only';

import { getBrand } from '@/lib/brand';

import { getConfig } from '../../config';
import type { Db } from '../../db/client';
import { createOutboxEmail } from './outbox';
import { createSmtpEmail } from './smtp';
import type { EmailProvider } from './types';

export { DeliveryError, type EmailMessage, type EmailProvider } from './types';

/** The adapter EMAIL_PROVIDER selects: the local outbox (default) or SMTP (SMTP_URL, EMAIL_FROM). */
export function getEmailProvider(db: Db): EmailProvider {
  const cfg = getConfig();
  if (cfg.EMAIL_PROVIDER === 'smtp') {
    if (!cfg.SMTP_URL) throw new Error('SMTP_URL must be set when EMAIL_PROVIDER=smtp');
    return createSmtpEmail({ url: cfg.SMTP_URL, from: cfg.EMAIL_FROM ?? `${getBrand().nameEn} <no-reply@localhost>` });
  }
  return createOutboxEmail(db);
}
