// GET mobileUserApi.getSalesLimit – whether the caller may see the dedicated sales list
// The spec shows no answer. Ours: { code: '1', data: { limited, reason } } where visitors are limited
// ('login': they see the default contact) and, when the company sets programJurisdictionFlag, so are
// users not yet certified ('certification'). getSalesList applies the same rule on its own.
import { apiHandler, otherMethods } from '@/lib/server/http';
import { salesLimitFor } from '@/lib/server/contacts';
import { mobileUserApi } from '@/lib/endpoints/mobileUser';

export const GET = apiHandler(mobileUserApi.getSalesLimit, async ({ company, session }) => ({
  code: '1',
  data: salesLimitFor(company, session),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(mobileUserApi.getSalesLimit);
