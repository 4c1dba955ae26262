import 'server-only';
import { ilike, or, type Column, type SQL } from 'drizzle-orm';

/** `%text%` for (I)LIKE, with the wildcards and the escape character in `text` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Any of the columns contains `text`, ignoring case; no condition when there is no text. */
export function anyContains(text: string | null | undefined, columns: (Column | SQL)[]): SQL | undefined {
  if (!text) return undefined;
  const like = containsPattern(text);
  return or(...columns.map((column) => ilike(column, like)));
}
