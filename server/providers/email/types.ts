export { DeliveryError } from '../delivery-error';

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
