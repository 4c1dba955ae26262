'use client';

import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'next/navigation';
import { useRouter } from '@/lib/i18n/navigation';
import { IslandMessages } from '@/components/providers/IslandMessages';
import { useUi } from '@/components/providers/StoreProvider';
import { ACCOUNT_LINK_PARAMS } from '@/components/layout/LoginOverlaySlot';
import { currentHref } from '@/components/layout/LocaleSwitch';
import { saveContinueTo } from './continueTo';

const ResetLinkHandler = lazy(() => import('@/components/account/ResetLinkHandler').then((m) => ({ default: m.ResetLinkHandler })));

/** The mobile pages of the login overlay's views. */
const ACCOUNT_PAGES = { change: '/mobile/change', certification: '/mobile/certification', login: '/mobile/login' } as const;
const isAccountPage = (path: string) => /^\/mobile\/(?:login|change|certification|register)(?:[/?]|$)/.test(path);

/** Mailed account links (?sendFlag=&token=) and sales referrals reach the mobile change / certification pages. */
function AccountLinks() {
  const params = useSearchParams();
  return ACCOUNT_LINK_PARAMS.some((p) => params.has(p)) ? (
    <IslandMessages>
      <ResetLinkHandler base="/mobile" />
    </IslandMessages>
  ) : null;
}

/**
 * The mobile site has no login overlay: a component that opens it (a "log in" or "forgot password"
 * button shared with the desktop site) is sent to the mobile page of that view instead, and the
 * page it came from is remembered to continue there after logging in.
 */
export function MobileAccountBridge() {
  const open = useUi((s) => s.loginOpen);
  const page = useUi((s) => s.loginPage);
  const closeLogin = useUi((s) => s.closeLogin);
  const router = useRouter();
  useEffect(() => {
    if (!open) return;
    closeLogin();
    const here = currentHref();
    if (!isAccountPage(here)) saveContinueTo(window.location.pathname + window.location.search);
    router.push(page === 'change' ? ACCOUNT_PAGES.change : page === 'certification' ? ACCOUNT_PAGES.certification : ACCOUNT_PAGES.login);
  }, [open, page, closeLogin, router]);
  return (
    <Suspense fallback={null}>
      <AccountLinks />
    </Suspense>
  );
}
