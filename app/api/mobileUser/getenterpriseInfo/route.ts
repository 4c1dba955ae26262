// POST mobileUserApi.getenterpriseInfo – the footer's enterprise info (names, address, phone, email, filing no.) of this host's company
// (a body naming another company is refused by apiHandler: 403 companyMismatch)
import { getEnterpriseInfo } from '@/lib/server/enterprise';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { mobileUserApi } from '@/lib/endpoints/mobileUser';

export const POST = apiHandler(mobileUserApi.getenterpriseInfo, async ({ company }) => ({
  code: '1',
  data: await getEnterpriseInfo(company.companyId),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(mobileUserApi.getenterpriseInfo);
