/** Cookie remembering which company this browser was last served by (spec §1). */
export const COMPANY_COOKIE = 'companyId';
/** The login token cookie (same name as lib/server/auth/session.ts, which the proxy cannot import). */
export const AUTH_COOKIE = 'author';
/** Cookies that hold an identity bound to one company; cleared when the company changes. */
export const COMPANY_BOUND_COOKIES = [AUTH_COOKIE, 'staff_author'] as const;

export type CookieActions = { set: { name: string; value: string }[]; clear: string[] };

const NOTHING: CookieActions = { set: [], clear: [] };

/**
 * What to do with the browser's cookies when company `servedId` answers: remember it, and when the
 * remembered company differs, drop the stored auth token (it belongs to the other company).
 * `servedId` null means the company is not known for sure (the lookup failed or is too slow): the
 * default company is served then, and no cookie is touched — a hiccup must never log anyone out.
 */
export function companyCookieActions(cookies: ReadonlyMap<string, string>, servedId: number | null): CookieActions {
  if (servedId === null) return NOTHING;
  const stored = cookies.get(COMPANY_COOKIE);
  const served = String(servedId);
  if (stored === served) return NOTHING;
  const clear = stored === undefined ? [] : COMPANY_BOUND_COOKIES.filter((c) => cookies.has(c));
  return { set: [{ name: COMPANY_COOKIE, value: served }], clear: [...clear] };
}
