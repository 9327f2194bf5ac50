// First-load weight of pages: the HTML (raw and gzip) and the sum of the
// modern scripts it loads (gzip and brotli), plus inline script bytes.
// Usage: COOKIE=i18n_redirected=cn node bench/first-load.mjs http://127.0.0.1:3000 / /classStep
// (npm run bench imports firstLoad from here.)
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const kib = (n) => (n / 1024).toFixed(1);

/**
 * Byte counts of each page's first load, in bytes: `html`, `htmlGzip`,
 * `scripts` (count), `jsRaw`, `jsGzip`, `jsBrotli`, `inline`. Scripts shared
 * by several pages are fetched once.
 */
export async function firstLoad(base, paths, { headers = {} } = {}) {
  const cache = new Map();
  const fetchBytes = (url) => {
    if (!cache.has(url)) cache.set(url, fetch(url, { headers }).then(async (r) => Buffer.from(await r.arrayBuffer())));
    return cache.get(url);
  };
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
    rows.push({ path, html: html.length, htmlGzip: gzipSync(html, { level: 9 }).length, scripts: count, jsRaw: raw, jsGzip: gz, jsBrotli: br, inline });
  }
  return rows;
}

const isMain = process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const [base, ...paths] = process.argv.slice(2);
  if (!base) {
    console.error('usage: node bench/first-load.mjs BASE_URL PATH...');
    process.exit(2);
  }
  const headers = process.env.COOKIE ? { cookie: process.env.COOKIE } : {};
  const rows = await firstLoad(base, paths, { headers });
  console.table(
    rows.map((r) => ({
      path: r.path,
      'html KiB': kib(r.html),
      'html gzip KiB': kib(r.htmlGzip),
      scripts: r.scripts,
      'js raw KiB': kib(r.jsRaw),
      'js gzip KiB': kib(r.jsGzip),
      'js br KiB': kib(r.jsBrotli),
      'inline KiB': kib(r.inline),
    })),
  );
}
