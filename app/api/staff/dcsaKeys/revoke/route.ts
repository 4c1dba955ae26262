// POST staffApi.dcsaKeysRevoke – revokes an API key of the DCSA endpoints; audited
import { actorOf } from '@/lib/server/audit';
import { revokeDcsaKey } from '@/lib/server/dcsaApi/keys';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.dcsaKeysRevoke, async (ctx, input) => ({ code: '1', data: await revokeDcsaKey(ctx.db, actorOf(ctx), input.id) }));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.dcsaKeysRevoke);
