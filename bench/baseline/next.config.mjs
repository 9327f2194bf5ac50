import path from 'node:path';

// The floor our pages are compared with: the same `next` and `react` as the
// app (resolved from the repository's node_modules, no install of its own).
/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  turbopack: { root: path.resolve(import.meta.dirname, '../..') },
};

export default nextConfig;
