// POST webtrackingApi.pause – pause or resume one of the caller's tracking subscriptions (anyone else's id: 404)
import { apiHandler, otherMethods } from '@/lib/server/http';
import { pauseTracking } from '@/lib/server/tracking';
import { webtrackingApi } from '@/lib/endpoints/webtracking';

export const POST = apiHandler(webtrackingApi.pause, async ({ company, db, session, t }, input) => ({
  code: '1',
  message: t(input.paused ? 'trackingPaused' : 'trackingResumed'),
  data: await pauseTracking(db, company.companyId, session.userId, input.id, input.paused),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webtrackingApi.pause);
