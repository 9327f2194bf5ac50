/**
 * Delivery providers. Every SMS adapter and every e-mail adapter passes the
 * same contract: the far end receives the destination and the exact text,
 * a refusal rejects with DeliveryError (which does not carry the text), and
 * the text (it holds a code) is never logged, except in the outbox's one
 * line. The real adapters talk to local stand-ins on 127.0.0.1; then the API
 * is run end to end on each of them.
 */
import { eq } from 'drizzle-orm';

import type { Db } from '@/server/db/client';
import { authCodes, outbox } from '@/server/db/schema';
import { getLogger } from '@/server/log';
import { createOutboxEmail } from '@/server/providers/email/outbox';
import { createSmtpEmail } from '@/server/providers/email/smtp';
import { getEmailProvider, type EmailProvider } from '@/server/providers/email';
import { createHttpGatewaySms } from '@/server/providers/sms/http-gateway';
import { createOutboxSms } from '@/server/providers/sms/outbox';
import { getSmsProvider, type SmsProvider } from '@/server/providers/sms';

import { ADULT_SIGN_UP, md5, newEmail, newIp, newPhone, TEST_PEPPER, type LoginData } from './helpers/auth';
import { startSmsGateway, startSmtpServer } from './helpers/mail-servers';
import { sample, scrape } from './helpers/metrics';
import { cnMessages, describeApi, envelope, setServerEnv } from './helpers/test-app';

const SMS_TEXT = '【萌芽英语】你的验证码是 246810，5 分钟内有效，请勿告诉他人。';
const MAIL = { subject: '萌芽英语：登录验证码', text: '你正在登录萌芽英语。\n\n验证码：135790\n\n5 分钟内有效。' };
const brokenDb = { insert: () => { throw new Error('database unavailable'); } } as unknown as Db;

/** Every argument of every log call made while `fn` runs, as JSON. */
async function logsDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const logger = getLogger();
  const spies = (['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const).map((level) => jest.spyOn(logger, level));
  try {
    await fn().catch(() => undefined);
    return spies.flatMap((s) => s.mock.calls.map((args) => JSON.stringify(args)));
  } finally {
    for (const s of spies) s.mockRestore();
  }
}

interface SmsHarness {
  provider: SmsProvider;
  broken: SmsProvider;
  delivered(): Promise<{ to: string; text: string }[]>;
  mayLogText: boolean;
}

function describeSmsContract(title: string, setup: () => SmsHarness) {
  describe(`SMS contract: ${title}`, () => {
    it('hands the message over: the far end has the number and the exact text', async () => {
      const h = setup();
      const phone = newPhone();
      await h.provider.send({ dialCode: '86', phone, text: SMS_TEXT });
      expect((await h.delivered()).filter((m) => m.to.replace(/\D/g, '') === `86${phone}`)).toEqual([
        { to: expect.stringContaining(phone), text: SMS_TEXT },
      ]);
    });

    it('rejects with DeliveryError when the far end refuses, without the text in the error', async () => {
      const h = setup();
      const error = await h.broken.send({ dialCode: '44', phone: '7700900001', text: SMS_TEXT }).then(
        () => null,
        (err: unknown) => err,
      );
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).name).toBe('DeliveryError');
      expect(JSON.stringify({ message: (error as Error).message, ...(error as object) })).not.toContain('246810');
    });

    it('never logs the text (the outbox writes its one line)', async () => {
      const h = setup();
      const lines = await logsDuring(() => h.provider.send({ dialCode: '86', phone: newPhone(), text: SMS_TEXT }));
      expect(lines.filter((l) => l.includes('246810'))).toHaveLength(h.mayLogText ? 1 : 0);
      const failed = await logsDuring(() => h.broken.send({ dialCode: '86', phone: newPhone(), text: SMS_TEXT }));
      expect(failed.filter((l) => l.includes('246810'))).toHaveLength(0);
    });
  });
}

interface EmailHarness {
  provider: EmailProvider;
  broken: EmailProvider;
  delivered(): Promise<{ to: string; subject: string; text: string }[]>;
  mayLogText: boolean;
}

