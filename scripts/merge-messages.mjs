// Merges a fragment ({ "cn": {Namespace: {...}}, "en": {...} }) into
// messages/cn.json and messages/en.json, keeping key order and 2-space format.
// Usage: node scripts/merge-messages.mjs fragment.json
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const fragment = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const locale of ['cn', 'en']) {
  const file = `messages/${locale}.json`;
  const current = JSON.parse(readFileSync(file, 'utf8'));
  for (const [ns, value] of Object.entries(fragment[locale] ?? {})) {
    current[ns] = { ...(current[ns] ?? {}), ...value };
  }
  writeFileSync(`${file}.tmp`, `${JSON.stringify(current, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}
console.log('merged', Object.keys(fragment.cn ?? {}).join(', '));
