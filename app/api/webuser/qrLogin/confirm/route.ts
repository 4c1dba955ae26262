// POST webuserApi.qrLoginConfirm – (logged-in phone) approves or rejects the desktop's QR login
import { apiHandler, otherMethods } from '@/lib/server/http';
import { confirmTicket } from '@/lib/server/qrLogin';
import { webuserApi } from '@/lib/endpoints/webuser';

export const POST = apiHandler(
  webuserApi.qrLoginConfirm,
  (ctx, input) => confirmTicket(ctx.db, { companyId: ctx.company.companyId, userId: ctx.session.userId }, input),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webuserApi.qrLoginConfirm);
