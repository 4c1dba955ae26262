import type { Config } from 'drizzle-kit';

export default {
  schema: './lib/server/db/schema/index.ts',
  out: './drizzle',
  dialect: 'postgresql',
} satisfies Config;
