import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that Jest on Node 20 must transform (see docs/decisions.md).
const ESM_PACKAGES = [
  'next-intl', 'use-intl', 'icu-minify', 'intl-messageformat', '@formatjs', '@schummar',
  'ky', 'msw', '@mswjs', '@open-draft', 'rettime', 'until-async', 'headers-polyfill',
  'mpg123-decoder', '@wasm-audio-decoders',
];
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
const moduleNameMapper = {
  '^server-only$': '<rootDir>/server/shims/server-only.ts',
  '^@/(.*)$': '<rootDir>/$1',
};

async function project(config) {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = transformIgnorePatterns;
  resolved.moduleNameMapper = { ...moduleNameMapper, ...resolved.moduleNameMapper };
  return resolved;
}

export default async function config() {
  return {
    // jest-circus reads the timeout from the top level only; PGlite start-up is slow on a busy machine.
    testTimeout: 60_000,
    projects: [
      await project({
        displayName: 'unit',
        testEnvironment: 'jest-fixed-jsdom',
        setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
        testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
        moduleNameMapper,
      }),
      await project({
        displayName: 'api',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
        setupFiles: ['<rootDir>/tests/api/env.ts'],
        moduleNameMapper,
      }),
    ],
  };
}
