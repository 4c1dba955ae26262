import { getTranslations } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { tr } from '@/lib/config/menu';
import type { ServiceInfo } from '@/lib/config/services';
import { PageHero } from '../PageHero';
import { ServiceIcon } from '../ServiceIcon';
import styles from '../page.module.css';

type Props = { service: ServiceInfo; locale: string; company: string };

/** The hero of one service page: its h1 (the service's title), tagline and the call to action. */
export async function ServiceHero({ service, locale }: Omit<Props, 'company'>) {
  const t = await getTranslations('Service');
  return (
    <PageHero eyebrow={t('eyebrow')} title={tr(service.title, locale)} subtitle={tr(service.tagline, locale)} testId="service-title">
      <div className={styles.heroActions}>
        <ServerLink href={service.cta} className={styles.button}>
          {service.cta === '/lclFreight' ? t('ctaRates') : t('ctaContact')}
        </ServerLink>
        {service.cta === '/lclFreight' ? (
          <ServerLink href="/about/contact" className={styles.buttonGhost}>
            {t('askExpert')}
          </ServerLink>
        ) : (
          <ServerLink href="/lclFreight" className={styles.buttonGhost}>
            {t('ctaRates')}
          </ServerLink>
        )}
      </div>
    </PageHero>
  );
}

/** The body of one service page: intro, what is included, process, lanes, advantages, call to action. */
export async function ServiceBody({ service, locale, company }: Props) {
  const t = await getTranslations('Service');
  const text = (b: Parameters<typeof tr>[0]) => tr(b, locale, company);
  return (
    <>
      <section className={styles.section}>
        <div className={styles.container}>
          <h2 className={styles.sectionTitle}>{t('overview')}</h2>
          <p className={styles.lead}>{text(service.intro)}</p>
        </div>
      </section>

      <section className={styles.sectionAlt}>
        <div className={styles.container}>
          <h2 className={styles.sectionTitle}>{t('included')}</h2>
          <div className={styles.cards}>
            {service.included.map((item) => (
              <article key={item.title.en} className={styles.card}>
                <span className={styles.cardIcon}>
                  <ServiceIcon icon={service.icon} />
                </span>
                <h3 className={styles.cardTitle}>{text(item.title)}</h3>
                <p className={styles.cardText}>{text(item.text)}</p>
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
              <li key={step.en} className={styles.step}>
                {text(step)}
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
                  <tr key={l.lane.en}>
                    <td>{text(l.lane)}</td>
                    <td>{text(l.transit)}</td>
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
                <li key={a.en}>{text(a)}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className={styles.cta}>
        <div className={styles.ctaInner}>
          <div>
            <h2 className={styles.ctaTitle}>{t('ctaTitle')}</h2>
            <p className={styles.ctaText}>{t('ctaText')}</p>
          </div>
          <ServerLink href={service.cta} className={styles.button}>
            {service.cta === '/lclFreight' ? t('ctaRates') : t('ctaContact')}
          </ServerLink>
        </div>
      </section>
    </>
  );
}
