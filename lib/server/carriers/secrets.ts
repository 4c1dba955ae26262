// No 'server-only' here: the seed (scripts run by tsx) stores the demo carrier's key with it too.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { env } from '../../env';

/*
 * Carrier secrets at rest (connections' API keys and client secrets, the signing secret of each
 * Track & Trace subscription): AES-256-GCM with CARRIER_SECRET_KEY, stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url). The clear secret lives only in memory while a request
 * is made; the console shows its last four characters, logs never see it.
 */

export class MissingSecretKeyError extends Error {
  constructor() {
    super('CARRIER_SECRET_KEY is not set: carrier connections cannot be stored or used (openssl rand -hex 32)');
  }
}

function key(hex = env().CARRIER_SECRET_KEY): Buffer {
  if (!hex) throw new MissingSecretKeyError();
  return Buffer.from(hex, 'hex');
}

export function encryptSecret(secret: string, keyHex?: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(keyHex), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export function decryptSecret(stored: string, keyHex?: string): string {
  const [v, iv, tag, data] = stored.split('.');
  if (v !== 'v1' || !iv || !tag || data === undefined) throw new Error('carrier secret: unknown format');
  const decipher = createDecipheriv('aes-256-gcm', key(keyHex), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** What the console shows of a secret: its last four characters. */
export const secretHint = (secret: string) => (secret.length > 8 ? secret.slice(-4) : '');

/** Whether secrets can be stored at all (CARRIER_SECRET_KEY is set). */
export const canStoreSecrets = () => !!env().CARRIER_SECRET_KEY;

/** The secret, or null when it cannot be read (no key, another key, or altered). */
export function readSecret(stored: string): string | null {
  try {
    return decryptSecret(stored);
  } catch {
    return null;
  }
}
