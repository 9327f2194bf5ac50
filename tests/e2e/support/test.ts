import { test as base } from '@playwright/test';

import { serverURL } from './servers';

export * from '@playwright/test';

/**
 * Playwright's `test` with `baseURL` bound to the worker's own server
 * (support/servers.ts): `page.goto('/x')`, the `request` fixture and every
 * helper that takes `baseURL` reach the server of the worker running the test.
 */
export const test = base.extend({
  baseURL: async ({}, provide, testInfo) => {
    await provide(serverURL(testInfo.parallelIndex));
  },
});
