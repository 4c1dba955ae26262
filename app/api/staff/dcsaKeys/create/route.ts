// POST staffApi.dcsaKeysCreate – issues an API key to a customer: answered in full this once, stored hashed; audited
import { actorOf } from '@/lib/server/audit';
import { createDcsaKey } from '@/lib/server/dcsaApi/keys';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.dcsaKeysCreate, async (ctx, input) => ({ code: '1', data: await createDcsaKey(ctx.db, actorOf(ctx), input) }));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.dcsaKeysCreate);
