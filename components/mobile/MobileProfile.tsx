'use client';

import { Skeleton } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { sessionUserName } from '@/lib/personName';
import { CERT_STATUS } from '@/lib/contracts/account';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { UserInfoForm } from '@/components/account/UserInfoForm';
import { useLogout } from '@/components/account/useLogout';
import { useSession } from '@/components/providers/QueryProvider';
import { href } from '@/lib/screens/registry';
import { MobileIcon } from './icons';
import styles from './mobile.module.css';

const STATUS_KEY: Record<number, 'none' | 'applying' | 'failed' | 'certified'> = {
  [CERT_STATUS.applying]: 'applying',
  [CERT_STATUS.failed]: 'failed',
  [CERT_STATUS.certified]: 'certified',
};

function Row({ href, icon, label, value, testId }: { href: string; icon: Parameters<typeof MobileIcon>[0]['name']; label: string; value?: string; testId?: string }) {
  return (
    <Link href={href} className={styles.row} data-testid={testId}>
      <MobileIcon name={icon} className={styles.contactIcon} />
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>{label}</span>
      </span>
      {value ? <span className={styles.rowMeta}>{value}</span> : null}
      <MobileIcon name="chevron" className={styles.rowChevron} />
    </Link>
  );
}

/**
 * "Me" (/mobile/profile): a visitor is offered login and registration; a user sees who is logged in,
 * the company's certification status, their profile form and the way out.
 */
export function MobileProfile() {
  const t = useTranslations('Mobile.profile');
  const tc = useTranslations('Certification');
  const user = useSession((s) => s.user);
  const locale = useLocale();
  const logout = useLogout();
  const router = useRouter();

  if (user === undefined) return <Skeleton active avatar paragraph={{ rows: 4 }} className={styles.cardPad} />;

  if (!user) {
    return (
      <div data-testid="profile-visitor">
        <div className={styles.profileCard}>
          <span className={styles.avatar} aria-hidden>
            <MobileIcon name="user" />
          </span>
          <div>
            <p className={styles.profileName}>{t('visitorTitle')}</p>
            <p className={styles.profileSub}>{t('visitorText')}</p>
          </div>
        </div>
        <div className={styles.buttonRow}>
          <Link href="/mobile/login" className={styles.primaryButton} data-testid="profile-login">
            {t('login')}
          </Link>
          <Link href="/mobile/register" className={styles.ghostButton} data-testid="profile-register">
            {t('register')}
          </Link>
        </div>
        <Row href="/mobile/sales" icon="headset" label={t('sales')} />
      </div>
    );
  }

  const key = STATUS_KEY[user.certificationStatus] ?? 'none';
  const name = sessionUserName(user, locale);
  const company = user.companyNameCn || user.companyNameEn;
  return (
    <div data-testid="profile-user">
      <div className={styles.profileCard}>
        <span className={styles.avatar} aria-hidden>
          {name.slice(0, 1).toUpperCase()}
        </span>
        <div>
          <p className={styles.profileName} data-testid="profile-name">
            {name}
          </p>
          <p className={styles.profileSub}>{[user.phone, company].filter(Boolean).join(' · ')}</p>
          <span className={key === 'certified' ? `${styles.status} ${styles.statusOk}` : styles.status} data-testid="profile-cert-status">
            {tc(`status.${key}`)}
          </span>
        </div>
      </div>
      <Row href="/mobile/certification" icon="shield" label={tc('title')} value={tc(`status.${key}`)} testId="profile-certification" />
      <Row href="/mobile/sales" icon="headset" label={t('sales')} />
      <Row href="/mobile/lclFreight" icon="rates" label={t('rates')} />
      <Row href="/mobile/workspace/quotations" icon="rates" label={t('quotations')} testId="profile-quotations" />
      <Row href={href('alerts', {}, 'mobile')} icon="bell" label={t('alerts')} testId="profile-alerts" />
      <div className={styles.cardPad}>
        <h2 className={styles.formTitle}>{t('editInfo')}</h2>
        <UserInfoForm />
      </div>
      <div className={styles.buttonRow}>
        <button
          type="button"
          className={styles.ghostButton}
          data-testid="profile-logout"
          onClick={() => void logout().then((ok) => ok && router.replace('/mobile'))}
        >
          {t('logout')}
        </button>
      </div>
    </div>
  );
}
