// POST /staff/company/save – saves the company's settings, branding and domains; shown on the site's next page load
import { companySettingsInput } from '@/lib/contracts/companyAdmin';
import { actorOf } from '@/lib/server/audit';
import { saveCompanySettings } from '@/lib/server/companyAdmin';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { hostOf } from '@/lib/proxy/requestMeta';

export const POST = apiHandler({ role: 'staff', permission: 'company', input: companySettingsInput }, async (ctx, input) => ({
  code: '1',
  data: await saveCompanySettings(ctx.db, actorOf(ctx), input, hostOf(ctx.req.headers)),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
