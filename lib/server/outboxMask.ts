import 'server-only';

/*
 * What staff may read of a queued message (GET /api/staff/outbox). Reset, confirmation and manage
 * links carry a live token, and code messages a live one-time code: whoever reads them can take
 * over the account or the subscriptions. Staff see that a link or a code was sent, never the
 * secret itself; the message delivered (deliverOutbox) is the stored body, unchanged.
 */

/** Messages whose body carries a one-time code. */
const CODE_KINDS = new Set(['register-code', 'contact-code', 'login-code']);
/** Query parameters that make a link a credential. */
const SECRET_PARAM = /^(?:token|code|ticket|key|secret|sig|signature|otp|auth|session|state|nonce)$/i;
const LINK = /\bhttps?:\/\/[^\s<>"'，。）)\]]+/gi;
/** The codes sendCode issues: six digits. */
const CODE = /(?<!\d)\d{6}(?!\d)/g;

function carriesSecret(link: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return true; // not understood: not shown either
  }
  if (url.username || url.password) return true;
  for (const name of url.searchParams.keys()) if (SECRET_PARAM.test(name)) return true;
  return /[#&?](?:token|code|ticket|key)=/i.test(url.hash);
}

/** The text with each credential link, and for code messages each code, replaced by what was sent. */
export function maskOutboxText(text: string, kind: string, say: { link: string; code: string }): string {
  const masked = text.replace(LINK, (link) => (carriesSecret(link) ? say.link : link));
  return CODE_KINDS.has(kind) ? masked.replace(CODE, say.code) : masked;
}
