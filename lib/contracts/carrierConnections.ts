import { z } from 'zod';
import { idField } from './fields';
import { okEnvelope, rowsEnvelope } from './envelope';

/** The DCSA interfaces a connection may use: Commercial Schedules, Track & Trace. */
export const CARRIER_APIS = ['CS', 'TNT'] as const;
export const AUTH_KINDS = ['apiKey', 'oauth2'] as const;
/** Schedule horizon the console offers, in weeks. */
export const MAX_HORIZON_WEEKS = 26;

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .url()
  .refine((u) => /^https?:\/\//.test(u), { message: 'url' })
  .transform((u) => u.replace(/\/+$/, ''));

// POST /staff/carrierConnections/save – create (no id) or change a connection; the secret is
// required when creating or switching authentication, optional (kept) otherwise.
export const carrierConnectionInput = z
  .object({
    id: idField.optional(),
    carrierId: idField,
    baseUrl: httpUrl,
    authKind: z.enum(AUTH_KINDS),
    apiKeyHeader: z.string().trim().max(64).regex(/^[A-Za-z0-9-]*$/).default(''),
    tokenUrl: z.union([httpUrl, z.literal('')]).default(''),
    clientId: z.string().trim().max(200).default(''),
    scope: z.string().trim().max(200).default(''),
    /** The API key or client secret; empty keeps the stored one */
    secret: z.string().max(2000).default(''),
    apis: z.array(z.enum(CARRIER_APIS)).min(1).max(2),
    horizonWeeks: z.coerce.number().int().min(1).max(MAX_HORIZON_WEEKS).default(6),
    enabled: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.authKind === 'apiKey' && !v.apiKeyHeader) ctx.addIssue({ code: 'custom', path: ['apiKeyHeader'], message: 'required' });
    if (v.authKind === 'oauth2' && !v.tokenUrl) ctx.addIssue({ code: 'custom', path: ['tokenUrl'], message: 'required' });
    if (v.authKind === 'oauth2' && !v.clientId) ctx.addIssue({ code: 'custom', path: ['clientId'], message: 'required' });
  });
export type CarrierConnectionInput = z.output<typeof carrierConnectionInput>;
/** What the console's form sends. */
export type CarrierConnectionForm = z.input<typeof carrierConnectionInput>;

/** A connection as the console sees it: never the secret, only its last four characters. */
export const carrierConnectionRow = z.object({
  id: z.number().int(),
  carrier: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  baseUrl: z.string(),
  authKind: z.enum(AUTH_KINDS),
  apiKeyHeader: z.string(),
  tokenUrl: z.string(),
  clientId: z.string(),
  scope: z.string(),
  secretHint: z.string(),
  apis: z.array(z.enum(CARRIER_APIS)),
  horizonWeeks: z.number().int(),
  enabled: z.boolean(),
  lastRunAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastStatus: z.string(),
  lastMessage: z.string(),
  /** Sailings it brought that are in the schedules now */
  sailings: z.number().int(),
});
export type CarrierConnectionRow = z.infer<typeof carrierConnectionRow>;
export const carrierConnectionList = rowsEnvelope(carrierConnectionRow);
export const carrierConnectionAnswer = okEnvelope(carrierConnectionRow);

export const connectionIdInput = z.object({ id: idField });
export const queuedAnswer = okEnvelope(z.object({ jobId: z.number().int() }));
export const deletedAnswer = okEnvelope(z.object({ id: z.number().int() }));

// GET /staff/carrierConnections/carriers – the carriers a connection may be made to (reference data)
export const connectableCarrier = z.object({ id: z.number().int(), code: z.string(), nameCn: z.string(), nameEn: z.string() });
export type ConnectableCarrier = z.infer<typeof connectableCarrier>;
export const connectableCarrierList = rowsEnvelope(connectableCarrier);

// Keys of the portal's own DCSA endpoints (/dcsa/cs/v1/…), one per customer system (permission customers).
// POST /staff/dcsaKeys/create – a name for the customer's system and the customer account it is for
export const dcsaKeyInput = z.object({ name: z.string().trim().min(1).max(100), userId: idField });
export type DcsaKeyInput = z.output<typeof dcsaKeyInput>;
export type DcsaKeyForm = z.input<typeof dcsaKeyInput>;
export const dcsaKeyRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the customer account: its name or enterprise, and how to reach it */
  customer: z.object({ id: z.number().int(), name: z.string(), contact: z.string() }),
  /** the key's first characters (dcsa_ and 8 more), to tell keys apart */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type DcsaKeyRow = z.infer<typeof dcsaKeyRow>;
export const dcsaKeyList = rowsEnvelope(dcsaKeyRow);
/** The new key in full, shown this once. */
export const dcsaKeyCreated = okEnvelope(dcsaKeyRow.extend({ key: z.string() }));
export const dcsaKeyAnswer = okEnvelope(dcsaKeyRow);
// POST /staff/dcsaKeys/revoke – the key stops working at once; the row stays for the record
export const dcsaKeyIdInput = z.object({ id: idField });
