import type { Messages } from './messages';

/*
 * The message namespaces client components read, by where they are needed. Only these are
 * serialized into a page's HTML (every namespace made the cached home page 30 KB heavier), and each
 * page carries only its own: the company layout the ones of the islands on every page, a page (or
 * the frame of a group of pages) adds its own through <PageMessages>. An entry is a namespace, or
 * one message of it ('Mobile.tabs') where a page's islands read a few of a
 * namespace's messages and its server components the rest. The islands loaded on demand (login
 * overlay, subscription dialog, account-link handler) bring the messages with their code
 * (IslandMessages). tests/unit/clientMessages.test.ts fails when a client component uses a
 * namespace or message that no group lists.
 */

/** A namespace, or one message (or group of messages) of a namespace. */
export type ClientMessageKey = keyof Messages | { [N in keyof Messages]: `${N}.${Extract<keyof Messages[N], string>}` }[keyof Messages];

/** Islands of every page under the company layout: navbar, menu, contact panel, cookie notice, port search. */
export const SITE_NAMESPACES = [
  'BackToTop',
  'ContactPanel',
  'CookieNotice',
  'Copy',
  'Error',
  'Header',
  'LocaleSwitch',
  'Nav',
  'PortRecommend',
  'PortSearch',
  'RecentPorts',
] as const satisfies readonly (keyof Messages)[];

/** Namespaces a page or a group of pages adds to the site's. */
export const PAGE_NAMESPACES = {
  /** the banner carousel and the rate-alert button (the bands are server-rendered) */
  home: ['Home.bannersLabel', 'Home.slideOf', 'Home.learnMore', 'Home.ctaButton'],
  /** the mobile site (its layout: tab bar, search, desktop-site link; home's rate-alert card) */
  mobile: ['Mobile.tabs', 'Mobile.search', 'Mobile.desktopSite', 'Mobile.home'],
  /** the mobile account pages: login, register, password, certification, profile */
  mobileAccount: ['Certification', 'EditInfo', 'Login', 'Mobile.codeLogin', 'Mobile.profile', 'PasswordChange', 'Register', 'Validation', 'Workspace'],
  lclFreight: ['LclFreight', 'Rates', 'Quotation', 'SpaceStatus'],
  /** /rates, /airFreight, /rates/spot and /lclFreight/ShowTextDialog: the rate lists */
  rates: ['LclFreight', 'Rates', 'Quotation', 'SpaceStatus'],
  /** /lclFreight/quotation and my quotations */
  quotation: ['LclFreight', 'Quotation', 'Rates', 'SpaceStatus', 'Validation'],
  /** register, loginQR, change, certification (AccountPageShell) */
  account: ['Certification', 'Login', 'PasswordChange', 'Register', 'Validation'],
  workspace: ['Certification', 'EditInfo', 'Orders', 'Validation', 'Workspace'],
  staff: ['Console', 'Orders', 'SpaceStatus', 'Staff', 'Validation'],
  /** the console's spot space screen (besides staff's) */
  staffSpace: ['Spot'],
  /** the console's tracking events screen (besides staff's) */
  staffTracking: ['Tracking'],
  qrConfirm: ['Login', 'QrConfirm', 'Validation'],
  /** /workspace/alerts and /mobile/workspace/alerts: my alerts, with the subscription dialog's edit mode */
  myAlerts: ['MyAlerts', 'Subscription'],
  /** /subscription: the rate-alert manage link */
  subscription: ['Subscription'],
  /** /about/contact: the message form */
  contact: ['ContactForm', 'Validation'],
  /** /joinUs/socialRecruitment: the application dialog */
  joinUs: ['JobApplication', 'Validation'],
  /** /orderSearch, /orderSearchIframe: the order search island */
  orderSearch: ['Orders'],
  /** /booking: the booking form */
  booking: ['Booking', 'Orders', 'Validation'],
  /** /lookPresentCabin and its reservation steps */
  spot: ['Spot', 'Validation'],
  /** /mobile/spotPay: the sandbox wallet (logs the phone in first) */
  spotPay: ['Login', 'Spot', 'Validation'],
  /** /schedules and the mobile schedule pages */
  schedules: ['Schedules', 'DataSource'],
  /** /tracking and the mobile tracking pages */
  tracking: ['Tracking', 'DataSource', 'Validation'],
} as const satisfies Record<string, readonly ClientMessageKey[]>;

/** Namespaces only the islands loaded on demand read (they load the locale's messages themselves). */
export const ISLAND_NAMESPACES = ['Certification', 'Login', 'PasswordChange', 'Register', 'Subscription', 'Validation'] as const satisfies readonly (keyof Messages)[];

/** Every namespace some client component may read (all of it or some of its messages). */
export const CLIENT_NAMESPACES = [
  ...new Set<keyof Messages>(
    [...SITE_NAMESPACES, ...Object.values(PAGE_NAMESPACES).flat(), ...ISLAND_NAMESPACES].map((k) => k.split('.')[0] as keyof Messages),
  ),
].sort();

type MessageTree = Record<string, unknown>;

/** The messages of these namespaces and single messages ('Home.learnMore'), in the shape of Messages. */
export function pickMessages(messages: Messages, keys: readonly ClientMessageKey[]): Partial<Messages> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const dot = key.indexOf('.');
    if (dot < 0) {
      out[key] = messages[key as keyof Messages];
      continue;
    }
    const ns = key.slice(0, dot);
    const name = key.slice(dot + 1);
    const all = messages[ns as keyof Messages] as MessageTree;
    if (out[ns] !== all) out[ns] = { ...(out[ns] as MessageTree | undefined), [name]: all[name] };
  }
  return out as Partial<Messages>;
}

/** `more` added to `base`, namespace by namespace (a page's messages of a namespace join the layout's). */
export function mergeMessages(base: Partial<Messages>, more: Partial<Messages>): Partial<Messages> {
  const out: Record<string, unknown> = { ...base };
  for (const [ns, value] of Object.entries(more)) {
    const prev = out[ns];
    out[ns] = prev && typeof prev === 'object' && typeof value === 'object' ? { ...(prev as MessageTree), ...(value as MessageTree) } : value;
  }
  return out as Partial<Messages>;
}

/** The messages of the islands on every page (the company layout's provider). */
export function clientMessages(messages: Messages): Partial<Messages> {
  return pickMessages(messages, SITE_NAMESPACES);
}
