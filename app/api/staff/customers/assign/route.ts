// POST /staff/customers/assign – sets (or clears) a customer's sales contact
import { assignInput } from '@/lib/contracts/customers';
import { actorOf } from '@/lib/server/audit';
import { assignSalesContact } from '@/lib/server/customers';
import { apiHandler, otherMethods } from '@/lib/server/http';

export const POST = apiHandler({ role: 'staff', permission: 'customers', input: assignInput }, async (ctx, input) => ({
  code: '1',
  data: await assignSalesContact(ctx.db, actorOf(ctx), input),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
