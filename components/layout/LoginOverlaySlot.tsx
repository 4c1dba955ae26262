'use client';

import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { IslandMessages, preloadIslandMessages } from '@/components/providers/IslandMessages';
import { useUi } from '@/components/providers/StoreProvider';

// The overlay (antd Modal, the login forms and their API client) loads when it is first opened.
const importOverlay = () => import('@/components/account/LoginOverlayIsland');
const LoginOverlayIsland = lazy(importOverlay);
// Mailed account links and sales referrals: handled by code loaded only when the URL carries one.
const ResetLinkHandler = lazy(() => import('@/components/account/ResetLinkHandler').then((m) => ({ default: m.ResetLinkHandler })));

/** Starts loading the overlay before the click (pointer over the login button). */
export function preloadLoginOverlay(): void {
  void importOverlay();
  preloadIslandMessages(document.documentElement.lang);
}

/** Parameters of an account link (?sendFlag=&token=) or a sales referral (?salesCode=&webSaleId=). */
export const ACCOUNT_LINK_PARAMS = ['token', 'sendFlag', 'salesCode', 'webSaleId'] as const;

function AccountLinks() {
  const params = useSearchParams();
  return ACCOUNT_LINK_PARAMS.some((p) => params.has(p)) ? (
    <IslandMessages>
      <ResetLinkHandler />
    </IslandMessages>
  ) : null;
}

/**
 * Where the login overlay lives (spec §2 Default layout). The header's login button opens it through
 * useUi((s) => s.openLogin); it is loaded on that first opening, and stays mounted afterwards. The
 * account-link handler (mailed reset / certification links, sales referrals) mounts when the URL has one.
 */
export function LoginOverlaySlot() {
  const open = useUi((s) => s.loginOpen);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return (
    <>
      {/* reads the query without opting the static page out of prerendering */}
      <Suspense fallback={null}>
        <AccountLinks />
      </Suspense>
      {wanted ? (
        <Suspense fallback={null}>
          <LoginOverlayIsland />
        </Suspense>
      ) : null}
    </>
  );
}
