// POST /webuser/qrLogin/ticket – a single-use QR login ticket (≤ 120 s) bound to this browser by the HttpOnly qr_pre cookie
import { apiHandler } from '@/lib/server/http';
import { createTicket } from '@/lib/server/qrLogin';
import { LIMITS } from '@/lib/server/rateLimit';

export const POST = apiHandler({ role: 'visitor', rateLimit: [LIMITS.qrTicketIp] }, (ctx) => createTicket(ctx));
