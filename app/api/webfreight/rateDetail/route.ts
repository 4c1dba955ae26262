// GET /webfreight/rateDetail – one rate of this company; prices and the 90-day price history (history=1) only with full rate access.
import { z } from 'zod';
import { rateDetailInput } from '@/lib/contracts/rates';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { rateDetail } from '@/lib/server/rates';

const input = rateDetailInput.extend({ history: z.enum(['0', '1']).default('0') });

export const GET = apiHandler({ role: 'visitor', input, source: 'query' }, async ({ db, company, session, t }, q) =>
  rateDetail(db, { company, session, t }, q.id, q.history === '1'),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
