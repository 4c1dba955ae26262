// Codes and links the server sent, read where the end-to-end server delivers mail and SMS: the
// folder OUTBOX_DIR (scripts/e2e-server.mjs), one JSON file per message. The staff outbox API
// shows them masked.
import { readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

const dir = path.join(tmpdir(), `portal-e2e-outbox-${process.env.E2E_PORT ?? 3100}`);

/** `messageId`: the Message-ID SMTP would carry, the same on every try of one message. */
export type Dropped = { messageId: string; companyId: number; channel: string; recipient: string; subject: string; body: string; kind: string };

function messages(): Dropped[] {
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return names.map((n) => JSON.parse(readFileSync(path.join(dir, n), 'utf8')) as Dropped);
}

/** The newest message of a kind to a recipient, waiting for it to be delivered. */
export async function deliveredMessage(to: string, kind: string): Promise<Dropped> {
  let found: Dropped | undefined;
  await expect
    .poll(
      () => {
        found = messages()
          .reverse()
          .find((m) => m.kind === kind && m.recipient.toLowerCase() === to.toLowerCase());
        return !!found;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
