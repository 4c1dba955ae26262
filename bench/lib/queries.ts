// The port-search load: realistic queries as typed into the origin / destination boxes — Chinese
// names, English names, UN/LOCODEs, prefixes and single characters (the first keystroke).
import type { Target } from './measure';

export const PORT_SEARCH_PATH = '/api/webschedulecontroller/webquerygloblports';

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
