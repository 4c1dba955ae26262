// GET /webfreight/queryRates – rate search (LCL, FCL, air, spot) by lane, carrier, weekday, DIR/VIA and validity, sorted and paged.
// Everyone gets lanes, carriers and schedules; price fields only a caller with full rate access (spec §6).
import { rateSearchInput } from '@/lib/contracts/rates';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { searchRates } from '@/lib/server/rates';

export const GET = apiHandler({ role: 'visitor', input: rateSearchInput, source: 'query' }, async ({ db, company, session, t }, input) =>
  searchRates(db, { company, session, t }, input),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
