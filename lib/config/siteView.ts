/**
 * The "desktop site" choice of a phone: kept in a session cookie (no Max-Age: it ends with the
 * browser session). Its own module so the button that forgets it ships without the mobile maps.
 */
export const SITE_VIEW_COOKIE = 'site_view';
export const SITE_VIEW_DESKTOP = 'desktop';
