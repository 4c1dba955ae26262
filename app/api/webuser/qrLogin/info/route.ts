// GET /webuser/qrLogin/info – (logged-in phone) which browser asks to log in: device, address, time; marks the ticket scanned
import { qrTicketQuery } from '@/lib/contracts/account';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { ticketInfo } from '@/lib/server/qrLogin';
import { LIMITS } from '@/lib/server/rateLimit';

export const GET = apiHandler(
  {
    role: 'user',
    input: qrTicketQuery,
    source: 'query',
    rateLimit: [{ ...LIMITS.qrConfirmUser, key: (_input, ctx) => `user:${ctx.session.userId}` }],
  },
  (ctx, input) => ticketInfo(ctx.db, { companyId: ctx.company.companyId, locale: ctx.locale, ticket: input.ticket }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
