// GET dcsaTntApi.demoEvents – the built-in demo carrier's DCSA GET /v2/events (DEMO_CARRIER=on only).
import { dcsaTntApi } from '@/lib/endpoints/dcsaTnt';
import { otherMethods, routeHandler } from '@/lib/server/http';
import { serveDemoTnt } from '@/lib/server/tracking/dcsa/demoCarrier';

export const GET = routeHandler(dcsaTntApi.demoEvents, (req) => serveDemoTnt(req, '/v2/events'));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(dcsaTntApi.demoEvents);
