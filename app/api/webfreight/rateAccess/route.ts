// GET webfreightApi.rateAccess – what the caller may see of rates (spec §6 gate) and their sales contact, before any search.
import { apiHandler, otherMethods } from '@/lib/server/http';
import { rateGateOf } from '@/lib/server/rates';
import { webfreightApi } from '@/lib/endpoints/webfreight';

export const GET = apiHandler(webfreightApi.rateAccess, async ({ db, company, session, t }) => rateGateOf(db, { company, session, t }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webfreightApi.rateAccess);
