import { queryOptions } from '@tanstack/react-query';
import type { SessionUserInfo } from '../contracts/session';
import { ApiCallError } from './errors';
import { callLight, keyOf } from './client';
import { webuserApi } from '../endpoints/webuser';

/**
 * The logged-in user on the client: the ['session'] query is the one place it lives (read through
 * useSession in components/providers/QueryProvider.tsx; logins and logout write this query).
 * undefined while asking, null for a visitor. Pages are cached, so the answer is never in the HTML.
 */
export const sessionQueryKey = keyOf(webuserApi.session);

export function sessionOptions() {
  return queryOptions<SessionUserInfo | null>({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return (await callLight(webuserApi.session, {}, signal)).data ?? null;
      } catch (e) {
        if (e instanceof ApiCallError && e.status === 401) return null;
        throw e;
      }
    },
    staleTime: 30_000,
  });
}
