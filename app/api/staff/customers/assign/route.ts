// POST staffApi.customersAssign – sets (or clears) a customer's sales contact
import { actorOf } from '@/lib/server/audit';
import { assignSalesContact } from '@/lib/server/customers';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.customersAssign, async (ctx, input) => ({
  code: '1',
  data: await assignSalesContact(ctx.db, actorOf(ctx), input),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.customersAssign);
