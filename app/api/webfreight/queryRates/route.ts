// GET webfreightApi.queryRates – rate search (LCL, FCL, air, spot) by lane, carrier, weekday, DIR/VIA and validity, sorted and paged.
// Everyone gets lanes, carriers and schedules; price fields only a caller with full rate access (spec §6).
// Answered on the front server's fast path (lib/server/fastApi.ts); the answer's rows come from their cached JSON.
import { apiHandler, otherMethods } from '@/lib/server/http';
import { searchRatesJson } from '@/lib/server/rates';
import { webfreightApi } from '@/lib/endpoints/webfreight';

export const GET = apiHandler(webfreightApi.queryRates, async ({ db, company, session, t }, input) =>
  new Response(await searchRatesJson(db, { company, session, t }, input), { headers: { 'content-type': 'application/json' } }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webfreightApi.queryRates);
