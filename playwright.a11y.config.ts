import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The accessibility suites (tests/a11y): axe over every screen of the registry and the keyboard-only
// walks, on the e2e tier's production build and server (playwright.config.ts). `npm run test:a11y`.
// Not yet part of `npm test`: they still find violations (see the README's "Accessibility").
export default defineConfig({
  ...base,
  testDir: 'tests/a11y',
  reporter: [['list'], ['json', { outputFile: process.env.PW_JSON_FILE ?? 'playwright-report/a11y.json' }]],
});
