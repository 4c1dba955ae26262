import type { StaffPermission } from '../contracts/staff';
import { holds } from '../contracts/staff';

/*
 * The staff console's side menu: groups of entries, each shown only to staff holding its permission
 * (null: every staff member). Labels are Console.menu.<key> / Console.menuGroup.<group>.
 */

export type StaffMenuKey =
  | 'dashboard'
  | 'certifications'
  | 'customers'
  | 'salesContacts'
  | 'rates'
  | 'carrierConnections'
  | 'dcsaKeys'
  | 'orders'
  | 'space'
  | 'tracking'
  | 'content'
  | 'news'
  | 'banners'
  | 'company'
  | 'inquiries'
  | 'applications'
  | 'outbox'
  | 'audit';

export type StaffMenuIcon =
  | 'dashboard'
  | 'audit'
  | 'team'
  | 'contacts'
  | 'file'
  | 'news'
  | 'picture'
  | 'setting'
  | 'message'
  | 'solution'
  | 'mail'
  | 'history'
  | 'rates'
  | 'orders'
  | 'space'
  | 'tracking'
  | 'carrier'
  | 'key';

export type StaffMenuEntry = { key: StaffMenuKey; href: string; permission: StaffPermission | null; icon: StaffMenuIcon };
export type StaffMenuGroup = { group: 'overview' | 'customers' | 'freight' | 'operations' | 'website' | 'messages' | 'system'; entries: StaffMenuEntry[] };

export const STAFF_MENU: StaffMenuGroup[] = [
  { group: 'overview', entries: [{ key: 'dashboard', href: '/staff', permission: null, icon: 'dashboard' }] },
  {
    group: 'customers',
    entries: [
      { key: 'certifications', href: '/staff/certifications', permission: 'certification', icon: 'audit' },
      { key: 'customers', href: '/staff/customers', permission: 'customers', icon: 'team' },
      { key: 'salesContacts', href: '/staff/salesContacts', permission: 'customers', icon: 'contacts' },
    ],
  },
  {
    group: 'freight',
    entries: [
      { key: 'rates', href: '/staff/rates', permission: 'rates', icon: 'rates' },
      { key: 'carrierConnections', href: '/staff/carrierConnections', permission: 'company', icon: 'carrier' },
      { key: 'dcsaKeys', href: '/staff/dcsaKeys', permission: 'customers', icon: 'key' },
    ],
  },
  {
    group: 'operations',
    entries: [
      { key: 'orders', href: '/staff/orders', permission: 'orders', icon: 'orders' },
      { key: 'space', href: '/staff/space', permission: 'orders', icon: 'space' },
      { key: 'tracking', href: '/staff/tracking', permission: 'tracking', icon: 'tracking' },
    ],
  },
  {
    group: 'website',
    entries: [
      { key: 'content', href: '/staff/content', permission: 'content', icon: 'file' },
      { key: 'news', href: '/staff/news', permission: 'content', icon: 'news' },
      { key: 'banners', href: '/staff/banners', permission: 'content', icon: 'picture' },
      { key: 'company', href: '/staff/company', permission: 'company', icon: 'setting' },
    ],
  },
  {
    group: 'messages',
    entries: [
      { key: 'inquiries', href: '/staff/inquiries', permission: 'inquiries', icon: 'message' },
      { key: 'applications', href: '/staff/applications', permission: 'recruitment', icon: 'solution' },
      { key: 'outbox', href: '/staff/outbox', permission: 'outbox', icon: 'mail' },
    ],
  },
  { group: 'system', entries: [{ key: 'audit', href: '/staff/audit', permission: 'audit', icon: 'history' }] },
];

/** The menu a staff member sees: entries they hold the permission of, empty groups left out. */
export function staffMenuFor(permissions: readonly string[]): StaffMenuGroup[] {
  return STAFF_MENU.map((g) => ({ ...g, entries: g.entries.filter((e) => e.permission === null || holds(permissions, e.permission)) })).filter(
    (g) => g.entries.length > 0,
  );
}

/**
 * The entry a console path belongs to (the longest matching href). The path may carry the internal
 * prefix of the rewrite (/zh-CN/1/staff/…, as a server render sees it) or a locale (/en/staff/…).
 */
export function activeStaffEntry(pathname: string): StaffMenuKey {
  const at = pathname.search(/\/staff(?:\/|$)/);
  const path = at < 0 ? pathname : pathname.slice(at);
  let best: StaffMenuEntry = STAFF_MENU[0]!.entries[0]!;
  for (const e of STAFF_MENU.flatMap((g) => g.entries)) {
    if ((path === e.href || path.startsWith(`${e.href}/`)) && e.href.length > best.href.length) best = e;
  }
  return best.key;
}
