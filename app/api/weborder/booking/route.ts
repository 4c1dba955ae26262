// POST /weborder/booking – a certified user's booking: an order at stage Order, mailed to the user's sales contact
import { bookingInput } from '@/lib/contracts/booking';
import { createBooking } from '@/lib/server/booking';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { LIMITS } from '@/lib/server/rateLimit';

export const POST = apiHandler(
  { role: 'certified', input: bookingInput, rateLimit: [{ ...LIMITS.bookingUser, key: (_i, ctx) => `user:${ctx.session.userId}` }] },
  async ({ db, company, session, locale }, input) => {
    const data = await createBooking(db, { company, userId: session.userId, userName: session.nameCn || session.mobile || '', locale }, input);
    return { code: '1', data };
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
