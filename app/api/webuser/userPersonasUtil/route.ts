// POST webuserApi.userPersonasUtil – record a behaviour event (e.g. 41 copy phone, 25 copy email); visitors allowed
import { apiHandler, otherMethods } from '@/lib/server/http';
import { recordBehaviour } from '@/lib/server/behaviour';
import { webuserApi } from '@/lib/endpoints/webuser';

export const POST = apiHandler(
  webuserApi.userPersonasUtil,
  async ({ company, session, db }, input) => {
    await recordBehaviour(db, company.companyId, session?.userId ?? null, input);
    return { code: '1' };
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webuserApi.userPersonasUtil);
