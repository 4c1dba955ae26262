'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { AntdProvider } from '@/components/providers/AntdProvider';
import { useUi } from '@/components/providers/StoreProvider';
import { useSession } from '@/components/providers/QueryProvider';
import { CERTIFIED } from '@/lib/contracts/constants';
import { PREFILL_PARAM } from '@/lib/contracts/spot';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { href } from '@/lib/screens/registry';
import { useSurface } from '@/components/providers/SurfaceProvider';
import { SpotReserve } from './SpotReserve';
import { Gate } from '@/components/booking/Gate';
import desktopStyles from '@/components/booking/booking.module.css';
import mobileStyles from '@/components/mobile/spot/mobileSpot.module.css';

/** Where certifying happens: the desktop site's edit-info page, the mobile site's certification page. */
const CERTIFY_SCREEN = { desktop: 'editInfo', mobile: 'certification' } as const;

/**
 * The reservation steps by role (spec §1, §6): certified users only (the API refuses everyone else
 * too). A link with `prefill=1` (a rate alert's "reserve now") opens the login at once for a
 * visitor, who then continues here, and starts the form with the user's contact. On the mobile
 * site logging in and certifying happen on its own pages, which lead back here. Links are the
 * screens' pages on the surface the island is shown on (lib/screens/registry.ts).
 */
export default function SpotReserveIsland() {
  const surface = useSurface();
  const t = useTranslations('Spot');
  const mobile = surface === 'mobile';
  const styles = mobile ? mobileStyles : desktopStyles;
  const router = useRouter();
  const user = useSession((s) => s.user);
  const openLogin = useUi((s) => s.openLogin);
  const [offerId, setOfferId] = useState<number | null | undefined>(undefined);
  const [prefill, setPrefill] = useState(false);
  const [loginHref, setLoginHref] = useState(href('login', {}, 'mobile'));
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    // back to this very offer (and its prefill) after logging in on the mobile login page
    const back = `${href('spaceReserve', {}, 'mobile')}${window.location.search}`;
    const raw = query.get('offerId') ?? '';
    queueMicrotask(() => {
      setOfferId(/^\d{1,9}$/.test(raw) ? Number(raw) : null);
      setPrefill(query.get(PREFILL_PARAM) === '1');
      setLoginHref(href('login', { next: back }, 'mobile'));
    });
  }, []);
  // from a mailed link: a visitor is asked to log in straight away (once), then continues on this page
  const [askedLogin, setAskedLogin] = useState(false);
  useEffect(() => {
    if (prefill && user === null && offerId && !askedLogin) {
      queueMicrotask(() => {
        setAskedLogin(true);
        if (mobile) router.replace(loginHref);
        else openLogin();
      });
    }
  }, [prefill, user, offerId, askedLogin, openLogin, mobile, router, loginHref]);
  if (user === undefined || offerId === undefined) return <div className={styles.skeleton} aria-busy />;
  if (offerId === null) {
    return (
      <Gate styles={styles} title={t('chooseOffer')}>
        <Link href={href('spaceOffers', {}, surface)} className={styles.primaryLink}>
          {t('backToOffers')}
        </Link>
      </Gate>
    );
  }
  if (!user) {
    return (
      <Gate styles={styles} testId="spot-login" title={t('loginTitle')}>
        {mobile ? (
          <Link href={loginHref} className={styles.primaryLink} data-testid="spot-login-link">
            {t('loginButton')}
          </Link>
        ) : (
          <button type="button" className={styles.primaryLink} onClick={() => openLogin()}>
            {t('loginButton')}
          </button>
        )}
      </Gate>
    );
  }
  if (user.certificationStatus !== CERTIFIED) {
    return (
      <Gate styles={styles} testId="spot-certify" title={t('certifyTitle')}>
        <Link href={href(CERTIFY_SCREEN[surface], {}, surface)} className={styles.primaryLink}>
          {t('certifyButton')}
        </Link>
      </Gate>
    );
  }
  return (
    <AntdProvider>
      <SpotReserve offerId={offerId} prefill={prefill} />
    </AntdProvider>
  );
}
