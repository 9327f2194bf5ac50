// Regenerates common-passwords.json, the password blocklist (see NOTICE.md):
//   node server/assets/passwords/build-common-passwords.mjs
// Source: the frequency-ranked password dictionary of @zxcvbn-ts/language-common
// (MIT), a dev dependency. We keep the 10,000 most common passwords, plus the
// 10,000 most common of 8 to 64 characters (the lengths our dialog accepts),
// plus patterns common among Chinese users that the source ranks low or lacks.
// The server digests each entry with MD5 at start, as the browser would.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ranked = JSON.parse(readFileSync(require.resolve('@zxcvbn-ts/language-common/src/passwords.json'), 'utf8'));

const TOP = 10_000;
const top = ranked.slice(0, TOP);
const acceptedLength = ranked.filter((p) => p.length >= 8 && p.length <= 64).slice(0, TOP);

const pinyin = ['woaini', 'woaiwojia', 'woaini1314', 'woaini520', 'woaini521', 'aini1314', 'wangwang', 'zhangwei',
  'wangwei', 'liwei', 'wanglei', 'zhang123', 'wang1234', 'li123456', 'zhanghao', 'mima1234', 'mima123456',
  'nihao123', 'nihaoma', 'xiaoming', 'xiaohong', 'qwe123456', 'qq123456', 'qq1234567', 'qq12345678', 'asd123456',
  'zxc123456', 'abc123456', 'abcd123456', 'a123456789', '123456789a', '123456abc', 'aa123456', 'aa12345678',
  'a11111111', 'qaz123456', '1qaz2wsx3edc', 'qazwsxedc', 'zxcvbnm123', 'asdfghjkl', 'woshishui', 'iloveyou1314',
  'wodemima', 'mengya123', 'yingyu123', 'english123'];
const digits = ['5201314', '52013145201314', '1314520', '13145200', '5201314520', '1314520520', '7758521', '147258369',
  '159357', '159753', '123654789', '789456123', '321654987', '987654321', '31415926', '3141592653', '12344321',
  '11223344', '12121212', '123123123', '110110110', '1234512345', '1122334455', '11111111a'];
const repeated = [];
for (let d = 0; d <= 9; d++) for (let n = 6; n <= 12; n++) repeated.push(String(d).repeat(n));
const sequences = [];
for (let n = 6; n <= 10; n++) {
  sequences.push('1234567890'.slice(0, n), '9876543210'.slice(0, n), '0123456789'.slice(0, n));
}

const all = [...new Set([...top, ...acceptedLength, ...pinyin, ...digits, ...repeated, ...sequences])];
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.json');
writeFileSync(out, `${JSON.stringify(all)}\n`);
console.log(`wrote ${all.length} passwords to ${path.relative(process.cwd(), out)}`);
