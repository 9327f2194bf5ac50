import 'server-only';
import { createTransport, type Transporter } from 'nodemailer';

import { DeliveryError, type EmailMessage, type EmailProvider } from './types';

const transports = new Map<string, Transporter>();

/**
 * SMTP through nodemailer. `url` is a connection URL such as
 * `smtps://user:pass@smtp.example.com:465` or `smtp://host:587` (STARTTLS is
 * used when the server offers it). Transports are pooled per URL.
 */
export function createSmtpEmail(options: { url: string; from: string; timeoutMs?: number }): EmailProvider {
  return {
    name: 'smtp',
    async send(message: EmailMessage) {
      let transport = transports.get(options.url);
      if (!transport) {
        const timeout = options.timeoutMs ?? 15_000;
        transport = createTransport({
          url: options.url,
          connectionTimeout: timeout,
          greetingTimeout: timeout,
          socketTimeout: timeout,
          logger: false,
          debug: false,
        });
        transports.set(options.url, transport);
      }
      try {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
      } catch (err) {
        throw new DeliveryError('SMTP delivery failed', { cause: err });
      }
    },
  };
}
