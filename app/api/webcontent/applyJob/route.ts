// POST webcontentApi.applyJob – multipart: an application to an opening with its résumé (PDF/DOC/DOCX by content, ≤ 10 MB); rate-limited
import { RESUME_FIELD } from '@/lib/contracts/inquiries';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { submitJobApplication } from '@/lib/server/inquiries';
import { webcontentApi } from '@/lib/endpoints/webcontent';

export const POST = apiHandler(
  webcontentApi.applyJob,
  async ({ company, db, locale, ip, files }, input) => ({
    code: '1',
    data: await submitJobApplication(db, { companyId: company.companyId, locale, ip }, input, files.get(RESUME_FIELD)),
  }),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webcontentApi.applyJob);
