// POST /staff/tracking/shipment – create or update a bill of lading with its containers (permission tracking)
import { staffShipmentInput } from '@/lib/contracts/tracking';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { saveShipment } from '@/lib/server/tracking/staff';

export const POST = apiHandler({ role: 'staff', permission: 'tracking', input: staffShipmentInput }, async ({ company, db }, input) => ({
  code: '1',
  data: { id: await saveShipment(db, company.companyId, input) },
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
