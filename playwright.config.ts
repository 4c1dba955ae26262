import { defineConfig, devices } from '@playwright/test';

// 3100 unless E2E_PORT says otherwise (two runs on one machine need two ports).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const CI = !!process.env.CI;

// Debian chromium only: Playwright never downloads a browser here.
const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  // the end-to-end specs and the accessibility suites (axe over every screen, keyboard-only walks)
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'a11y/**/*.spec.ts'],
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // `list` for people; the JSON file for scripts/test-all.mjs (its path can be chosen with PW_JSON_FILE).
  reporter: [['list'], ['json', { outputFile: process.env.PW_JSON_FILE ?? 'playwright-report/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    locale: 'zh-CN',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: {
    // Builds .next-test when needed, migrates and seeds a fresh PGlite folder, then the front server.
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/`,
    // PAYMENTS: the spot specs pay with the sandbox wallet (scripts/e2e-server.mjs sets it too)
    env: { PORT: String(PORT), NEXT_DIST_DIR: '.next-test', PAYMENTS: 'sandbox' },
    reuseExistingServer: false,
    timeout: 15 * 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
