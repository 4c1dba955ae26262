// GET webtrackingApi.subscriptions – the caller's tracking subscriptions
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listTrackingSubscriptions } from '@/lib/server/tracking';
import { webtrackingApi } from '@/lib/endpoints/webtracking';

export const GET = apiHandler(webtrackingApi.subscriptions, async ({ company, db, session }) => {
  const rows = await listTrackingSubscriptions(db, company.companyId, session.userId);
  return { code: '1', rows, total: rows.length };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webtrackingApi.subscriptions);
