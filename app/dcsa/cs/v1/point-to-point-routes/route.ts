// GET dcsaApi.csPointToPoint – the company's routings in DCSA Commercial Schedules 1.0.3, for customers' systems (API-Key header)
import type { PointToPointQuery } from '@/lib/contracts/dcsa';
import { dcsaApi } from '@/lib/endpoints/dcsa';
import { pointToPoint } from '@/lib/server/dcsaApi/cs';
import { dcsaHandler } from '@/lib/server/dcsaApi/handler';
import { otherMethods } from '@/lib/server/http';
import { scheduleIndex } from '@/lib/server/schedules';

export const GET = dcsaHandler<PointToPointQuery>(dcsaApi.csPointToPoint, async (ctx, q) => pointToPoint(await scheduleIndex(ctx.companyId), ctx.companyId, q, ctx.today));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(dcsaApi.csPointToPoint);
