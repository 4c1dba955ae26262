// POST webcontentApi.saveContactMessage – the contact form: stored and mailed to sales (outbox); rate-limited
import { apiHandler, otherMethods } from '@/lib/server/http';
import { saveContactMessage } from '@/lib/server/inquiries';
import { webcontentApi } from '@/lib/endpoints/webcontent';

export const POST = apiHandler(
  webcontentApi.saveContactMessage,
  async ({ company, db, locale, ip }, input) => {
    const saved = await saveContactMessage(db, { company, locale, ip }, input);
    return { code: '1', data: saved };
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webcontentApi.saveContactMessage);
