// POST /webuser/userPersonasUtil – record a behaviour event (e.g. 41 copy phone, 25 copy email); visitors allowed
import { behaviourInput } from '@/lib/contracts/contacts';
import { apiHandler } from '@/lib/server/http';
import { BEHAVIOUR_ANONYMOUS_PER_MINUTE, recordBehaviour, takeBehaviourSlot } from '@/lib/server/behaviour';

/** The caller for the rate budget: the user, else the client address a proxy forwarded, else ''. */
function callerOf(req: Request, userId: number | undefined): string {
  if (userId) return `u${userId}`;
  const ip = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || req.headers.get('x-real-ip')?.trim();
  return ip ? `ip${ip}` : '';
}

export const POST = apiHandler({ role: 'visitor', input: behaviourInput }, async ({ req, company, session }, input) => {
  const who = callerOf(req, session?.userId);
  takeBehaviourSlot(`${company.companyId}:${who || 'anonymous'}`, who ? undefined : BEHAVIOUR_ANONYMOUS_PER_MINUTE);
  await recordBehaviour(company.companyId, session?.userId ?? null, input);
  return { code: '1' };
});
