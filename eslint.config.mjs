import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'dist/**', 'node_modules/**', '.data/**', 'drizzle/**', 'coverage/**', 'test-results/**',
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
    // Browser and shared code never reach into the backend.
    files: ['components/**', 'lib/**', 'app/**/*.tsx'],
    ignores: ['app/**/page.tsx', 'app/**/layout.tsx', 'app/**/sitemap.ts', 'app/**/robots.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/server/*', '**/server/*'], message: 'server/ is backend-only; call lib/api instead.' }] }],
    },
  },
  {
    // zod (about 40 KiB gzip) stays out of the browser bundles: components take limits from lib/constants.
    files: ['components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/server/*', '**/server/*'], message: 'server/ is backend-only; call lib/api instead.' },
            { group: ['zod', '@/lib/schemas/*', '**/lib/schemas/*'], allowTypeImports: true, message: 'zod is server-side; import limits from lib/constants.' },
          ],
        },
      ],
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
