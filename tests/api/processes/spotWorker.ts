// One more server process on the same PostgreSQL database, for tests/api/spotProcesses.test.ts:
// started as a child process (node --import tsx --import ./register.mjs), it opens its own
// connection pool, says "ready", waits for "go" on stdin so both processes start together, runs
// its reservations (or window closings) concurrently through the services the route handlers call,
// and prints one JSON line of results.
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { ZodError } from 'zod';
import type { CompanySettings } from '../../../lib/contracts/company';
import { openDatabase } from '../../../lib/server/db/open';
import { ApiError } from '../../../lib/server/errors';
import { expireDueReservations, expireReservation, reserve } from '../../../lib/server/spot';

type Task =
  | { kind: 'reserve'; company: CompanySettings; offerId: number; quantity: number; users: { userId: number; name: string }[] }
  | { kind: 'expire'; ids: number[]; now: string };

const pdf = () => {
  const bytes = new Uint8Array(2048).fill(0x20);
  bytes.set([...Buffer.from('%PDF-1.7\n')], 0);
  return new File([bytes], '委托书.pdf', { type: 'application/pdf' });
};

async function main() {
  const task = JSON.parse(process.argv[2] ?? '{}') as Task;
  const db = await openDatabase();
  await db.execute(sql`select 1`);
  process.stdout.write('ready\n');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) if (line.trim() === 'go') break;
  lines.close();
  let results: unknown[];
  if (task.kind === 'reserve') {
    results = await Promise.all(
      task.users.map(async (u) => {
        try {
          const r = await reserve(
            db,
            { company: task.company, userId: u.userId, userName: u.name, locale: 'cn', site: 'http://127.0.0.1' },
            { offerId: task.offerId, quantity: task.quantity, contactName: '李敏', contactCompany: '宁波海星家居用品有限公司', contactPhone: '13912345678' },
            pdf(),
          );
          return { ok: true, id: r.id, pid: process.pid };
        } catch (error) {
          // a refusal must be the quantity's field error (not enough left); anything else is reported as it is
          const key = error instanceof ZodError ? `${error.issues[0]?.path.join('.')}:${error.issues[0]?.message}` : error instanceof ApiError ? error.messageKey : String(error);
          return { ok: false, key };
        }
      }),
    );
  } else {
    const now = new Date(task.now);
    results = await Promise.all([...task.ids.map((id) => expireReservation(db, id, now)), expireDueReservations(db, now)]);
  }
  process.stdout.write(`${JSON.stringify({ pid: process.pid, results })}\n`);
  await db.$close();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
