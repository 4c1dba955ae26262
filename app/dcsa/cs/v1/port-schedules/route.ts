// GET dcsaApi.csPortSchedules – the vessels calling a port in the week from a date, in DCSA Commercial Schedules 1.0.3 (API-Key header)
import type { PortSchedulesQuery } from '@/lib/contracts/dcsa';
import { dcsaApi } from '@/lib/endpoints/dcsa';
import { portSchedules } from '@/lib/server/dcsaApi/cs';
import { dcsaHandler } from '@/lib/server/dcsaApi/handler';
import { otherMethods } from '@/lib/server/http';
import { scheduleIndex } from '@/lib/server/schedules';

export const GET = dcsaHandler<PortSchedulesQuery>(dcsaApi.csPortSchedules, async (ctx, q) => portSchedules(await scheduleIndex(ctx.companyId), ctx.companyId, q));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(dcsaApi.csPortSchedules);
