import Cookies from 'js-cookie';

/*
 * The sales referral of a registration link (spec §6 "Sales code": kept in local storage under the
 * keys salesCode and web sale id; spec §4: a query parameter can be stored in a cookie for 1 day).
 * A link like /register?salesCode=AB12&webSaleId=7 is remembered until the visitor registers, even
 * when they first browse other pages. Browser only.
 */

export const SALES_CODE_KEY = 'salesCode';
export const WEB_SALE_ID_KEY = 'webSaleId';
/** Cookie lifetime in days. */
export const SALES_COOKIE_DAYS = 1;

const CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
const ID_PATTERN = /^[1-9]\d{0,9}$/;

export type SalesReferral = { salesCode?: string; webSaleId?: number };

function keep(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage full or disabled: the cookie still holds it
  }
  Cookies.set(key, value, { expires: SALES_COOKIE_DAYS, path: '/', sameSite: 'lax' });
}

function read(key: string): string | undefined {
  let value: string | null = null;
  try {
    value = window.localStorage.getItem(key);
  } catch {
    value = null;
  }
  return value || Cookies.get(key) || undefined;
}

/** Remembers salesCode / webSaleId of a URL query. Invalid values are ignored. Returns what it kept. */
export function captureSalesReferral(params: URLSearchParams): SalesReferral {
  if (typeof window === 'undefined') return {};
  const out: SalesReferral = {};
  const code = params.get(SALES_CODE_KEY)?.trim();
  if (code && CODE_PATTERN.test(code)) {
    keep(SALES_CODE_KEY, code);
    out.salesCode = code;
  }
  const id = params.get(WEB_SALE_ID_KEY)?.trim();
  if (id && ID_PATTERN.test(id)) {
    keep(WEB_SALE_ID_KEY, id);
    out.webSaleId = Number(id);
  }
  return out;
}

/** The remembered referral (local storage first, then the 1-day cookie). */
export function readSalesReferral(): SalesReferral {
  if (typeof window === 'undefined') return {};
  const code = read(SALES_CODE_KEY);
  const id = read(WEB_SALE_ID_KEY);
  return {
    ...(code && CODE_PATTERN.test(code) ? { salesCode: code } : {}),
    ...(id && ID_PATTERN.test(id) ? { webSaleId: Number(id) } : {}),
  };
}

/** Forgets the referral once the account exists. */
export function clearSalesReferral(): void {
  if (typeof window === 'undefined') return;
  for (const key of [SALES_CODE_KEY, WEB_SALE_ID_KEY]) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // ignore
    }
    Cookies.remove(key, { path: '/' });
  }
}