function describeEmailContract(title: string, setup: () => EmailHarness) {
  describe(`e-mail contract: ${title}`, () => {
    it('hands the message over: the far end has the address, subject and exact text', async () => {
      const h = setup();
      const to = newEmail();
      await h.provider.send({ to, ...MAIL });
      expect((await h.delivered()).filter((m) => m.to === to)).toEqual([{ to, ...MAIL }]);
    });

    it('rejects with DeliveryError when the far end refuses, without the text in the error', async () => {
      const h = setup();
      const error = await h.broken.send({ to: newEmail(), ...MAIL }).then(
        () => null,
        (err: unknown) => err,
      );
      expect((error as Error).name).toBe('DeliveryError');
      expect((error as Error).message).not.toContain('135790');
    });

    it('never logs the text (the outbox writes its one line)', async () => {
      const h = setup();
      const lines = await logsDuring(() => h.provider.send({ to: newEmail(), ...MAIL }));
      expect(lines.filter((l) => l.includes('135790'))).toHaveLength(h.mayLogText ? 1 : 0);
    });
  });
}

describeApi('local outbox providers', (t) => {
  describeSmsContract('outbox', () => ({
    provider: createOutboxSms(t.db),
    broken: createOutboxSms(brokenDb),
    mayLogText: true,
    delivered: async () =>
      (await t.db.select().from(outbox).where(eq(outbox.channel, 'sms'))).map((m) => ({ to: m.destination, text: m.body })),
  }));

  describeEmailContract('outbox', () => ({
    provider: createOutboxEmail(t.db),
    broken: createOutboxEmail(brokenDb),
    mayLogText: true,
    delivered: async () =>
      (await t.db.select().from(outbox).where(eq(outbox.channel, 'email'))).map((m) => ({ to: m.destination, subject: m.subject ?? '', text: m.body })),
  }));
});

