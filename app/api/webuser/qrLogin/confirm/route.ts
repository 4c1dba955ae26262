// POST /webuser/qrLogin/confirm – (logged-in phone) approves or rejects the desktop's QR login
import { qrConfirmInput } from '@/lib/contracts/account';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { confirmTicket } from '@/lib/server/qrLogin';
import { LIMITS } from '@/lib/server/rateLimit';

export const POST = apiHandler(
  {
    role: 'user',
    input: qrConfirmInput,
    rateLimit: [{ ...LIMITS.qrConfirmUser, key: (_input, ctx) => `user:${ctx.session.userId}` }],
  },
  (ctx, input) => confirmTicket(ctx.db, { companyId: ctx.company.companyId, userId: ctx.session.userId }, input),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
