import { getTranslations } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { ServiceCta } from '@/lib/contracts/siteContent';
import type { ServicePage } from '@/lib/server/siteContent';
import { PageHero } from '../PageHero';
import { ServiceIcon } from '../ServiceIcon';
import styles from '../page.module.css';
import { PageCta } from '../PageCta';

/** A service page as the database holds it, in the page's language (lib/server/siteContent.ts). */
type Props = { service: ServicePage };

/** The label of a call to action: rates pages say what they quote, the rest lead to sales. */
const CTA_LABEL: Record<ServiceCta, 'ctaRates' | 'ctaContact' | 'ctaFclRates' | 'ctaAirRates' | 'ctaSchedules'> = {
  '/lclFreight': 'ctaRates',
  '/about/contact': 'ctaContact',
  '/rates': 'ctaFclRates',
  '/airFreight': 'ctaAirRates',
  '/schedules': 'ctaSchedules',
};

/** The service's call to action and, beside it, the other way in (an adviser, or the LCL rates). */
async function CtaButtons({ service, testId }: Props & { testId?: string }) {
  const t = await getTranslations('Service');
  return (
    <div className={styles.heroActions}>
      <ServerLink href={service.cta} className={styles.button} data-testid={testId}>
        {t(CTA_LABEL[service.cta])}
      </ServerLink>
      {service.cta !== '/about/contact' ? (
        <ServerLink href="/about/contact" className={styles.buttonGhost}>
          {t('askExpert')}
        </ServerLink>
      ) : (
        <ServerLink href="/lclFreight" className={styles.buttonGhost}>
          {t('ctaRates')}
        </ServerLink>
      )}
    </div>
  );
}

/** The hero of one service page: its h1 (the service's title), tagline and the call to action. */
export async function ServiceHero({ service }: Props) {
  const t = await getTranslations('Service');
  return (
    <PageHero eyebrow={t('eyebrow')} title={service.title} subtitle={service.tagline} testId="service-title">
      <CtaButtons service={service} />
    </PageHero>
  );
}

/** The body of one service page: intro, what is included, process, lanes, documents, advantages, call to action. */
export async function ServiceBody({ service }: Props) {
  const t = await getTranslations('Service');
  return (
    <>
      <section className={styles.section}>
        <div className={styles.container}>
          <h2 className={styles.sectionTitle}>{t('overview')}</h2>
          <p className={styles.lead}>{service.intro}</p>
        </div>
      </section>

      <section className={styles.sectionAlt}>
        <div className={styles.container}>
          <h2 className={styles.sectionTitle}>{t('included')}</h2>
          <div className={styles.cards}>
            {service.included.map((item) => (
              <article key={item.title} className={styles.card}>
                <span className={styles.cardIcon}>
                  <ServiceIcon icon={service.icon} />
                </span>
                <h3 className={styles.cardTitle}>{item.title}</h3>
                <p className={styles.cardText}>{item.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className={styles.section}>
        <div className={styles.container}>
          <h2 className={styles.sectionTitle}>{t('process')}</h2>
          <ol className={styles.steps}>
            {service.process.map((step) => (
              <li key={step} className={styles.step}>
                {step}
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={styles.sectionAlt}>
        <div className={`${styles.container} ${styles.split}`}>
          <div>
            <h2 className={styles.blockTitle}>{t('lanes')}</h2>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('lane')}</th>
                  <th scope="col">{t('transit')}</th>
                </tr>
              </thead>
              <tbody>
                {service.lanes.map((l) => (
                  <tr key={l.lane}>
                    <td>{l.lane}</td>
                    <td>{l.transit}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={styles.note}>{t('transitNote')}</p>
          </div>
          <div>
            <h2 className={styles.blockTitle}>{t('advantages')}</h2>
            <ul className={styles.checks}>
              {service.advantages.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      {service.documents.length ? (
        <section className={styles.section}>
          <div className={styles.container}>
            <h2 className={styles.sectionTitle}>{t('documents')}</h2>
            <ul className={styles.docList} data-testid="service-documents">
              {service.documents.map((d) => (
                <li key={d.name} className={styles.docItem}>
                  <strong>{d.name}</strong>
                  {d.note ? <span>{d.note}</span> : null}
                </li>
              ))}
            </ul>
            <p className={styles.note}>
              {t('documentsNote')} <ServerLink href="/notification/download">{t('documentsLink')}</ServerLink>
            </p>
          </div>
        </section>
      ) : null}

      <PageCta title={t('ctaTitle')} text={t('ctaText')}>
        <CtaButtons service={service} testId="service-cta" />
      </PageCta>
    </>
  );
}
