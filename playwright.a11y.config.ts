import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The accessibility suites alone (tests/a11y: axe over every screen of the registry and the
// keyboard-only walks), on the e2e tier's production build and server (playwright.config.ts, whose
// run includes them). `npm run test:a11y`.
export default defineConfig({
  ...base,
  testDir: 'tests/a11y',
  testMatch: '**/*.spec.ts',
  reporter: [['list'], ['json', { outputFile: process.env.PW_JSON_FILE ?? 'playwright-report/a11y.json' }]],
});
