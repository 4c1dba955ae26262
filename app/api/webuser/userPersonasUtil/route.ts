// POST /webuser/userPersonasUtil – record a behaviour event (e.g. 41 copy phone, 25 copy email); visitors allowed
import { behaviourInput } from '@/lib/contracts/contacts';
import { type ApiContext, apiHandler, otherMethods } from '@/lib/server/http';
import { recordBehaviour } from '@/lib/server/behaviour';
import { LIMITS } from '@/lib/server/rateLimit';

/** The caller for the rate budget: the user, else the client address, else null (not identifiable). */
const callerOf = ({ session, ip }: ApiContext) => (session ? `u${session.userId}` : ip ? `ip:${ip}` : null);

export const POST = apiHandler(
  {
    role: 'visitor',
    input: behaviourInput,
    rateLimit: [
      { ...LIMITS.behaviourCaller, key: (_, ctx) => callerOf(ctx) },
      { ...LIMITS.behaviourAnonymous, key: (_, ctx) => (callerOf(ctx) ? null : 'anonymous') },
    ],
  },
  async ({ company, session, db }, input) => {
    await recordBehaviour(db, company.companyId, session?.userId ?? null, input);
    return { code: '1' };
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
