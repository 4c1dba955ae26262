/** Device rules of spec §2 ("Device" route guard). Pure, run by the request edge (lib/proxy/edge.ts) and the tests. */
import { isMobilePath, MOBILE_ROOT } from '../screens/surface';

/** Mobile user agents: Android, iPhone, iPad, iPod, Symbian and Windows Phone (any case). */
const MOBILE_UA = /Android|iPhone|iPad|iPod|Symbian|Windows Phone/i;

export { isMobilePath, MOBILE_ROOT };

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && MOBILE_UA.test(userAgent);
}

/**
 * The host of a configured mobile domain ("m.example.com", "https://m.example.com/",
 * "m.example.com:8080"), lower-cased; '' when none or unparsable.
 */
export function mobileDomainHost(mobileDomainName: string | null | undefined): string {
  const raw = mobileDomainName?.trim();
  if (!raw) return '';
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`);
    return url.host.toLowerCase();
  } catch {
    return '';
  }
}

/** Whether `requestHost` (may carry a port) already is the mobile domain host. */
export function isOnHost(requestHost: string, domainHost: string): boolean {
  const req = requestHost.toLowerCase();
  if (req === domainHost) return true;
  // a mobile domain named without a port matches that host on any port
  return !domainHost.includes(':') && req.replace(/:\d+$/, '') === domainHost;
}
