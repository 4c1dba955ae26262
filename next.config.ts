import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    // The message files are compiled when the app is built (ICU syntax to icu-minify's arrays), so no
    // page ships or runs an ICU parser: the browser formats a message from its compiled form. Scripts and
    // tests that read messages/*.json outside the build keep next-intl's parser.
    messages: { path: './messages', format: 'json', locales: ['cn', 'en'], precompile: true },
  },
});

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  // pdfkit reads its font metrics from its own folder at run time. prom-client keeps its metrics in
  // module state: loaded from node_modules, one copy per process.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ioredis', 'pdfkit', 'svg-to-pdfkit', 'exceljs', 'prom-client', 'openapi-backend'],
  // A separate output folder lets a benchmark or test build run beside a development build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Hashing every cached page for an ETag cost 5–9% of the server's time per request (bench/RESULTS.md).
  generateEtags: false,
  reactStrictMode: true,
  // The browser tests' build (scripts/ensureBuild.mjs) leaves the type check to the typecheck tier,
  // which runs tsc over the same sources (53 s of the build on this machine).
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPECHECK === 'off' },
  experimental: {
    // Turbopack's default CSS chunking put every CSS module of the site into one stylesheet that
    // every page loaded, render-blocking: 144 KB (28 KB gzip) on each page. The graph algorithm keeps
    // the import order and shares a stylesheet only between pages that use it, a request weighed as
    // 20 KB of CSS: 42–59 KB on the pages measured (bench/RESULTS.md).
    cssChunking: { type: 'graph', requestCost: 20_000 },
  },
};

/**
 * A server that is one of several instances (REDIS_URL, or DATABASE_URL without Redis) keeps Next's
 * cache in the store of lib/server/cluster (shared through Redis, or per process and expired by the
 * invalidation signal). Read when the server starts, so one build serves every deployment; the build
 * itself and the embedded database keep Next's own file cache.
 */
export default function config(phase: string): NextConfig {
  const clustered = phase === PHASE_PRODUCTION_SERVER && !!(process.env.REDIS_URL || process.env.DATABASE_URL);
  return withNextIntl({
    ...nextConfig,
    ...(clustered ? { cacheHandler: path.resolve('lib/server/cluster/nextCacheHandler.mjs') } : {}),
  });
}
