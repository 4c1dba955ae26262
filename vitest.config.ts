import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}/` },
      // The real package throws outside a React Server Components build.
      { find: /^server-only$/, replacement: path.join(root, 'tests/setup/empty.ts') },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Vitest 4 dropped environmentMatchGlobs: pure rules run in node, and a component test
          // (.tsx) opts into jsdom with `// @vitest-environment jsdom` (the setup file insists).
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'lib/**/*.test.{ts,tsx}', 'components/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/unit.ts'],
          // Component tests type into antd forms with user-event: seconds on a busy 2-core machine.
          testTimeout: 20_000,
          // On CI a failing test runs once more: a test that fails twice fails the run, and the
          // summary of `npm test` names every test that failed.
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/setup/api-global.ts'],
          setupFiles: ['tests/setup/api.ts'],
          // One database per run, files one after another in one worker (the embedded database
          // is single-process, and opening it once keeps the run short). Modules are shared
          // between files, so a test file should not vi.mock an app module: use vi.spyOn and
          // restore it, and create its own companies (tests/api/helpers.ts) instead of reusing rows.
          fileParallelism: false,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
