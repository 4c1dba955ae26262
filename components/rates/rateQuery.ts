import type { RateSearch } from '@/lib/contracts/rates';
import { href, type Surface } from '@/lib/screens/registry';

/*
 * The rate list's search as it stands in the URL (shareable, kept across a reload): the home
 * search's portStartId / portEndId, then the filters, sort and page. Anything malformed is ignored.
 */

const id = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

export function queryFromParams(params: URLSearchParams, kind: RateSearch['kind']): RateSearch {
  const weekday = Number(params.get('weekday'));
  const transit = params.get('transit');
  const validOn = params.get('validOn');
  const sort = params.get('sort');
  const pageSize = Number(params.get('pageSize'));
  return {
    kind,
    portStartId: id(params.get('portStartId')),
    portEndId: id(params.get('portEndId')),
    carrierId: id(params.get('carrierId')),
    weekday: weekday >= 1 && weekday <= 7 && Number.isInteger(weekday) ? weekday : undefined,
    transit: transit === 'DIR' || transit === 'VIA' ? transit : undefined,
    validOn: validOn && /^\d{4}-\d{2}-\d{2}$/.test(validOn) ? validOn : undefined,
    sort: sort === 'price' || sort === 'transit' ? sort : 'default',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: id(params.get('page')) ?? 1,
    pageSize: [10, 20, 50].includes(pageSize) ? pageSize : 10,
  };
}

/** The URL query of a search (defaults left out). */
export function paramsOf(q: RateSearch): Record<string, string> {
  const out: Record<string, string> = {};
  if (q.portStartId) out.portStartId = String(q.portStartId);
  if (q.portEndId) out.portEndId = String(q.portEndId);
  if (q.carrierId) out.carrierId = String(q.carrierId);
  if (q.weekday) out.weekday = String(q.weekday);
  if (q.transit) out.transit = q.transit;
  if (q.validOn) out.validOn = q.validOn;
  if (q.sort !== 'default') out.sort = q.sort;
  if (q.order === 'desc') out.order = 'desc';
  if (q.page > 1) out.page = String(q.page);
  if (q.pageSize !== 10) out.pageSize = String(q.pageSize);
  return out;
}

/** True when a filter narrows the lane's rates. */
export const isFiltered = (q: RateSearch) => Boolean(q.carrierId || q.weekday || q.transit || q.validOn);

/** The booking form's link of a rate on a surface (the form is another screen: lib/screens/registry.ts). */
export function bookingHref(r: { id: number; pol: { code: string }; pod: { code: string }; carrier: { code: string } | null }, surface: Surface = 'desktop'): string {
  return href('booking', { pol: r.pol.code, pod: r.pod.code, carrier: r.carrier?.code, ref: `rate:${r.id}` }, surface);
}
