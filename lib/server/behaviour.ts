import 'server-only';
import type { BehaviourInput } from '../contracts/contacts';
import type { Db } from './db';
import { behaviourEvents } from './db/schema';

/** Stores one behaviour event of a company, for the user when logged in (visitors: userId null). */
export async function recordBehaviour(db: Db, companyId: number, userId: number | null, input: BehaviourInput): Promise<void> {
  await db.insert(behaviourEvents).values({ companyId, userId, type: input.type, data: input.data ?? {} });
}
