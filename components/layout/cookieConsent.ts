/** The cookie (and localStorage key) that remembers a visitor accepted the cookie notice. */
export const COOKIE_CONSENT_KEY = 'cookieConsent';
