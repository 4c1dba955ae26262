// POST staffApi.companySave – saves the company's settings, branding and domains; shown on the site's next page load
import { actorOf } from '@/lib/server/audit';
import { saveCompanySettings } from '@/lib/server/companyAdmin';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { hostOf } from '@/lib/proxy/requestMeta';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.companySave, async (ctx, input) => ({
  code: '1',
  data: await saveCompanySettings(ctx.db, actorOf(ctx), input, hostOf(ctx.req.headers)),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.companySave);
