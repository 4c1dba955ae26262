import type { MenuItem } from '../config/menuItem';

/** A path without query, hash, locale prefix (/en, /cn) or trailing slash; '/' stays '/'. */
export function normalizePath(path: string): string {
  let p = path.split(/[?#]/, 1)[0] ?? '';
  if (!p.startsWith('/')) p = `/${p}`;
  p = p.replace(/^\/(en|cn)(?=\/|$)/, '');
  p = p.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

/** Every path a top-level item answers for: its own and its nested children's. */
function pathsOf(item: MenuItem): string[] {
  const own = item.clickEvent ? [normalizePath(item.clickEvent.path)] : [];
  return [...own, ...(item.children ?? []).flatMap(pathsOf)];
}

/**
 * The index of the top-menu entry to highlight for a path (spec §2): the path, ignoring query and
 * hash, is matched against each entry's path and its nested children's. An exact match wins; else
 * the entry whose path is the longest parent of the current one (/lclFreight/quotation → LCL
 * Price). '/' matches only '/'. -1 when nothing matches.
 */
export function activeMenuIndex(pathname: string, menu: readonly MenuItem[]): number {
  const current = normalizePath(pathname);
  const all = menu.map(pathsOf);
  const exact = all.findIndex((paths) => paths.includes(current));
  if (exact !== -1 || current === '/') return exact;
  let best = -1;
  let bestLength = 0;
  all.forEach((paths, index) => {
    for (const p of paths) {
      if (p !== '/' && current.startsWith(`${p}/`) && p.length > bestLength) {
        best = index;
        bestLength = p.length;
      }
    }
  });
  return best;
}
