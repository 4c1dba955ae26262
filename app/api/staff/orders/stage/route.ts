// POST staffApi.ordersStage – staff move an order to one of the 8 stages (bill no from B/L Confirm on); recorded, audited and mailed
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { setOrderStage } from '@/lib/server/orders';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.ordersStage, async (ctx, input) => {
  const data = await setOrderStage(ctx.db, { company: ctx.company, actor: actorOf(ctx) }, input);
  return { code: '1', data };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.ordersStage);
