// Takes desktop (1280 px) and phone (390 px) screenshots of pages in both
// languages with Debian's Chromium, for a person to look at.
// Usage: node scripts/screenshots.mjs http://127.0.0.1:3000 / /classStep ...   (PNG files go to screenshots/)
import { mkdirSync } from 'node:fs';

import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const list = paths.length ? paths : ['/'];
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
});
for (const locale of ['cn', 'en']) {
  for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: name === 'phone', hasTouch: name === 'phone' });
    await context.addCookies([{ name: 'i18n_redirected', value: locale, url: base }]);
    const page = await context.newPage();
    for (const path of list) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const file = `screenshots/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${locale}-${name}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
