// POST /webcontent/applyJob – multipart: an application to an opening with its résumé (PDF/DOC/DOCX by content, ≤ 10 MB); rate-limited
import { RESUME_FIELD, RESUME_MAX_BYTES, jobApplicationFields } from '@/lib/contracts/inquiries';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { submitJobApplication } from '@/lib/server/inquiries';
import { LIMITS } from '@/lib/server/rateLimit';

export const POST = apiHandler(
  {
    role: 'visitor',
    identify: false,
    input: jobApplicationFields,
    source: 'multipart',
    // The body cap is the file limit plus room for the text fields: a larger upload is refused unread.
    maxBytes: RESUME_MAX_BYTES + 64 * 1024,
    rateLimit: [LIMITS.applyIp, { ...LIMITS.applyCompany, key: () => 'all' }],
  },
  async ({ company, db, locale, ip, files }, input) => ({
    code: '1',
    data: await submitJobApplication(db, { companyId: company.companyId, locale, ip }, input, files.get(RESUME_FIELD)),
  }),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
