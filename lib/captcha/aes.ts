import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

/**
 * The captcha protocol's client-side encryption: AES-128-ECB, PKCS7, the
 * 16-character secretKey as UTF-8 bytes, standard Base64 out. Only the
 * crypto-js modules it needs are imported.
 */
export function captchaEncrypt(plain: string, secretKey: string): string {
  return AES.encrypt(Utf8.parse(plain), Utf8.parse(secretKey), { mode: ECB, padding: Pkcs7 }).toString();
}

/** Encrypts when the server issued a key; without one (aes-status off) the value goes in plain. */
export function encryptIfKeyed(plain: string, secretKey: string | null | undefined): string {
  return secretKey ? captchaEncrypt(plain, secretKey) : plain;
}

/**
 * The value handed to the business form after a pass: token + '---' + the
 * exact pointJson string that was checked, encrypted with the same key.
 */
export function captchaVerificationOf(token: string, pointJsonPlain: string, secretKey: string | null | undefined): string {
  return encryptIfKeyed(`${token}---${pointJsonPlain}`, secretKey);
}
