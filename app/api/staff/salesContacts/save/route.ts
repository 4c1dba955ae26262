// POST /staff/salesContacts/save – creates or updates a sales contact (and the default customer-service contact)
import { salesContactInput } from '@/lib/contracts/customers';
import { actorOf } from '@/lib/server/audit';
import { saveSalesContact } from '@/lib/server/customers';
import { apiHandler, otherMethods } from '@/lib/server/http';

export const POST = apiHandler({ role: 'staff', permission: 'customers', input: salesContactInput }, async (ctx, input) => ({
  code: '1',
  data: await saveSalesContact(ctx.db, actorOf(ctx), input),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
