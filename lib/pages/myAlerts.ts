import 'server-only';
import { pageSession } from '@/lib/server/auth/pageSession';
import { getDb } from '@/lib/server/db';
import { listMyRateAlerts } from '@/lib/server/myAlerts';
import { listTrackingSubscriptions } from '@/lib/server/tracking';
import { pageArgs, type PageParams } from './args';

/*
 * My alerts, on the workspace (/workspace/alerts) and the phone (/mobile/workspace/alerts): the rate
 * alerts of the account's own email and the account's tracking subscriptions, rendered per request
 * from the session cookie (the island keeps them fresh after each change). Without a session the
 * loader answers `{ session: null }`: the workspace sends the visitor home, the phone asks to log in.
 */
export async function loadMyAlerts(params: PageParams) {
  const { locale, companyId } = await pageArgs(params);
  const session = await pageSession(companyId);
  if (!session) return { locale, session: null } as const;
  const db = await getDb();
  const [rateAlerts, tracking] = await Promise.all([
    listMyRateAlerts(db, { companyId, userId: session.userId, email: session.email }),
    listTrackingSubscriptions(db, companyId, session.userId),
  ]);
  return { locale, session: true, email: session.email ?? '', rateAlerts, tracking } as const;
}
