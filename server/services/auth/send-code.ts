import 'server-only';

import type { AppLocale } from '@/lib/i18n/locales';

import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { getLogger } from '../../log';
import { getEmailProvider } from '../../providers/email';
import { getSmsProvider } from '../../providers/sms';
import { consumeCaptchaVerification } from '../captcha';
import { issueCode, retireCode, type SentPurpose } from './codes';
import { checkSendLimits } from './send-limits';
import { emailContent, smsText } from './texts';

/** How codes, limits and throttles name a phone destination. */
export const phoneDestination = (dialCode: string, phone: string) => `${dialCode}:${phone}`;

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
 * Texts a code to a phone number (POST /api/user/login/sendMsgCode). Outside
 * mainland China (dial code other than 86) the caller must first redeem a
 * captcha verification, which is single-use; then the send limits apply.
 * The answer is the same whether or not an account has this number.
 */
export async function sendPhoneCode(
  db: Db,
  input: { phoneNumber: string; dialCode: string; captchaVerification?: string; purpose?: 'login' | 'reset' },
  ctx: SendContext,
): Promise<{ sent: true }> {
  const now = ctx.now ?? new Date();
  const destination = phoneDestination(input.dialCode, input.phoneNumber);
  if (input.dialCode !== '86') {
    if (!input.captchaVerification) throw new AppError('CAPTCHA_REQUIRED');
    if (!(await consumeCaptchaVerification(db, input.captchaVerification))) throw new AppError('CAPTCHA_INVALID');
  }
  await checkSendLimits(db, { channel: 'sms', destination, ip: ctx.ip, dialCode: input.dialCode, now });

  const purpose: SentPurpose = input.purpose ?? 'auth';
  const provider = getSmsProvider(db);
  const issued = await issueCode(db, { channel: 'sms', destination, purpose, now });
  try {
    await provider.send({ dialCode: input.dialCode, phone: input.phoneNumber, text: smsText(ctx.locale, issued.code, purpose) });
  } catch (err) {
    await retireCode(db, issued.id);
    getLogger().error({ ...deliveryFailure(err), provider: provider.name, channel: 'sms', dialCode: input.dialCode }, 'code delivery failed');
    throw new AppError('CODE_DELIVERY_FAILED', { cause: err });
  }
  return { sent: true };
}

/** E-mails a code (POST /api/user/login/sendEmailCode), under the same kind of limits. */
export async function sendEmailCode(
  db: Db,
  input: { email: string; purpose?: 'login' | 'reset' },
  ctx: SendContext,
): Promise<{ sent: true }> {
  const now = ctx.now ?? new Date();
  await checkSendLimits(db, { channel: 'email', destination: input.email, ip: ctx.ip, now });

  const purpose: SentPurpose = input.purpose ?? 'auth';
  const provider = getEmailProvider(db);
  const issued = await issueCode(db, { channel: 'email', destination: input.email, purpose, now });
  try {
    await provider.send({ to: input.email, ...emailContent(ctx.locale, issued.code, purpose) });
  } catch (err) {
    await retireCode(db, issued.id);
    getLogger().error({ ...deliveryFailure(err), provider: provider.name, channel: 'email' }, 'code delivery failed');
    throw new AppError('CODE_DELIVERY_FAILED', { cause: err });
  }
  return { sent: true };
}
