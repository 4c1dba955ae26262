import { z } from 'zod';
import { parseTrustedProxies } from './proxy/forwarded.mjs';

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
  // Proxies whose X-Forwarded-For/-Host/-Proto the front server believes (addresses and CIDR
  // ranges, comma-separated; default none: the client is the connection's own address).
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .refine((v) => {
      try {
        parseTrustedProxies(v);
        return true;
      } catch {
        return false;
      }
    }, 'a comma-separated list of IP addresses and CIDR ranges'),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('no-reply@localhost'),
  // Development and end-to-end tests: every message (mail and SMS) is delivered as a JSON file into this folder.
  OUTBOX_DIR: z.string().optional(),
  // Rate alerts: a price change of more than this percentage (either way) is mailed to the lane's subscribers.
  RATE_ALERT_THRESHOLD_PERCENT: z.coerce.number().min(0).max(100).default(5),
  // Several instances (lib/server/cluster): Next's cache and the invalidation signals on Redis. Keys
  // and the pub/sub channel start with REDIS_PREFIX, so deployments (or test runs) can share a server.
  REDIS_URL: z.string().url().optional(),
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, _ . - (at most 64)').default('portal'),
  // /metrics (lib/server/ops) is served only to a request bearing this token (Authorization: Bearer …); unset: a 404.
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').regex(/^\S+$/, 'no spaces').optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  // Background jobs (lib/server/jobs): 'off' keeps this process from running any.
  JOBS: z.enum(['on', 'off']).default('on'),
  // Set by Next while it builds (no jobs then).
  NEXT_PHASE: z.string().optional(),
  // Accounts: the seeded staff admin's password (dev default 'Staff123456' when unset), and the
  // WeChat open-platform login adapter, used instead of the built-in QR login when both keys are set.
  STAFF_ADMIN_PASSWORD: z.string().min(6).optional(),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  WECHAT_API_BASE: z.string().url().default('https://api.weixin.qq.com'),
  WECHAT_OPEN_BASE: z.string().url().default('https://open.weixin.qq.com'),
  // WeChat Pay Native (APIv3) for spot-space payments, used instead of the sandbox wallet when the
  // six keys are set (all or none). The two keys are PEM text or the path of a PEM file.
  WECHATPAY_MCH_ID: z.string().optional(),
  WECHATPAY_APP_ID: z.string().optional(),
  WECHATPAY_API_V3_KEY: z.string().length(32, 'the APIv3 key has 32 characters').optional(),
  WECHATPAY_MCH_SERIAL_NO: z.string().optional(),
  WECHATPAY_PRIVATE_KEY: z.string().optional(),
  WECHATPAY_PLATFORM_KEY: z.string().optional(),
  // The platform certificate's serial or the WeChat Pay public key id a notification must name (optional).
  WECHATPAY_PLATFORM_SERIAL: z.string().optional(),
  WECHATPAY_API_BASE: z.string().url().default('https://api.mch.weixin.qq.com'),
  // Where WeChat Pay sends payment notifications (default: the reserving request's origin + /api/spot/wechatpay/notify).
  WECHATPAY_NOTIFY_URL: z.string().url().optional(),
  // The sandbox wallet (pays without money): 'sandbox' turns it on, 'off' off; unset, it is on
  // outside production only, so a production server without WeChat Pay refuses spot reservations.
  PAYMENTS: z.enum(['sandbox', 'off']).optional(),
  // Carrier secrets (DCSA): the key carrier connections' API keys and OAuth2 client secrets, and the
  // signing secrets of Track & Trace subscriptions, are encrypted
  // with: 32 bytes as 64 hex characters. The server refuses to start with connections but no key.
  CARRIER_SECRET_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, '32 bytes as 64 hex characters (openssl rand -hex 32)')
    .optional(),
  // The built-in demo carrier (/api/demo-carrier/…, a DCSA mock): 'on' serves it and the seed connects
  // the default company to it. npm start turns it on; off unless set.
  DEMO_CARRIER: z.enum(['on', 'off']).default('off'),
}).refine(
  (e) => {
    const keys = [e.WECHATPAY_MCH_ID, e.WECHATPAY_APP_ID, e.WECHATPAY_API_V3_KEY, e.WECHATPAY_MCH_SERIAL_NO, e.WECHATPAY_PRIVATE_KEY, e.WECHATPAY_PLATFORM_KEY];
    return keys.every(Boolean) || !keys.some(Boolean);
  },
  { message: 'WECHATPAY_MCH_ID, WECHATPAY_APP_ID, WECHATPAY_API_V3_KEY, WECHATPAY_MCH_SERIAL_NO, WECHATPAY_PRIVATE_KEY and WECHATPAY_PLATFORM_KEY are set together or not at all', path: ['WECHATPAY_MCH_ID'] },
);

export type ServerEnv = z.infer<typeof serverSchema>;

let cached: ServerEnv | undefined;

export function env(): ServerEnv {
  if (!cached) {
    // A variable set to the empty string counts as unset (`FOO=` in a shell, `${FOO:-}` in compose.yaml).
    const given = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''));
    const parsed = serverSchema.safeParse(given);
    if (!parsed.success) {
      throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
    }
    cached = parsed.data;
  }
  return cached;
}

// Kept in its own module so the browser bundle gets it without this file's zod schema.
export { publicEnv } from './publicEnv';
