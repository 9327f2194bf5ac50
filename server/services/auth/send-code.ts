import 'server-only';

import type { AppLocale } from '@/lib/i18n/locales';

import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { getLogger } from '../../log';
import { countProviderError } from '../../metrics';
import { getEmailProvider } from '../../providers/email';
import { getSmsProvider } from '../../providers/sms';
import { consumeCaptchaVerification } from '../captcha';
import { issueCode, retireCode, type SentPurpose } from './codes';
import { findUserByEmail, findUserByPhone } from './accounts';
import { requireCanonicalPhone, type CanonicalPhone } from './phone';
import { admitSend } from './send-limits';
import { emailContent, smsText } from './texts';

/** How codes and limits name a phone destination: its canonical E.164 form ('+8613912345678'). */
export const phoneDestination = (phone: CanonicalPhone) => phone.e164;

/** What may be logged of a delivery failure: messages only, never the request (it holds the code). */
function deliveryFailure(err: unknown): { reason: string; cause?: string } {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : undefined;
  return { reason: err instanceof Error ? err.message : String(err), cause };
}

interface SendContext {
  ip: string;
  locale: AppLocale;
  now?: Date;
}

/**
 * Texts a code to a phone number (POST /api/user/login/sendMsgCode). The
 * number is made canonical first (+86 must be a valid mobile number); the
 * captcha and the send limits of send-limits.ts apply. The answer is the
 * same whether or not an account has this number, also when the budget's
 * reserve holds the code back for a number without one.
 */
export async function sendPhoneCode(
  db: Db,
  input: { phoneNumber: string; dialCode: string; captchaVerification?: string; purpose?: 'login' | 'reset' },
  ctx: SendContext,
): Promise<{ sent: true }> {
  const now = ctx.now ?? new Date();
  const phone = requireCanonicalPhone(input.dialCode, input.phoneNumber);
  const destination = phoneDestination(phone);
  const hasAccount = async () => (await findUserByPhone(db, phone.dialCode, phone.phone)) !== null;
  const { deliver } = await admitSend(
    db,
    { channel: 'sms', destination, ip: ctx.ip, dialCode: phone.dialCode, hasAccount, captchaVerification: input.captchaVerification, now },
    (value) => consumeCaptchaVerification(db, value),
  );
  if (!deliver) return { sent: true };

  const purpose: SentPurpose = input.purpose ?? 'auth';
  const provider = getSmsProvider(db);
  const issued = await issueCode(db, { channel: 'sms', destination, purpose, ip: ctx.ip, now });
  try {
    await provider.send({ dialCode: phone.dialCode, phone: phone.phone, text: smsText(ctx.locale, issued.code, purpose) });
  } catch (err) {
    await retireCode(db, issued.id);
    countProviderError('sms', 'delivery');
    getLogger().error({ ...deliveryFailure(err), provider: provider.name, channel: 'sms', dialCode: phone.dialCode }, 'code delivery failed');
    throw new AppError('CODE_DELIVERY_FAILED', { cause: err });
  }
  return { sent: true };
}

/** E-mails a code (POST /api/user/login/sendEmailCode), under the same kind of limits and captcha rules. */
export async function sendEmailCode(
  db: Db,
  input: { email: string; captchaVerification?: string; purpose?: 'login' | 'reset' },
  ctx: SendContext,
): Promise<{ sent: true }> {
  const now = ctx.now ?? new Date();
  const hasAccount = async () => (await findUserByEmail(db, input.email)) !== null;
  const { deliver } = await admitSend(
    db,
    { channel: 'email', destination: input.email, ip: ctx.ip, hasAccount, captchaVerification: input.captchaVerification, now },
    (value) => consumeCaptchaVerification(db, value),
  );
  if (!deliver) return { sent: true };

  const purpose: SentPurpose = input.purpose ?? 'auth';
  const provider = getEmailProvider(db);
  const issued = await issueCode(db, { channel: 'email', destination: input.email, purpose, ip: ctx.ip, now });
  try {
    await provider.send({ to: input.email, ...emailContent(ctx.locale, issued.code, purpose) });
  } catch (err) {
    await retireCode(db, issued.id);
    countProviderError('email', 'delivery');
    getLogger().error({ ...deliveryFailure(err), provider: provider.name, channel: 'email' }, 'code delivery failed');
    throw new AppError('CODE_DELIVERY_FAILED', { cause: err });
  }
  return { sent: true };
}
