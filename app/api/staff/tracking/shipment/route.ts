// POST /staff/tracking/shipment – create or update a bill of lading with its containers (permission tracking); audited
import { staffShipmentInput } from '@/lib/contracts/tracking';
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { saveShipment } from '@/lib/server/tracking/staff';

export const POST = apiHandler({ role: 'staff', permission: 'tracking', input: staffShipmentInput }, async (ctx, input) => ({
  code: '1',
  data: { id: await saveShipment(ctx.db, actorOf(ctx), input) },
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
