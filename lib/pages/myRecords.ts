import 'server-only';
import { notFound } from 'next/navigation';
import { ID_MAX } from '@/lib/contracts/limits';
import { myOrdersQuery } from '@/lib/contracts/orders';
import { myReservationsQuery } from '@/lib/contracts/spot';
import { pageSession } from '@/lib/server/auth/pageSession';
import { getDb } from '@/lib/server/db';
import { ApiError } from '@/lib/server/errors';
import { listMyOrders, ownOrder } from '@/lib/server/orders';
import { listReservations } from '@/lib/server/spot';
import { pageArgs, queryValue, type PageParams, type QueryPageProps } from './args';

/*
 * The user's own records, on the workspace (/workspace/orders, /workspace/orders/<id>,
 * /workspace/spotCargo) and on the phone (/mobile/orders, /mobile/orders/<id>, /mobile/spotCargo).
 * Rendered per request from the session cookie. Without a session the loader answers
 * `{ session: null }` and each surface decides: the workspace sends the visitor home, the phone asks
 * to log in.
 */

const NO_QUERY: Record<string, string | string[] | undefined> = {};

async function viewer(params: PageParams) {
  const { locale, companyId } = await pageArgs(params);
  const session = await pageSession(companyId);
  const owner = session ? { companyId: session.companyId, userId: session.userId, locale: locale === 'en' ? ('en' as const) : ('cn' as const) } : null;
  return { locale, owner };
}

/** My orders: the stage filter (orderStatus, default 1), keyword and page of the query (malformed: the defaults), the page of orders and the count per stage. */
export async function loadMyOrders({ params, searchParams }: QueryPageProps) {
  const [{ locale, owner }, raw] = await Promise.all([viewer(params), searchParams]);
  if (!owner) return { locale, session: null } as const;
  const parsed = myOrdersQuery.safeParse({ orderStatus: queryValue(raw.orderStatus), keyword: queryValue(raw.keyword), page: queryValue(raw.page) });
  const query = parsed.success ? parsed.data : myOrdersQuery.parse({});
  return { locale, session: true, query, ...(await listMyOrders(await getDb(), owner, query)) } as const;
}

/** One of my orders; an id that is not one of them is a 404. */
export async function loadMyOrder({ params }: { params: Promise<{ locale: string; company: string; id: string }> }) {
  const [{ locale, owner }, { id }] = await Promise.all([viewer(params), params]);
  if (!owner) return { locale, session: null } as const;
  const n = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  if (n < 1 || n > ID_MAX) notFound();
  const order = await ownOrder(await getDb(), owner, n).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  if (!order) notFound();
  return { locale, session: true, order } as const;
}

/**
 * My reserved spot cargo: status and page of the query (malformed: all, page 1). A surface without
 * filters or pages (the phone's one list) asks for `{ filters: false, pageSize }`.
 */
export async function loadMySpotCargo({ params, searchParams }: QueryPageProps, opts: { pageSize?: number; filters?: boolean } = {}) {
  const [{ locale, owner }, raw] = await Promise.all([viewer(params), opts.filters === false ? NO_QUERY : searchParams]);
  if (!owner) return { locale, session: null } as const;
  const parsed = myReservationsQuery.safeParse({ status: queryValue(raw.status), page: queryValue(raw.page), pageSize: opts.pageSize });
  const query = parsed.success ? parsed.data : myReservationsQuery.parse({ pageSize: opts.pageSize });
  return { locale, session: true, query, ...(await listReservations(await getDb(), owner, query)) } as const;
}
