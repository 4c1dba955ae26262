import type { NextConfig } from 'next';

// The benchmark's reference point: the same Next.js (from the repository's node_modules) serving
// one static page, with no proxy, no next-intl, no antd. Built and served by bench/run.ts.
const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
