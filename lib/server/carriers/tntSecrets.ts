import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { env } from '../../env';

/*
 * Carrier secrets at rest (a Track & Trace subscription's signing secret): AES-256-GCM under
 * CARRIER_SECRETS_KEY, stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). Without the key no
 * secret can be stored or read, so nothing that needs one is set up.
 */

const PREFIX = 'v1';

function key(): Buffer | null {
  const k = env().CARRIER_SECRETS_KEY;
  return k ? Buffer.from(k, 'base64') : null;
}

/** Whether secrets can be stored (CARRIER_SECRETS_KEY is set). */
export const canStoreSecrets = () => key() !== null;

export function encryptSecret(plain: string): string {
  const k = key();
  if (!k) throw new Error('CARRIER_SECRETS_KEY is not set');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', k, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [PREFIX, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** The secret, or null when it cannot be read (no key, another key, or altered). */
export function decryptSecret(stored: string): string | null {
  const k = key();
  const [prefix, iv, tag, data] = stored.split('.');
  if (!k || prefix !== PREFIX || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', k, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
