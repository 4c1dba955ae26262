import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '../env';
import { outboxMessageId } from './mail';
import type { DeliveryAdapter } from './outboxTypes';

/**
 * Development and end-to-end tests (OUTBOX_DIR): every message, mail and SMS alike, is delivered by
 * writing it as one JSON file into a folder on this machine, where a developer or a test reads the
 * codes and links it carries — the staff outbox shows them masked (./outboxMask.ts).
 */
export function dropAdapter(dir: string): DeliveryAdapter {
  return async (message) => {
    await mkdir(dir, { recursive: true });
    const name = `${String(Date.now()).padStart(15, '0')}-${randomBytes(4).toString('hex')}.json`;
    const { id, companyId, channel, recipient, subject, body, kind } = message;
    // the Message-ID SMTP would carry: a message dropped twice (delivery is at least once) is recognisable
    const messageId = outboxMessageId({ id, companyId }, env().SMTP_FROM);
    // written aside, then renamed into place: a reader never sees half a message
    const aside = path.join(dir, `.${name}.part`);
    await writeFile(aside, JSON.stringify({ messageId, companyId, channel, recipient, subject: subject ?? '', body, kind }), { mode: 0o600 });
    await rename(aside, path.join(dir, name));
  };
}

export function configuredDropAdapter(): DeliveryAdapter | null {
  const dir = env().OUTBOX_DIR;
  return dir ? dropAdapter(path.resolve(/*turbopackIgnore: true*/ dir)) : null;
}
