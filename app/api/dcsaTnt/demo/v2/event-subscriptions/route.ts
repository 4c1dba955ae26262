// POST dcsaTntApi.demoSubscriptions – the built-in demo carrier's DCSA POST /v2/event-subscriptions
// (DEMO_CARRIER=on only; the demo carrier takes subscriptions but pushes nothing).
import { dcsaTntApi } from '@/lib/endpoints/dcsaTnt';
import { otherMethods, routeHandler } from '@/lib/server/http';
import { serveDemoTnt } from '@/lib/server/tracking/dcsa/demoCarrier';

export const POST = routeHandler(dcsaTntApi.demoSubscriptions, (req) => serveDemoTnt(req, '/v2/event-subscriptions'));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(dcsaTntApi.demoSubscriptions);
