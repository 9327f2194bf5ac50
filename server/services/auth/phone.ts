import 'server-only';
// The mobile metadata (about 100 KB, server side only): enough to tell a
// valid mobile number, which is all a code can be texted to.
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

import { AppError } from '../../errors';

/**
 * One phone number in its canonical form. The wire format keeps the spec's
 * two fields (dialCode and phoneNumber), but a gateway dials
 * `+<dialCode><phoneNumber>`, so `86`+`139…`, `8`+`6139…` and `861`+`39…`
 * reach one handset. Everything that stores, limits or looks up a number
 * uses this form: `e164` ('+8613912345678') as the key of codes and limits,
 * and `dialCode`/`phone` (country calling code and national number, the
 * two halves of the E.164 form) in the users table and the API's answers.
 */
export interface CanonicalPhone {
  dialCode: string;
  phone: string;
  e164: string;
}

function parse(dialCode: string, phone: string) {
  return parsePhoneNumberFromString(`+${dialCode.replace(/^\+/, '')}${phone}`);
}

/**
 * The number a code may be sent to or redeemed for, or null: a mainland
 * China (+86) number must be a valid 11-digit mobile number by the current
 * numbering plan; elsewhere the number must have a possible length for its
 * country (foreign plans change more often than the library's metadata, and
 * the captcha and the per-dial-code limit already stand in front of them).
 */
export function canonicalPhone(dialCode: string, phone: string): CanonicalPhone | null {
  const number = parse(dialCode, phone);
  if (!number) return null;
  if (number.countryCallingCode === '86') {
    if (!number.isValid() || number.getType() !== 'MOBILE' || number.nationalNumber.length !== 11) return null;
  } else if (!number.isPossible()) {
    return null;
  }
  return { dialCode: number.countryCallingCode, phone: number.nationalNumber, e164: number.number };
}

/** `canonicalPhone`, or the 400 a client sees for a bad phoneNumber field. */
export function requireCanonicalPhone(dialCode: string, phone: string): CanonicalPhone {
  const canonical = canonicalPhone(dialCode, phone);
  if (!canonical) throw new AppError('VALIDATION_FAILED', { params: { field: 'phoneNumber' } });
  return canonical;
}

/**
 * The form to look an already stored number up by (password login, start-up
 * repair): as lenient as parsing allows, so a number stored before the rules
 * above is still found; the digits as given when they cannot be parsed.
 */
export function lookupPhone(dialCode: string, phone: string): CanonicalPhone {
  const number = parse(dialCode, phone);
  if (number?.countryCallingCode && number.nationalNumber) {
    return { dialCode: number.countryCallingCode, phone: number.nationalNumber, e164: number.number };
  }
  return { dialCode, phone, e164: `+${dialCode}${phone}` };
}
