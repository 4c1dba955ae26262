// GET webuserApi.qrLoginInfo – (logged-in phone) which browser asks to log in: device, address, time; marks the ticket scanned
import { apiHandler, otherMethods } from '@/lib/server/http';
import { ticketInfo } from '@/lib/server/qrLogin';
import { webuserApi } from '@/lib/endpoints/webuser';

export const GET = apiHandler(
  webuserApi.qrLoginInfo,
  (ctx, input) => ticketInfo(ctx.db, { companyId: ctx.company.companyId, locale: ctx.locale, ticket: input.ticket }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webuserApi.qrLoginInfo);
