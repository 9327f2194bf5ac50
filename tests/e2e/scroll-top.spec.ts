import { expect, test, type Page } from './support/test';

import { isPhone } from './support/env';

// SPEC §2 Main layout: a scroll-to-top button, hidden on narrow screens.

/**
 * Opens the home page and makes sure it is long enough to scroll well past the
 * button's threshold. While the home page is short, a spacer in <main> stands
 * in for its content; the header, footer and button are the product's own.
 */
async function openLongPage(page: Page) {
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await page.evaluate(() => {
    const missing = window.innerHeight * 3 - document.documentElement.scrollHeight;
    if (missing <= 0) return;
    const spacer = document.createElement('div');
    spacer.style.height = `${missing}px`;
    spacer.setAttribute('aria-hidden', 'true');
    document.getElementById('main')?.append(spacer);
  });
}

async function scrollDown(page: Page) {
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
}

test.describe('scroll-to-top button @layout', () => {
  test('appears after scrolling on the desktop and takes the reader back up; not displayed on the phone', async ({ page }, testInfo) => {
    await openLongPage(page);
    const button = page.getByTestId('scroll-top');
    await expect(button).toBeHidden();

    await scrollDown(page);
    if (isPhone(testInfo)) {
      // Rendered once scrolled, but not displayed at 390 px.
      await expect(button).toBeAttached();
      await expect(button).toBeHidden();
      return;
    }
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});
