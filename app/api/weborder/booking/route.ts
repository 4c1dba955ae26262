// POST weborderApi.booking – a certified user's booking: an order at stage Order, mailed to the user's sales contact
import { createBooking } from '@/lib/server/booking';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { weborderApi } from '@/lib/endpoints/weborder';

export const POST = apiHandler(
  weborderApi.booking,
  async ({ db, company, session, locale }, input) => {
    const data = await createBooking(db, { company, userId: session.userId, userName: session.nameCn || session.mobile || '', locale }, input);
    return { code: '1', data };
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(weborderApi.booking);
