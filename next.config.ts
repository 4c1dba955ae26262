import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  // pdfkit reads its font metrics from its own folder at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pdfkit', 'svg-to-pdfkit', 'exceljs', 'openapi-backend'],
  // A separate output folder lets a benchmark or test build run beside a development build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Hashing every cached page for an ETag cost 5–9% of the server's time per request (bench/RESULTS.md).
  generateEtags: false,
  reactStrictMode: true,
  experimental: {
    // Turbopack's default CSS chunking put every CSS module of the site into one stylesheet that
    // every page loaded, render-blocking: 144 KB (28 KB gzip) on each page. The graph algorithm keeps
    // the import order and shares a stylesheet only between pages that use it, a request weighed as
    // 20 KB of CSS: 42–59 KB on the pages measured (bench/RESULTS.md).
    cssChunking: { type: 'graph', requestCost: 20_000 },
  },
};

export default withNextIntl(nextConfig);
