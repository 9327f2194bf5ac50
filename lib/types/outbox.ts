/** One message the local SMS or e-mail outbox delivered (the dev outbox page lists them). */
export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  destination: string;
  subject: string | null;
  body: string;
  createdAt: Date;
}
