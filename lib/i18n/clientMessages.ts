import type { Messages } from './messages';

/**
 * The message namespaces client components read. Only these are serialized into each page's HTML
 * (all of them made the cached home page 30 KB heavier); tests/unit/clientMessages.test.ts fails
 * when a client component uses a namespace missing here.
 */
export const CLIENT_NAMESPACES = [
  'BackToTop',
  'Certification',
  'ContactPanel',
  'CookieNotice',
  'Copy',
  'EditInfo',
  'Error',
  'Header',
  'Home',
  'LclFreight',
  'LocaleSwitch',
  'Login',
  'Nav',
  'PasswordChange',
  'PortRecommend',
  'PortSearch',
  'QrConfirm',
  'RecentPorts',
  'Register',
  'Staff',
  'Subscription',
  'Validation',
  'Workspace',
] as const satisfies readonly (keyof Messages)[];

export function clientMessages(messages: Messages): Partial<Messages> {
  const out: Partial<Record<keyof Messages, unknown>> = {};
  for (const ns of CLIENT_NAMESPACES) out[ns] = messages[ns];
  return out as Partial<Messages>;
}
