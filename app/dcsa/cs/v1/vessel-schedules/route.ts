// GET dcsaApi.csVesselSchedules – voyages of a service, vessel or voyage number with their calls, in DCSA Commercial Schedules 1.0.3 (API-Key header)
import type { VesselSchedulesQuery } from '@/lib/contracts/dcsa';
import { dcsaApi } from '@/lib/endpoints/dcsa';
import { vesselSchedules } from '@/lib/server/dcsaApi/cs';
import { dcsaHandler } from '@/lib/server/dcsaApi/handler';
import { otherMethods } from '@/lib/server/http';
import { scheduleIndex } from '@/lib/server/schedules';

export const GET = dcsaHandler<VesselSchedulesQuery>(dcsaApi.csVesselSchedules, async (ctx, q) => vesselSchedules(await scheduleIndex(ctx.companyId), ctx.companyId, q, ctx.today));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(dcsaApi.csVesselSchedules);
