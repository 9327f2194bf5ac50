import 'server-only';
import { createHash, hash as cryptoHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';

import { getBrand } from '@/lib/brand';

import { getLogger } from '../../log';

/**
 * The passwords refused as new passwords (security baseline P2). The server
 * sees only the MD5 digest the browser sends, so the list is a set of
 * digests: the first 8 bytes of each (a chance match of a real password is
 * about 1 in 10^14 even with a million entries), sorted in a BigUint64Array
 * and looked up by binary search.
 *
 * - Shipped (server/assets/passwords/common-passwords.bin, see NOTICE.md):
 *   162,014 common passwords, read at start.
 * - Generated at start, since 870,000 digests are too many to ship: the
 *   empty password; every string of 1 to 3 printable ASCII characters;
 *   every printable ASCII or full-width character repeated 1 to 64 times;
 *   every CJK ideograph (U+4E00–U+9FFF) repeated 1 to 8 times; whitespace
 *   only (spaces and tabs mixed up to 12, runs of each blank up to 64); the
 *   brand words in the forms people make passwords of.
 */

export const PRINTABLE_ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
const FULL_WIDTH = Array.from({ length: 94 }, (_, i) => String.fromCharCode(0xff01 + i));
const BLANKS = [' ', '\t', '\n', '\u00a0', '\u3000'];
export const REPEAT_MAX = 64;
export const CJK_REPEAT_MAX = 8;
export const SHORT_MAX = 3;
const MIXED_BLANKS_MAX = 12;

/** Brand words in the forms people turn them into passwords. */
const BRAND_WORDS = ['sprout', 'sproutenglish', 'sprout english', 'mengya', 'mengyayingyu', '萌芽', '萌芽英语'];
const BRAND_SUFFIXES = ['', '1', '12', '123', '1234', '12345', '123456', '666', '888', '2024', '2025', '2026', '!', '@123'];

/** The brand words, with the configured brand's names (BRAND_NAME_CN, BRAND_NAME_EN) as written and without spaces. */
export function brandWords(brand = getBrand()): string[] {
  const configured = [brand.nameCn, brand.nameEn].map((name) => name.toLowerCase()).flatMap((name) => [name, name.replace(/\s+/g, '')]);
  return [...new Set([...BRAND_WORDS, ...configured])];
}

function* brandVariants(): Generator<string> {
  for (const word of brandWords()) {
    for (const form of [word, word[0].toUpperCase() + word.slice(1), word.toUpperCase()]) {
      for (const suffix of BRAND_SUFFIXES) yield form + suffix;
    }
  }
}

/** Every password the server refuses by rule rather than by list. */
export function* trivialPasswords(): Generator<string> {
  yield '';
  for (const a of PRINTABLE_ASCII) {
    yield a;
    for (const b of PRINTABLE_ASCII) {
      yield a + b;
      for (const c of PRINTABLE_ASCII) yield a + b + c;
    }
  }
  // One character repeated (1 to 3 printable ASCII characters are all above already).
  for (const ch of PRINTABLE_ASCII) for (let n = SHORT_MAX + 1; n <= REPEAT_MAX; n++) yield ch.repeat(n);
  for (const ch of [...FULL_WIDTH, ...BLANKS.filter((b) => b !== ' ')]) for (let n = 1; n <= REPEAT_MAX; n++) yield ch.repeat(n);
  for (let code = 0x4e00; code <= 0x9fff; code++) {
    const ch = String.fromCharCode(code);
    for (let n = 1; n <= CJK_REPEAT_MAX; n++) yield ch.repeat(n);
  }
  // Spaces and tabs mixed, up to 12 long.
  for (let n = 1; n <= MIXED_BLANKS_MAX; n++) {
    for (let bits = 0; bits < 2 ** n; bits++) {
      let s = '';
      for (let i = 0; i < n; i++) s += bits & (1 << i) ? '\t' : ' ';
      yield s;
    }
  }
  yield* brandVariants();
}

/** The 8-byte prefix of a 32-hex digest as the client sent it. */
const hexPrefix = (digest: string) => BigInt(`0x${digest.slice(0, 16)}`);

// crypto.hash (Node 20.12+) is the fastest one-shot MD5 here: about twice createHash's speed.
const md5Hex: (value: string) => string =
  typeof cryptoHash === 'function' ? (value) => cryptoHash('md5', value, 'hex') : (value) => createHash('md5').update(value, 'utf8').digest('hex');
const digestPrefix = (password: string) => hexPrefix(md5Hex(password));

export interface PasswordBlocklist {
  has(digest: string): boolean;
  readonly shipped: number;
  readonly generated: number;
  /** Bytes the two sorted arrays hold. */
  readonly bytes: number;
  readonly buildMs: number;
}

function contains(sorted: BigUint64Array, value: bigint): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = sorted[mid];
    if (v === value) return true;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

export const SHIPPED_FILE = 'server/assets/passwords/common-passwords.bin';

/** The shipped digests: big-endian 8-byte prefixes, already sorted by the build script. */
function loadShipped(): BigUint64Array {
  const bytes = readFileSync(path.resolve(/*turbopackIgnore: true*/ process.cwd(), SHIPPED_FILE));
  const out = new BigUint64Array(Math.floor(bytes.length / 8));
  for (let i = 0; i < out.length; i++) out[i] = bytes.readBigUInt64BE(i * 8);
  return out;
}

/** Digests of the generated passwords, a slice at a time so the event loop keeps serving (about 5 ms a slice). */
async function buildGenerated(): Promise<BigUint64Array> {
  let out = new BigUint64Array(1 << 20);
  let n = 0;
  for (const password of trivialPasswords()) {
    if (n === out.length) {
      const bigger = new BigUint64Array(out.length * 2);
      bigger.set(out);
      out = bigger;
    }
    out[n++] = digestPrefix(password);
    if (n % 4096 === 0) await nextTurn();
  }
  return out.slice(0, n).sort();
}

async function build(): Promise<PasswordBlocklist> {
  const started = performance.now();
  const shipped = loadShipped();
  const generated = await buildGenerated();
  const list: PasswordBlocklist = {
    has: (digest) => {
      const prefix = hexPrefix(digest);
      return contains(shipped, prefix) || contains(generated, prefix);
    },
    shipped: shipped.length,
    generated: generated.length,
    bytes: shipped.byteLength + generated.byteLength,
    buildMs: Math.round(performance.now() - started),
  };
  getLogger().info(
    { shipped: list.shipped, generated: list.generated, bytes: list.bytes, ms: list.buildMs },
    'password blocklist ready',
  );
  return list;
}

const g = globalThis as unknown as { __sproutPasswordBlocklist?: Promise<PasswordBlocklist> };

/** The blocklist, built once per process on first use (or by warmPasswordBlocklist at start). */
export function passwordBlocklist(): Promise<PasswordBlocklist> {
  g.__sproutPasswordBlocklist ??= build().catch((err: unknown) => {
    delete g.__sproutPasswordBlocklist;
    throw err;
  });
  return g.__sproutPasswordBlocklist;
}

/** Starts building the blocklist in the background, so the first new password does not wait for it. */
export function warmPasswordBlocklist(): void {
  passwordBlocklist().catch((err: unknown) => getLogger().error({ err }, 'password blocklist not built'));
}
