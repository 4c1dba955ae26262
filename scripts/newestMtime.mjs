import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The latest modification time (ms) of a file or of anything below a folder; 0 when it does not exist. */
export function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of readdirSync(p)) max = Math.max(max, newestMtime(path.join(p, e)));
  return max;
}
