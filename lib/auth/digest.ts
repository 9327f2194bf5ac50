import md5 from 'crypto-js/md5';

/**
 * The digest the browser sends instead of a password (SPEC §7, ARCHITECTURE.md):
 * crypto-js MD5 as lower-case hex. It is a transport encoding the protocol
 * requires, not a protection: the server treats the digest as the secret and
 * hashes it with argon2id. The plain password never leaves this function's caller.
 */
export function digestPassword(password: string): string {
  return md5(password).toString();
}
