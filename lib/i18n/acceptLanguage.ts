/**
 * The best of the API's languages (`cn`, `en`) for an Accept-Language header (RFC 9110 §12.5.4):
 * ranges in order of their q-value (ties keep the header's order); the first that names Chinese
 * (`zh…`) or English (`en…`) wins; `*` or nothing usable means the default, Chinese. A range with
 * q=0 is "not acceptable" and never chosen. Pure: no server code.
 */
export function negotiateLocale(header: string | null | undefined): 'cn' | 'en' {
  if (!header) return 'cn';
  const ranges: { tag: string; q: number; at: number }[] = [];
  header
    .split(',')
    .slice(0, 50)
    .forEach((part, at) => {
      const [tagPart, ...params] = part.split(';');
      const tag = (tagPart ?? '').trim().toLowerCase();
      if (!tag) return;
      let q = 1;
      for (const p of params) {
        const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
        if (m) q = Math.min(1, Number(m[1]));
      }
      if (Number.isFinite(q) && q > 0) ranges.push({ tag, q, at });
    });
  ranges.sort((a, b) => b.q - a.q || a.at - b.at);
  for (const { tag } of ranges) {
    const primary = tag.split('-')[0];
    if (primary === 'en') return 'en';
    if (primary === 'zh' || primary === 'cn' || primary === '*') return 'cn';
  }
  return 'cn';
}
