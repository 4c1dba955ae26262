import { LICENCE_FIELD, LICENCE_MAX_BYTES, certificationFields } from '@/lib/contracts/account';
import { latestApplication, submitApplication } from '@/lib/server/certification';
import { apiHandler, otherMethods } from '@/lib/server/http';

// GET /webuser/certification – the user's certification status and latest application
export const GET = apiHandler({ role: 'user' }, async ({ session, company, db }) => {
  const application = await latestApplication(db, company.companyId, session.userId);
  return { code: '1', data: { certificationStatus: session.certificationStatus, application } };
});

// POST /webuser/certification – multipart application with the business licence (PDF/JPG/PNG by content, ≤ 10 MB) → status 1
export const POST = apiHandler(
  // The body cap is the file limit plus room for the text fields: a larger upload is refused unread.
  { role: 'user', input: certificationFields, source: 'multipart', maxBytes: LICENCE_MAX_BYTES + 256 * 1024 },
  async ({ db, session, files }, input) => ({ code: '1', data: await submitApplication(db, session, input, files.get(LICENCE_FIELD)) }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
