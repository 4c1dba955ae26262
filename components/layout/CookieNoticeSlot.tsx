'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

const CookieNotice = lazy(() => import('./CookieNotice').then((m) => ({ default: m.CookieNotice })));

/**
 * The cookie notice loads once the browser is idle after the page's own work (it is never part of
 * the cached HTML: whether to show it depends on the visitor).
 */
export function CookieNoticeSlot() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setReady(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <CookieNotice />
    </Suspense>
  ) : null;
}
