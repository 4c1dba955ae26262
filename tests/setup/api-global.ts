// Global setup of the `api` project: ONE fresh database per run. PGlite in a new temp folder unless
// DATABASE_URL names a PostgreSQL database (CI creates and drops a fresh one around the run).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDir: string;
  }
}

export default function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteDir', '');
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-api-pg-'));
  project.provide('pgliteDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
