import { queryOptions } from '@tanstack/react-query';
import type { SessionUserInfo } from '../contracts/session';
import { ApiCallError } from './errors';
import { callLight, keyOf } from './client';
import { webuserApi } from '../endpoints/webuser';
import { SIGNED_IN_COOKIE } from '../proxy/companyCookie';

/**
 * The logged-in user on the client: the ['session'] query is the one place it lives (read through
 * useSession in components/providers/QueryProvider.tsx; logins and logout write this query).
 * undefined while asking, null for a visitor. Pages are cached, so the answer is never in the HTML.
 */
export const sessionQueryKey = keyOf(webuserApi.session);

/** Whether the login cookie's readable companion is there: a login is held. */
const signedIn = () => typeof document === 'undefined' || document.cookie.split('; ').some((c) => c.startsWith(`${SIGNED_IN_COOKIE}=1`));

/**
 * In the browser, before the ['session'] query has answered: true when no login is held, so the answer
 * will be null (a visitor). For islands rendered only in the browser (never hydrated from server HTML,
 * where the answer is unknown), to show a visitor's state at once instead of a loading state first.
 */
export const visitorBeforeAnswer = () => typeof document !== 'undefined' && !signedIn();

export function sessionOptions() {
  return queryOptions<SessionUserInfo | null>({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }) => {
      // a visitor holds no login: nothing to ask (and no request that can only answer 401)
      if (!signedIn()) return null;
      try {
        return (await callLight(webuserApi.session, {}, signal)).data ?? null;
      } catch (e) {
        if (e instanceof ApiCallError && e.status === 401) {
          // the login ended on the server (expired, revoked): stop asking on every page
          document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
          return null;
        }
        throw e;
      }
    },
    staleTime: 30_000,
  });
}
