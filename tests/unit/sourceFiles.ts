import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file below `dir` whose name matches `pattern` (TypeScript sources by default). */
export function sourceFiles(dir: string, pattern = /\.(ts|tsx)$/): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p, pattern);
    return pattern.test(name) ? [p] : [];
  });
}
