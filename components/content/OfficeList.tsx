import { getTranslations } from 'next-intl/server';
import type { Office } from '@/lib/server/siteContent';
import styles from './content.module.css';

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The company's offices as cards: address, phones, mailbox, hours; optionally each with its vCard. */
export async function OfficeList({ offices, vcardHref }: { offices: readonly Office[]; vcardHref?: (office: Office) => string }) {
  const t = await getTranslations('Contact');
  return (
    <ul className={styles.offices} data-testid="offices">
      {offices.map((o) => (
        <li key={o.id} className={styles.office} data-testid="office">
          <div className={styles.officeHead}>
            <h3>{o.name}</h3>
            {o.headquarters ? <span className={styles.badge}>{t('headquarters')}</span> : null}
          </div>
          {o.services ? <p className={styles.officeServices}>{o.services}</p> : null}
          <dl className={styles.officeRows}>
            <dt>{t('address')}</dt>
            <dd>{o.address}</dd>
            <dt>{t('phone')}</dt>
            <dd>
              <a href={tel(o.phone)}>{o.phone}</a>
            </dd>
            {o.fax ? (
              <>
                <dt>{t('fax')}</dt>
                <dd>{o.fax}</dd>
              </>
            ) : null}
            {o.email ? (
              <>
                <dt>{t('email')}</dt>
                <dd>
                  <a href={`mailto:${o.email}`}>{o.email}</a>
                </dd>
              </>
            ) : null}
            {o.hours ? (
              <>
                <dt>{t('officeHours')}</dt>
                <dd>{o.hours}</dd>
              </>
            ) : null}
          </dl>
          {vcardHref ? (
            <a className={styles.vcard} href={vcardHref(o)} download data-testid="office-vcard">
              {t('vcard')}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
