import { rmSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { APP_PORT, NGINX, NGINX_PORT, OUTBOX } from './tests/cluster/topology';

// The cluster tier (scripts/test-all.mjs): two instances of the production build in .next-test (the
// build the e2e tier made) on a fresh PostgreSQL database and a fresh Redis key prefix, behind nginx,
// all started by scripts/cluster.mjs and removed again when the run ends. Tests in tests/cluster.
const CI = !!process.env.CI;
rmSync(OUTBOX, { recursive: true, force: true });

const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: 'tests/cluster',
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PW_JSON_FILE ?? 'playwright-report/cluster.json' }]],
  use: { baseURL: NGINX, trace: 'retain-on-failure', locale: 'zh-CN' },
  projects: [{ name: 'cluster', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: {
    command: `node scripts/cluster.mjs --instances 2 --port ${NGINX_PORT} --app-port ${APP_PORT} --dist .next-test --fresh-db --fresh-redis`,
    url: `${NGINX}/`,
    env: {
      // the server of the fresh database, and the Redis the instances share (a fresh key prefix)
      DATABASE_URL: process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      // CLUSTER_REDIS_URL= (empty) runs the same tests on PostgreSQL LISTEN/NOTIFY alone
      REDIS_URL: process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/1',
      OUTBOX_DIR: OUTBOX,
      PAYMENTS: 'sandbox',
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    timeout: 15 * 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});
