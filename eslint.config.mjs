import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// no-restricted-imports patterns. ESLint flat config lets a later block replace this rule for the files it matches,
// so every block lists all the patterns that apply to its files.
const SERVER_ONLY = { group: ['@/server/*', '**/server/*'], message: 'server/ is backend-only; call lib/api instead.' };
const ZOD_SERVER_SIDE = {
  group: ['zod', '@/lib/schemas/*', '**/lib/schemas/*'],
  allowTypeImports: true,
  message: 'zod is server-side; import limits from lib/constants.',
};
const HEADLESS_IN_KIT = { group: ['@headlessui/react'], message: 'Use the kit in components/ui (Dialog, Tabs…); only components/ui imports Headless UI.' };

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.previews/**', 'dist/**', 'node_modules/**', '.data/**', 'drizzle/**', 'coverage/**', 'test-results/**',
      'playwright-report/**', 'screenshots/**', 'next-env.d.ts', 'bench/baseline/.next/**'],
  },
  {
    rules: {
      // User text is rendered as text; the one JSON-LD helper that needs raw HTML carries its own disable comment.
      'react/no-danger': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Browser and shared code never reach into the backend; dialogs, tabs and other Headless UI parts come from the kit.
    files: ['components/**', 'lib/**', 'app/**/*.tsx'],
    ignores: ['app/**/page.tsx', 'app/**/layout.tsx', 'app/**/sitemap.ts', 'app/**/robots.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVER_ONLY, HEADLESS_IN_KIT] }],
    },
  },
  {
    // Pages and layouts may call server/ for first paint, but they too build dialogs and tabs from components/ui.
    files: ['app/**/page.tsx', 'app/**/layout.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [HEADLESS_IN_KIT] }],
    },
  },
  {
    // zod (about 40 KiB gzip) stays out of the browser bundles: components take limits from lib/constants.
    files: ['components/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVER_ONLY, ZOD_SERVER_SIDE, HEADLESS_IN_KIT] }],
    },
  },
  {
    // The kit is the one place that wraps Headless UI (a later block replaces the rule, so the other patterns are repeated).
    files: ['components/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVER_ONLY, ZOD_SERVER_SIDE] }],
    },
  },
  {
    // Codes, tokens and captcha answers must come from node:crypto.
    files: ['server/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use node:crypto (randomInt, randomBytes) on the server.' }],
    },
  },
];

export default config;
