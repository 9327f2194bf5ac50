import { expect, test, type Locator, type Page } from './support/test';

import { chooseLanguage, isPhone, type AppLocale } from './support/env';
import { MESSAGES } from './support/messages';
import { keepLogin, loginByCode } from './support/session';

// Tablet and sideways layouts, tap targets, the skip link and focus after the login dialog (WCAG 2.1 AA:
// 1.4.10 reflow, 2.4.1 bypass blocks, 2.4.3 focus order; 2.5.5 target size at 44 px on phones).

const LOCALES: readonly AppLocale[] = ['cn', 'en'];
const MAIN_PAGES = ['/', '/library', '/classStep', '/picture/detail/5', '/picture/read/5', '/videoInfo/3', '/search?keyword=duck', '/user/login'];

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** How many CSS pixels of the input's placeholder do not fit its box (0 when it is whole). */
async function placeholderCut(input: Locator): Promise<number> {
  return input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = style.font;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return Math.max(0, Math.ceil(ctx.measureText(el.placeholder).width - room));
  });
}

for (const width of [768, 1024]) {
  test(`at ${width} px nothing scrolls sideways and the header fits, in both languages`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const locale of LOCALES) {
      await chooseLanguage(context, baseURL, locale);
      for (const path of MAIN_PAGES) {
        await page.goto(path);
        const header = page.getByTestId('site-header');
        await expect(header).toBeVisible();
        expect(await horizontalOverflow(page), `${locale} ${path} scrolls sideways`).toBeLessThanOrEqual(0);
        // Everything in the header row lies inside the screen.
        const boxes = await header.locator('a:visible, button:visible, input:visible').evaluateAll((els) =>
          els.map((e) => {
            const r = e.getBoundingClientRect();
            return { test: e.getAttribute('data-test'), left: r.left, right: r.right };
          }),
        );
        for (const box of boxes) {
          expect(box.right, `${locale} ${path}: ${box.test} ends off-screen`).toBeLessThanOrEqual(width);
          expect(box.left, `${locale} ${path}: ${box.test} starts off-screen`).toBeGreaterThanOrEqual(0);
        }
      }
      const search = page.getByTestId('site-header').getByTestId('search-input');
      if (await search.isVisible()) {
        // Polled: measured while the header re-renders at hydration, the box reads as unstyled (NaN).
        await expect.poll(() => placeholderCut(search), { message: `${locale}: the search placeholder is cut` }).toBe(0);
        expect((await search.boundingBox())!.width).toBeGreaterThanOrEqual(96);
      }
    }
  });
}

test('on a phone held sideways the reader shows the page text without scrolling', async ({ browser, baseURL }) => {
  for (const locale of LOCALES) {
    const context = await browser.newContext({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true, baseURL });
    await chooseLanguage(context, baseURL, locale);
    const page = await context.newPage();
    await page.goto('/picture/read/5');
    const text = page.getByTestId('page-text').filter({ visible: true }).first();
    await expect(text).toBeVisible();
    await expect(text).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('reader-next').filter({ visible: true }).first()).toBeInViewport();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  }
});

test.describe('phone header @layout', () => {
  test('every header button is at least 44 x 44 px, for a visitor and a logged-in user', async ({ page, context, baseURL, request }, testInfo) => {
    test.skip(!isPhone(testInfo), 'tap targets are a phone rule');
    const check = async (what: string) => {
      const header = page.getByTestId('site-header');
      await expect(header).toBeVisible();
      const targets = header.locator('a:visible, button:visible');
      expect(await targets.count()).toBeGreaterThanOrEqual(3);
      for (const target of await targets.all()) {
        const box = (await target.boundingBox())!;
        const name = (await target.getAttribute('data-test')) ?? (await target.getAttribute('aria-label'));
        expect(box.width, `${what}: ${name} is ${box.width} px wide`).toBeGreaterThanOrEqual(44);
        expect(box.height, `${what}: ${name} is ${box.height} px high`).toBeGreaterThanOrEqual(44);
      }
    };
    for (const locale of LOCALES) {
      await chooseLanguage(context, baseURL, locale);
      await page.goto('/');
      await check(`visitor ${locale}`);
    }
    await page.getByTestId('mobile-menu-open').click();
    const close = page.getByTestId('mobile-menu-close');
    const box = (await close.boundingBox())!;
    expect(Math.min(box.width, box.height), 'the menu sheet close button').toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Escape');

    await keepLogin(context, baseURL, await loginByCode(request, `134${String(Date.now()).slice(-8)}`));
    await page.goto('/');
    await expect(page.getByTestId('header-avatar')).toBeVisible();
    await check('logged in en');
  });
});

test.describe('keyboard @layout', () => {
  for (const locale of LOCALES) {
    test(`the skip link is the first Tab stop and moves focus to the main content (${locale})`, async ({ page, context, baseURL }) => {
      await chooseLanguage(context, baseURL, locale);
      await page.goto('/picture/detail/5');
      await expect(page.getByTestId('site-header')).toBeVisible();
      const skip = page.getByTestId('skip-link');
      await expect(skip).not.toBeInViewport();
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      await expect(skip).toHaveText(MESSAGES[locale].Common.skipToContent);
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
      // The next Tab continues inside the content, not back in the header.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    });
  }

  test('closing the login dialog with Escape returns focus to the button that opened it', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByTestId('header-login');
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('#loginDv');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // A second round, once the dialog's code is loaded, and closing with the close button.
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.getByTestId('login-close').click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
