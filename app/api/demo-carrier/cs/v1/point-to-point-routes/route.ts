// GET demoCarrierApi.csPointToPoint – the demo carrier's DCSA Commercial Schedules routings (DEMO_CARRIER=on only)
import { NextResponse } from 'next/server';
import { csError, DEMO_API_KEY, demoP2PAnswer } from '@/lib/dcsa/demo/cs';
import { env } from '@/lib/env';
import { otherMethods, routeHandler } from '@/lib/server/http';
import { demoCarrierApi } from '@/lib/endpoints/demoCarrier';

export const GET = routeHandler(demoCarrierApi.csPointToPoint, async (req) => {
  const path = new URL(req.url).pathname;
  if (env().DEMO_CARRIER !== 'on') return NextResponse.json({ code: '0', message: 'Not found' }, { status: 404 });
  if (req.headers.get('api-key') !== DEMO_API_KEY) return NextResponse.json(csError(401, 'Unauthorized', path, 'API-Key header missing or wrong'), { status: 401 });
  const a = demoP2PAnswer(new URL(req.url).searchParams, path);
  return NextResponse.json(a.body, { status: a.status, headers: a.headers });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(demoCarrierApi.csPointToPoint);
