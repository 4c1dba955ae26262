import 'server-only';
import { cookies } from 'next/headers';
import { AUTH_COOKIE, findSession, tokenFrom, type SessionUser } from './session';

/** The user of a page rendered per request (the workspace), from the `author` cookie on this company; null when none. */
export async function pageSession(companyId: number): Promise<SessionUser | null> {
  const jar = await cookies();
  return findSession(tokenFrom(jar.get(AUTH_COOKIE)?.value, null), companyId);
}
