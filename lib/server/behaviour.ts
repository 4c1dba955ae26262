import 'server-only';
import type { BehaviourInput } from '../contracts/contacts';
import { getDb } from './db';
import { behaviourEvents } from './db/schema';

/** Stores one behaviour event of a company, for the user when logged in (visitors: userId null). */
export async function recordBehaviour(companyId: number, userId: number | null, input: BehaviourInput): Promise<void> {
  const db = await getDb();
  await db.insert(behaviourEvents).values({ companyId, userId, type: input.type, data: input.data ?? {} });
}
