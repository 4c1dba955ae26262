import { LICENCE_FIELD } from '@/lib/contracts/account';
import { latestApplication, submitApplication } from '@/lib/server/certification';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { webuserApi } from '@/lib/endpoints/webuser';

// GET webuserApi.certification – the user's certification status and latest application
export const GET = apiHandler(webuserApi.certification, async ({ session, company, db }) => {
  const application = await latestApplication(db, company.companyId, session.userId);
  return { code: '1', data: { certificationStatus: session.certificationStatus, application } };
});

// POST webuserApi.submitCertification – multipart application with the business licence (PDF/JPG/PNG by content, ≤ 10 MB) → status 1
export const POST = apiHandler(
  // The body cap is the file limit plus room for the text fields: a larger upload is refused unread.
  webuserApi.submitCertification,
  async ({ db, session, files }, input) => ({ code: '1', data: await submitApplication(db, session, input, files.get(LICENCE_FIELD)) }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(webuserApi.certification, webuserApi.submitCertification);
