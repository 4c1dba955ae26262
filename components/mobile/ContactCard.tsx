import { getTranslations } from 'next-intl/server';
import type { EnterpriseInfo } from '@/lib/contracts/enterprise';
import { CopyButton } from './CopyButton';
import { MobileIcon } from './icons';
import styles from './mobile.module.css';

/** The company's phone, email and address: tap to call or write, copy with the spec's messages. */
export async function ContactCard({ info, locale }: { info: EnterpriseInfo; locale: string }) {
  const t = await getTranslations('Mobile.contact');
  const address = locale === 'en' ? info.companyAddrEn : info.companyAddr;
  return (
    <ul className={styles.contactList} data-testid="mobile-contact">
      {info.phone ? (
        <li className={styles.contactItem}>
          <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`} className={styles.contactLink} data-testid="call-link">
            <MobileIcon name="phone" className={styles.contactIcon} />
            <span className={styles.contactText}>
              <span className={styles.contactLabel}>{t('phone')}</span>
              <span className={styles.contactValue}>{info.phone}</span>
            </span>
          </a>
          <CopyButton text={info.phone} kind="phone" label={t('copyPhone')} />
        </li>
      ) : null}
      {info.email ? (
        <li className={styles.contactItem}>
          <a href={`mailto:${info.email}`} className={styles.contactLink}>
            <MobileIcon name="mail" className={styles.contactIcon} />
            <span className={styles.contactText}>
              <span className={styles.contactLabel}>{t('email')}</span>
              <span className={styles.contactValue}>{info.email}</span>
            </span>
          </a>
          <CopyButton text={info.email} kind="email" label={t('copyEmail')} />
        </li>
      ) : null}
      {address ? (
        <li className={styles.contactItem}>
          <span className={styles.contactLink}>
            <MobileIcon name="pin" className={styles.contactIcon} />
            <span className={styles.contactText}>
              <span className={styles.contactLabel}>{t('address')}</span>
              <span className={styles.contactValue}>{address}</span>
            </span>
          </span>
          <CopyButton text={address} label={t('copyAddress')} />
        </li>
      ) : null}
    </ul>
  );
}
