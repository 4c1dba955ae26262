import { z } from 'zod';
import { okEnvelope } from './envelope';

export { CERTIFIED } from './constants';

/** The logged-in user as the client keeps it (spec §3 "User session"). */
export const sessionUser = z.object({
  userId: z.number().int(),
  userName: z.string(),
  userNameEn: z.string(),
  phone: z.string(),
  email: z.string(),
  headUrl: z.string(),
  userType: z.number().int(),
  certificationStatus: z.number().int(),
  companyId: z.number().int(),
  companyNameCn: z.string(),
  companyNameEn: z.string(),
  companyNameScn: z.string(),
  companyNameSen: z.string(),
});
export type SessionUserInfo = z.infer<typeof sessionUser>;

// GET /webuser/session
export const sessionAnswer = okEnvelope(sessionUser);
