// POST staffApi.trackingShipment – create or update a bill of lading with its containers (permission tracking); audited
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { saveShipment } from '@/lib/server/tracking/staff';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.trackingShipment, async (ctx, input) => ({
  code: '1',
  data: { id: await saveShipment(ctx.db, actorOf(ctx), input) },
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.trackingShipment);
