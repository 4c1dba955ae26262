'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { AntdProvider } from '@/components/providers/AntdProvider';
import { useUi } from '@/components/providers/StoreProvider';
import { useSession } from '@/components/providers/QueryProvider';
import { useSurface } from '@/components/providers/SurfaceProvider';
import { CERTIFIED } from '@/lib/contracts/constants';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/screens/registry';
import { BookingForm, type CarrierOption } from './BookingForm';
import { Gate } from './Gate';
import desktopStyles from './booking.module.css';
import mobileStyles from './mobileBooking.module.css';

/** Where certifying happens: the desktop site's edit-info page, the mobile site's certification page. */
const CERTIFY_SCREEN = { desktop: 'editInfo', mobile: 'certification' } as const;

/**
 * The booking screen by role (spec §6): visitors are asked to log in, users to certify; certified
 * users get the form. On the mobile site the login is its own page, which comes back to this very
 * booking link, query and all (a rate card's "Book", a mailed link). The API refuses the booking to
 * anyone else on its own.
 */
export default function BookingIsland({ carriers }: { carriers: CarrierOption[] }) {
  const t = useTranslations('Booking');
  const surface = useSurface();
  const mobile = surface === 'mobile';
  const styles = mobile ? mobileStyles : desktopStyles;
  const user = useSession((s) => s.user);
  const openLogin = useUi((s) => s.openLogin);
  const [loginHref, setLoginHref] = useState(href('login', { next: href('booking', {}, 'mobile') }, 'mobile'));
  useEffect(() => {
    const back = `${href('booking', {}, 'mobile')}${window.location.search}`;
    queueMicrotask(() => setLoginHref(href('login', { next: back }, 'mobile')));
  }, []);
  if (user === undefined) return <div className={styles.skeleton} aria-busy data-testid="booking-loading" />;
  if (!user) {
    return (
      <Gate styles={styles} testId="booking-login" title={t('loginTitle')} text={t('loginText')}>
        {mobile ? (
          <Link href={loginHref} className={styles.primaryLink} data-testid="booking-login-link">
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
      <Gate styles={styles} testId="booking-certify" title={t('certifyTitle')} text={t('certifyText')}>
        <Link href={href(CERTIFY_SCREEN[surface], {}, surface)} className={styles.primaryLink} data-testid="booking-certify-link">
          {t('certifyButton')}
        </Link>
      </Gate>
    );
  }
  return (
    <AntdProvider>
      <BookingForm user={user} carriers={carriers} />
    </AntdProvider>
  );
}
