// POST dcsaTntApi.notify – a carrier's push of Track & Trace events for one of the portal's event
// subscriptions: believed only with the subscription's Notification-Signature over the exact body,
// taken once; answers 204 as DCSA expects, 401 for a forged, unknown or replayed push, 400 for a
// signed body that is no list of DCSA events (lib/server/tracking/dcsa/subscriptions.ts).
import { NextResponse } from 'next/server';
import { dcsaTntApi } from '@/lib/endpoints/dcsaTnt';
import { getDb } from '@/lib/server/db';
import { otherMethods, routeHandler } from '@/lib/server/http';
import { log } from '@/lib/server/log';
import { receiveTntPush } from '@/lib/server/tracking/dcsa/subscriptions';

const MAX_BYTES = dcsaTntApi.notify.maxBytes!;

export const POST = routeHandler(dcsaTntApi.notify, async (req) => {
  if (Number(req.headers.get('content-length') ?? 0) > MAX_BYTES) return NextResponse.json({ message: 'body too large' }, { status: 413 });
  const body = await req.text();
  if (Buffer.byteLength(body) > MAX_BYTES) return NextResponse.json({ message: 'body too large' }, { status: 413 });
  const outcome = await receiveTntPush(await getDb(), { subscriptionId: req.headers.get('subscription-id'), signature: req.headers.get('notification-signature') }, body);
  if (outcome.status !== 204) {
    log.warn('tracking.carrierPush.refused', { status: outcome.status, reason: outcome.reason });
    return NextResponse.json({ message: outcome.status === 401 ? 'not believed' : 'not DCSA events' }, { status: outcome.status });
  }
  return new NextResponse(null, { status: 204 });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(dcsaTntApi.notify);
