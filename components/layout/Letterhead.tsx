import { getTranslations } from 'next-intl/server';
import type { EnterpriseInfo } from '@/lib/contracts/enterprise';
import styles from './pdf.module.css';

/** The company letterhead of printable documents (quotations …): logo, names, address, phone, email. */
export async function Letterhead({ info, logo }: { info: EnterpriseInfo; logo: string }) {
  const t = await getTranslations('Pdf');
  return (
    <header className={styles.letterhead} data-testid="letterhead">
      {logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- brand SVG served as a file
        <img className={styles.logo} src={logo} alt={info.companyNameCn} />
      ) : null}
      <div className={styles.names}>
        <div className={styles.nameCn}>{info.companyNameCn}</div>
        {info.companyNameEn && info.companyNameEn !== info.companyNameCn ? <div className={styles.nameEn}>{info.companyNameEn}</div> : null}
      </div>
      <dl className={styles.contact}>
        {info.companyAddr ? (
          <>
            <dt>{t('address')}</dt>
            <dd>
              {info.companyAddr}
              {info.companyAddrEn && info.companyAddrEn !== info.companyAddr ? <span className={styles.en}>{info.companyAddrEn}</span> : null}
            </dd>
          </>
        ) : null}
        {info.phone ? (
          <>
            <dt>{t('phone')}</dt>
            <dd>{info.phone}</dd>
          </>
        ) : null}
        {info.email ? (
          <>
            <dt>{t('email')}</dt>
            <dd>{info.email}</dd>
          </>
        ) : null}
      </dl>
    </header>
  );
}
