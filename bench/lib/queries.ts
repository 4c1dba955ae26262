// The port-search load: realistic queries as typed into the origin / destination boxes — Chinese
// names, English names, UN/LOCODEs, prefixes and single characters (the first keystroke).
import { webschedulecontrollerApi } from '../../lib/endpoints/webschedulecontroller';
import { siteGetTarget, type Target } from './measure';
import { addDays, chinaDate } from '../../lib/businessTime';

export const PORT_SEARCH_PATH = `/api${webschedulecontrollerApi.webquerygloblports.path}`;

export const PORT_QUERIES: readonly { q: string; types: 1 | 2 }[] = [
  { q: '宁波', types: 1 },
  { q: 'Ningbo', types: 1 },
  { q: 'CNSHA', types: 1 },
  { q: 'ham', types: 2 },
  { q: 'los', types: 2 },
  { q: '新加坡', types: 2 },
  { q: 'rot', types: 2 },
  { q: '上海', types: 1 },
  { q: 'shen', types: 1 },
  { q: 'DEHAM', types: 2 },
  { q: '釜山', types: 2 },
  { q: 'felix', types: 2 },
  { q: '洛杉矶', types: 2 },
  { q: 'long beach', types: 2 },
  { q: 'qing', types: 1 },
  { q: 'jebel', types: 2 },
  { q: '汉堡', types: 2 },
  { q: 'ant', types: 2 },
  { q: 'NLRTM', types: 2 },
  { q: 's', types: 2 },
  { q: '港', types: 2 },
  { q: 'xia', types: 1 },
];

/** Headers that take a page request past the front server's page microcache to Next (lib/proxy/pageMicrocache.mjs): a conditional request (an ETag that never matches), answered 200 from Next's own cache. */
export const THROUGH_NEXT = { 'if-none-match': '"bench-through-next"' };

export const JSON_HEADERS = { 'content-type': 'application/json', sys_source: 'etransweb' };

export function portSearchTarget(origin: string): Target {
  return {
    key: 'ports',
    label: 'port search (POST)',
    origin,
    method: 'POST',
    headers: JSON_HEADERS,
    requests: PORT_QUERIES.map(({ q, types }) => ({ path: PORT_SEARCH_PATH, body: JSON.stringify({ nameCn: q, types }) })),
  };
}

// The schedule-search load: lanes of every trade the seed sails, 2-, 3- and 4-week windows from
// today and from dates months ahead, with and without the weekday and carrier filters, direct and
// transshipment routings alike (the index holds a year of sailings).
export const SCHEDULE_SEARCH_PATH = `/api${webschedulecontrollerApi.querySchedules.path}`;

const ahead = (days: number) => addDays(chinaDate(), days);

export function scheduleQueries(): string[] {
  const lanes = [
    ['CNSHA', 'NLRTM'], ['CNNGB', 'DEHAM'], ['CNYTN', 'BEANR'], ['CNTAO', 'GBFXT'], ['CNSHA', 'ITGOA'], ['CNXMN', 'USLGB'],
    ['CNSHA', 'USLAX'], ['CNNGB', 'KRPUS'], ['CNSHK', 'THLCH'], ['CNSHA', 'AEJEA'], ['CNNGB', 'INNSA'], ['CNTAO', 'PECLL'],
    ['CNSHA', 'AUMEL'], ['CNXMN', 'NLRTM'], ['CNFOC', 'DEHAM'], ['CNSHA', 'SGSIN'],
  ];
  const out: string[] = [];
  lanes.forEach(([pol, pod], i) => {
    const q = new URLSearchParams({ pol: pol!, pod: pod!, weeks: String(2 + (i % 3)) });
    if (i % 4 === 1) q.set('weekday', ['MON', 'WED', 'FRI', 'SAT'][i % 4]!);
    if (i % 5 === 2) q.set('from', ahead(30 * (1 + (i % 10))));
    if (i % 7 === 3) q.set('carrier', 'COSU');
    out.push(`${SCHEDULE_SEARCH_PATH}?${q}`);
  });
  return out;
}

/** The queries on company 1, then (with `hosts`: company 1's first) the same queries spread over the other companies, each through its host. */
export function scheduleSearchTarget(origin: string, hosts: string[] = []): Target {
  const queries = scheduleQueries();
  const others = hosts.slice(1);
  const spread = others.length ? queries.map((path, i) => ({ path, headers: { host: others[i % others.length]! } })) : [];
  return siteGetTarget('schedules', others.length ? `schedule search (GET, ${hosts.length} companies)` : 'schedule search (GET)', origin, [...queries, ...spread]);
}
