// POST staffApi.salesContactsSave – creates or updates a sales contact (and the default customer-service contact)
import { actorOf } from '@/lib/server/audit';
import { saveSalesContact } from '@/lib/server/customers';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.salesContactsSave, async (ctx, input) => ({
  code: '1',
  data: await saveSalesContact(ctx.db, actorOf(ctx), input),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.salesContactsSave);