describe('real adapters against local stand-ins', () => {
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    gateway = await startSmsGateway();
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await gateway.close();
    await smtp.close();
  });

  describeSmsContract('HTTP gateway', () => ({
    provider: createHttpGatewaySms({ url: gateway.url, apiKey: 'gw-key-1' }),
    broken: createHttpGatewaySms({ url: gateway.url, apiKey: 'wrong-key' }),
    mayLogText: false,
    delivered: async () =>
      gateway.requests
        .filter((r) => r.url === '/v1/messages' && r.headers.authorization !== 'Bearer wrong-key')
        .map((r) => {
          const body = r.body as { to: string; text: string };
          return { to: body.to, text: body.text };
        }),
  }));

  describeEmailContract('SMTP', () => ({
    provider: createSmtpEmail({ url: smtp.url, from: 'Sprout English <no-reply@sprout.test>' }),
    broken: createSmtpEmail({ url: 'smtp://127.0.0.1:1', from: 'Sprout English <no-reply@sprout.test>', timeoutMs: 2000 }),
    mayLogText: false,
    delivered: async () => smtp.received.map((m) => ({ to: m.to[0], subject: m.subject, text: m.text })),
  }));

  it('the gateway gets a JSON POST with the API key as a bearer token', async () => {
    const phone = newPhone();
    await createHttpGatewaySms({ url: gateway.url, apiKey: 'gw-key-2' }).send({ dialCode: '86', phone, text: 'hello' });
    const request = gateway.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers.authorization).toBe('Bearer gw-key-2');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({ to: `+86${phone}`, dialCode: '86', phone, text: 'hello' });
  });

  it('a gateway answering 5xx, or not at all, is a DeliveryError', async () => {
    gateway.answer(503);
    try {
      await expect(createHttpGatewaySms({ url: gateway.url, apiKey: 'k' }).send({ dialCode: '86', phone: newPhone(), text: 'x' })).rejects.toThrow(
        'SMS gateway answered 503',
      );
    } finally {
      gateway.answer(200);
    }
    await expect(createHttpGatewaySms({ url: 'http://127.0.0.1:1/none', apiKey: 'k' }).send({ dialCode: '86', phone: newPhone(), text: 'x' })).rejects.toThrow(
      'SMS gateway unreachable',
    );
  });

  it('an SMTP server refusing the recipient is a DeliveryError', async () => {
    smtp.rejectRecipients(true);
    try {
      await expect(createSmtpEmail({ url: smtp.url, from: 'no-reply@sprout.test' }).send({ to: newEmail(), ...MAIL })).rejects.toMatchObject({
        name: 'DeliveryError',
      });
    } finally {
      smtp.rejectRecipients(false);
    }
  });

  it('selects the adapter from SMS_PROVIDER / EMAIL_PROVIDER and insists on their settings', () => {
    const db = brokenDb;
    expect(getSmsProvider(db).name).toBe('outbox');
    expect(getEmailProvider(db).name).toBe('outbox');
    let restore = setServerEnv({ SMS_PROVIDER: 'http', SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_KEY: 'k', EMAIL_PROVIDER: 'smtp', SMTP_URL: smtp.url });
    try {
      expect(getSmsProvider(db).name).toBe('http');
      expect(getEmailProvider(db).name).toBe('smtp');
    } finally {
      restore();
    }
    restore = setServerEnv({ SMS_PROVIDER: 'http', SMS_GATEWAY_URL: '', EMAIL_PROVIDER: 'smtp', SMTP_URL: undefined });
    try {
      expect(() => getSmsProvider(db)).toThrow('SMS_GATEWAY_URL');
      expect(() => getEmailProvider(db)).toThrow('SMTP_URL');
    } finally {
      restore();
    }
  });

  describeApi('the API on the real adapters', (t) => {
    let restore: () => void;
    beforeAll(() => {
      restore = setServerEnv({
        PASSWORD_PEPPER: TEST_PEPPER,
        SMS_PROVIDER: 'http',
        SMS_GATEWAY_URL: gateway.url,
        SMS_GATEWAY_KEY: 'gw-key-api',
        EMAIL_PROVIDER: 'smtp',
        SMTP_URL: smtp.url,
        EMAIL_FROM: 'Sprout English <no-reply@sprout.test>',
      });
    });
    afterAll(() => restore());

    it('texts the code through the gateway, and it logs the user in; the outbox stays empty', async () => {
      const phone = newPhone();
      const sent = await t.request('/api/user/login/sendMsgCode', { json: { phoneNumber: phone, dialCode: '86' }, ip: newIp() });
      expect((await envelope(sent)).code).toBe(0);
      const request = gateway.requests.at(-1)!;
      expect(request.headers.authorization).toBe('Bearer gw-key-api');
      const code = /(\d{6})/.exec((request.body as { text: string }).text)![1];
      const login = await t.request('/api/user/login/checkMsgCode', { json: { ...ADULT_SIGN_UP, msgCode: code, phoneNumber: phone, dialCode: '86' }, ip: newIp() });
      expect((await envelope<LoginData>(login)).data.phone).toBe(phone);
      expect(await t.db.select().from(outbox)).toHaveLength(0);
    });

    it('e-mails the code over SMTP, and it resets the password', async () => {
      const email = newEmail();
      await t.request('/api/user/login/sendEmailCode', { json: { email, purpose: 'reset' }, ip: newIp(), headers: { 'accept-language': 'en' } });
      const mail = smtp.received.at(-1)!;
      expect(mail.to).toEqual([email]);
      expect(mail.from).toBe('no-reply@sprout.test');
      expect(mail.subject).toBe('Sprout English: your password reset code');
      const code = /Your code: (\d{6})/.exec(mail.text)![1];
      const reset = await t.request('/api/user/login/checkEmailCode', { json: { ...ADULT_SIGN_UP, emailCode: code, email, newPwd: md5('Smtp-reset-pass-1') }, ip: newIp() });
      expect((await envelope<LoginData>(reset)).data).toMatchObject({ email, gotoUpdatePwd: false });
    });

    it('answers 502 when the gateway refuses, and the undelivered code is retired (and counted in the metrics)', async () => {
      const failures = async () => sample(await scrape(t), 'provider_errors_total', { provider: 'sms', kind: 'delivery' }) ?? 0;
      const before = await failures();
      gateway.answer(500);
      const phone = newPhone();
      try {
        const res = await t.request('/api/user/login/sendMsgCode', { json: { phoneNumber: phone, dialCode: '86' }, ip: newIp() });
        expect([res.status, (await envelope(res)).msg]).toEqual([502, cnMessages.Errors.CODE_DELIVERY_FAILED]);
      } finally {
        gateway.answer(200);
      }
      const [row] = await t.db.select().from(authCodes).where(eq(authCodes.destination, `+86${phone}`));
      expect(row.invalidatedAt).not.toBeNull();
      expect(await failures()).toBe(before + 1);
    });
  });
});
