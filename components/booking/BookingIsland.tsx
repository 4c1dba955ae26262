'use client';

import { useTranslations } from 'next-intl';
import { AntdProvider } from '@/components/providers/AntdProvider';
import { useSession, useUi } from '@/components/providers/StoreProvider';
import { CERTIFIED } from '@/lib/contracts/constants';
import { Link } from '@/lib/i18n/navigation';
import { BookingForm, type CarrierOption } from './BookingForm';
import { Gate } from './Gate';
import styles from './booking.module.css';

/**
 * /booking by role (spec §6): visitors are asked to log in, users to certify; certified users get
 * the form. The API refuses the booking to anyone else on its own.
 */
export default function BookingIsland({ carriers }: { carriers: CarrierOption[] }) {
  const t = useTranslations('Booking');
  const user = useSession((s) => s.user);
  const openLogin = useUi((s) => s.openLogin);
  if (user === undefined) return <div className={styles.skeleton} aria-busy data-testid="booking-loading" />;
  if (!user) {
    return (
      <Gate styles={styles} testId="booking-login" title={t('loginTitle')} text={t('loginText')}>
        <button type="button" className={styles.primaryLink} onClick={() => openLogin()}>
          {t('loginButton')}
        </button>
      </Gate>
    );
  }
  if (user.certificationStatus !== CERTIFIED) {
    return (
      <Gate styles={styles} testId="booking-certify" title={t('certifyTitle')} text={t('certifyText')}>
        <Link href="/workspace/editInfo" className={styles.primaryLink}>
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
