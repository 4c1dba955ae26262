// GET weborderApi.orderSearch?no= – an order by order no or bill no: everything for its owner, numbers, stage and
// dates for anyone else (also from other sites: the public view is served with CORS *, without cookies)
import { apiHandler, otherMethods } from '@/lib/server/http';
import { searchOrder } from '@/lib/server/orders';
import { NextResponse } from 'next/server';
import { weborderApi } from '@/lib/endpoints/weborder';

export const GET = apiHandler(weborderApi.orderSearch, async ({ db, company, session, locale }, input) => {
  const data = await searchOrder(db, { companyId: company.companyId, userId: session?.userId ?? null, locale }, input.no);
  const res = NextResponse.json({ code: '1', data });
  // Another site's page may call it; a browser sends no cookie with a wildcard origin, so it gets the public view.
  res.headers.set('access-control-allow-origin', '*');
  res.headers.set('cache-control', 'private, no-store');
  return res;
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(weborderApi.orderSearch);
