// GET /webuser/qrLogin/status – the desktop's poll; once confirmed, its own session arrives in Set-Cookie (never in JSON)
import { qrTicketQuery } from '@/lib/contracts/account';
import { apiHandler } from '@/lib/server/http';
import { pollTicket } from '@/lib/server/qrLogin';
import { LIMITS } from '@/lib/server/rateLimit';

export const GET = apiHandler({ role: 'visitor', input: qrTicketQuery, source: 'query', rateLimit: [LIMITS.qrPollIp] }, (ctx, input) =>
  pollTicket(ctx, input.ticket),
);
