import { defineConfig } from '@playwright/test';

import base from './playwright.config';

/**
 * The several-instance test (tests/e2e/cluster.spec.ts): it starts and stops
 * its own cluster (scripts/cluster.mjs: three production servers on
 * PostgreSQL behind nginx), so no web server is started here. Run it after a
 * production build:
 *
 *   SKIP_BUILD=1 bash scripts/e2e.sh --config=playwright.cluster.config.ts
 */
export default defineConfig({
  ...base,
  testMatch: 'cluster.spec.ts',
  testIgnore: [],
  workers: 1,
  outputDir: 'test-results/e2e-cluster',
  // Starting three servers takes a while on two cores; the spec sets its own timeouts.
  timeout: 60_000,
  projects: base.projects?.filter((p) => p.name === 'desktop'),
  webServer: undefined,
});
