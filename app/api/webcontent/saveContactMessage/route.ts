// POST /webcontent/saveContactMessage – the contact form: stored and mailed to sales (outbox); rate-limited
import { contactMessageInput } from '@/lib/contracts/inquiries';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { saveContactMessage } from '@/lib/server/inquiries';
import { LIMITS } from '@/lib/server/rateLimit';

export const POST = apiHandler(
  { role: 'visitor', identify: false, input: contactMessageInput, rateLimit: [LIMITS.contactIp, { ...LIMITS.contactCompany, key: () => 'all' }] },
  async ({ company, db, locale, ip }, input) => {
    const saved = await saveContactMessage(db, { company, locale, ip }, input);
    return { code: '1', data: saved };
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
