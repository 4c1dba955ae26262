import { z } from 'zod';

/**
 * The one place that reads process.env. Validated once, on first use.
 * NEXT_PUBLIC_* values are inlined into client bundles by Next, so they are read literally here.
 */
const serverSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().default('./.data/pg'),
  FILES_DIR: z.string().default('./.data/files'),
  DEFAULT_COMPANY_ID: z.coerce.number().int().positive().default(1),
  INTERNAL_ORIGIN: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('no-reply@localhost'),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  // Accounts: the seeded staff admin's password (dev default 'Staff123456' when unset), and the
  // WeChat open-platform login adapter, used instead of the built-in QR login when both keys are set.
  STAFF_ADMIN_PASSWORD: z.string().min(6).optional(),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  WECHAT_API_BASE: z.string().url().default('https://api.weixin.qq.com'),
  WECHAT_OPEN_BASE: z.string().url().default('https://open.weixin.qq.com'),
});

export type ServerEnv = z.infer<typeof serverSchema>;

let cached: ServerEnv | undefined;

export function env(): ServerEnv {
  if (!cached) {
    const parsed = serverSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Origin the server can reach itself on (used by proxy.ts for the host → company lookup). */
export function internalOrigin(): string {
  const e = env();
  return e.INTERNAL_ORIGIN ?? `http://127.0.0.1:${e.PORT}`;
}

// Kept in its own module so the browser bundle gets it without this file's zod schema.
export { publicEnv } from './publicEnv';
