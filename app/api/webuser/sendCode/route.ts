// POST webuserApi.sendCode – sends a one-time code by SMS or mail (outbox): 'register' for visitors, 'contact' (a new
// login phone or email) for a logged-in user. The same answer for registered and unregistered addresses; rate-limited
// per address here, per number and per company in the service.
import { sendCode } from '@/lib/server/accounts';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { webuserApi } from '@/lib/endpoints/webuser';

export const POST = apiHandler(webuserApi.sendCode, (ctx, input) =>
  sendCode(ctx.db, { company: ctx.company, locale: ctx.locale, userId: ctx.session?.userId ?? null }, input),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webuserApi.sendCode);
