/** Cookie remembering which company this browser was last served by (spec §1). */
export const COMPANY_COOKIE = 'companyId';
/** The login token cookie (same name as lib/server/auth/session.ts, which the proxy cannot import). */
export const AUTH_COOKIE = 'author';
/**
 * The login cookie's readable companion ('1'): says that a login cookie is held, nothing more (the
 * token itself stays httpOnly). The client islands of cached pages ask for the session only when it
 * is there, so a visitor's page makes no request that can only answer 401 (lib/api/session.ts). Set
 * and cleared with the login cookie (lib/server/http.ts) and kept in step with it here.
 */
export const SIGNED_IN_COOKIE = 'signed_in';
/** Cookies that hold an identity bound to one company; cleared when the company changes. */
export const COMPANY_BOUND_COOKIES = [AUTH_COOKIE, 'staff_author', SIGNED_IN_COOKIE] as const;

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

/**
 * The companion cookie brought in step with the login cookie, after `actions` (a login from before the
 * companion existed gets it; a companion left without its login cookie, which the browser let expire, goes).
 * Only with the company known for sure (`actions` from a known company): a hiccup never touches cookies.
 */
export function withSignedInHint(cookies: ReadonlyMap<string, string>, actions: CookieActions): CookieActions {
  const author = cookies.has(AUTH_COOKIE) && !actions.clear.includes(AUTH_COOKIE);
  const hint = cookies.has(SIGNED_IN_COOKIE) && !actions.clear.includes(SIGNED_IN_COOKIE);
  if (author && !hint) return { ...actions, set: [...actions.set, { name: SIGNED_IN_COOKIE, value: '1' }] };
  if (!author && hint) return { ...actions, clear: [...actions.clear, SIGNED_IN_COOKIE] };
  return actions;
}
