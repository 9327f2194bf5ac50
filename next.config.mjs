import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // The dev server is often opened as 127.0.0.1; without this Next refuses its hot-reload socket.
  allowedDevOrigins: ['127.0.0.1'],
  poweredByHeader: false,
  // PGlite ships WASM files that must load from node_modules, not from a bundle copy.
  serverExternalPackages: ['@electric-sql/pglite', 'ws', 'rate-limiter-flexible', 'ioredis', 'mpg123-decoder'],
  turbopack: { root: import.meta.dirname },
  images: { formats: ['image/avif', 'image/webp'] },
  // `npm test` type-checks the whole project in its own step (tsc --noEmit) before it builds, so its
  // build skips Next's second pass over the same types (NEXT_BUILD_SKIP_TYPECHECK=1, scripts/test.sh).
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === '1' },
};

export default withNextIntl(nextConfig);
