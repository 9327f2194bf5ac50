export { DeliveryError } from '../delivery-error';

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
