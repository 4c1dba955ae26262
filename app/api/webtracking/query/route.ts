// GET webtrackingApi.query – track a bill of lading, container (ISO 6346 checked) or LCL house bill of this company
import { ApiError } from '@/lib/server/errors';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { track } from '@/lib/server/tracking';
import { webtrackingApi } from '@/lib/endpoints/webtracking';

// The session only adds the caller's subscription time; per-address limit against walking numbers.
export const GET = apiHandler(
  webtrackingApi.query,
  async ({ company, db, session }, input) => {
    const data = await track(db, company.companyId, input, session?.userId ?? null);
    if (!data) throw new ApiError(404, 'trackingNotFound');
    return { code: '1', data };
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webtrackingApi.query);
