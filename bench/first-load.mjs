// First-load weight of pages: the HTML (raw and gzip) and the sum of the
// modern scripts it loads (gzip and brotli), plus inline script bytes.
// Usage: COOKIE=i18n_redirected=cn node bench/first-load.mjs http://127.0.0.1:3000 / /classStep
import { brotliCompressSync, gzipSync } from 'node:zlib';

const [base, ...paths] = process.argv.slice(2);
if (!base) {
  console.error('usage: node bench/first-load.mjs BASE_URL PATH...');
  process.exit(2);
}
const headers = process.env.COOKIE ? { cookie: process.env.COOKIE } : {};
const kib = (n) => (n / 1024).toFixed(1);
const cache = new Map();

async function fetchBytes(url) {
  if (!cache.has(url)) cache.set(url, fetch(url, { headers }).then(async (r) => Buffer.from(await r.arrayBuffer())));
  return cache.get(url);
}

const rows = [];
for (const path of paths.length ? paths : ['/']) {
  const html = await fetchBytes(new URL(path, base).href);
  const text = html.toString('utf8');
  const tags = [...text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  let gz = 0;
  let br = 0;
  let raw = 0;
  let inline = 0;
  let count = 0;
  for (const [, attrs, body] of tags) {
    if (/\bnoModule\b/i.test(attrs)) continue;
    const src = attrs.match(/\bsrc="([^"]+)"/)?.[1];
    if (!src) {
      inline += Buffer.byteLength(body);
      continue;
    }
    const js = await fetchBytes(new URL(src.replace(/&amp;/g, '&'), base).href);
    raw += js.length;
    gz += gzipSync(js, { level: 9 }).length;
    br += brotliCompressSync(js).length;
    count += 1;
  }
  rows.push({
    path,
    'html KiB': kib(html.length),
    'html gzip KiB': kib(gzipSync(html, { level: 9 }).length),
    scripts: count,
    'js raw KiB': kib(raw),
    'js gzip KiB': kib(gz),
    'js br KiB': kib(br),
    'inline KiB': kib(inline),
  });
}
console.table(rows);
