import 'server-only';
import { createCipheriv, createDecipheriv, randomInt, randomUUID } from 'node:crypto';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** AJ-Captcha turns encryption off when the key is blank or the literal "null". */
function noKey(key: string | null | undefined): key is null | undefined {
  return !key || !key.trim() || key === 'null';
}

/** AES-128-ECB, PKCS#7, UTF-8 key and plaintext, standard Base64 out (the protocol's AESUtil / CryptoJS). */
export function aesEncrypt(plain: string, key: string | null | undefined): string {
  if (noKey(key)) return plain;
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** The inverse of aesEncrypt; throws on a bad key, bad Base64 length or bad padding. */
export function aesDecrypt(encrypted: string, key: string | null | undefined): string {
  if (noKey(key)) return encrypted;
  const data = Buffer.from(encrypted, 'base64');
  if (data.length === 0 || data.length % 16 !== 0) throw new Error('ciphertext is not a whole number of AES blocks');
  const decipher = createDecipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

/** A challenge token: 32 lowercase hex characters (a v4 UUID without dashes). */
export function newToken(): string {
  return randomUUID().replace(/-/g, '');
}

/** A per-challenge AES key: 16 characters of [A-Za-z0-9]. */
export function newSecretKey(): string {
  let key = '';
  for (let i = 0; i < 16; i++) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

/** The second-stage proof of a passed check: AES(token + '---' + the exact pointJson plaintext). */
export function verificationValue(token: string, pointJsonPlain: string, key: string | null | undefined): string {
  return aesEncrypt(`${token}---${pointJsonPlain}`, key);
}
