import { expect, test } from './support/test';

import { chooseLanguage } from './support/env';
import { MESSAGES } from './support/messages';

// The user agreement and privacy policy (issue #10): linked from every page's footer, in both languages,
// with the version a sign-up records, a table of contents that leads to each section, and a link to the other.

for (const locale of ['cn', 'en'] as const) {
  const m = MESSAGES[locale];
  test(`the footer leads to the privacy policy and the user agreement (${locale}) @layout`, async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL, locale);
    await page.goto('/');
    await page.getByTestId('footer-privacy').click();
    await expect(page).toHaveURL((url) => url.pathname === '/privacy');
    await expect(page.getByRole('heading', { level: 1, name: m.Privacy.title })).toBeVisible();
    await expect(page.getByTestId('legal-version')).toContainText('2026-11-25');
    await expect(page).toHaveTitle(new RegExp(m.Privacy.metaTitle));

    // The contents lead to the section on children.
    await page.getByRole('link', { name: m.Privacy.sections.children.heading }).click();
    await expect(page).toHaveURL(/#children$/);
    await expect(page.getByRole('heading', { level: 2, name: m.Privacy.sections.children.heading })).toBeInViewport();

    await page.getByTestId('site-footer').getByTestId('footer-agreement').click();
    await expect(page).toHaveURL((url) => url.pathname === '/agreement');
    await expect(page.getByRole('heading', { level: 1, name: m.Agreement.title })).toBeVisible();
    await expect(page.getByTestId('legal-agreement').getByRole('link', { name: m.Legal.privacyLink })).toHaveAttribute('href', '/privacy');
  });
}
