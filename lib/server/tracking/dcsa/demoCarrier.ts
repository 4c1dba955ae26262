import 'server-only';
import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import { demoJourney, TntMockCarrier } from '../../../dcsa/demo/tnt';
import { env } from '../../../env';

/*
 * The built-in demo carrier (DEMO_CARRIER=on): Hapag-Lloyd's Track & Trace with one shipment on
 * the water, dated from today, served by the app itself so `npm start` shows a bill whose events came
 * through the DCSA adapter. One per process; off (404) unless the demo is on.
 */

const g = globalThis as unknown as { __demoTntCarrier?: TntMockCarrier };
const carrier = () => (g.__demoTntCarrier ??= new TntMockCarrier((now) => [demoJourney(now)]));

/** Answers a request to the demo carrier's TNT (the path after the demo's base). */
export async function serveDemoTnt(req: NextRequest, path: string): Promise<Response> {
  if (env().DEMO_CARRIER !== 'on') return NextResponse.json({ message: 'not found' }, { status: 404 });
  let body: unknown = undefined;
  if (req.method === 'POST') {
    try {
      body = await req.json();
    } catch {
      body = undefined;
    }
  }
  const headers: Record<string, string> = {};
  req.headers.forEach((v, k) => (headers[k] = v));
  const answer = await carrier().handle({ method: req.method, path, query: Object.fromEntries(req.nextUrl.searchParams), headers, body });
  return new NextResponse(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status, headers: answer.headers });
}
