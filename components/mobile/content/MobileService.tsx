import { getTranslations } from 'next-intl/server';
import { mobileHrefOf } from '@/lib/config/mobile';
import type { ServiceCta } from '@/lib/contracts/siteContent';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { ServicePage } from '@/lib/server/siteContent';
import { ServiceIcon } from '@/components/layout/ServiceIcon';
import { MobileSection } from '../MobilePage';
import styles from '../mobile.module.css';
import c from './content.module.css';

const CTA_LABEL: Record<ServiceCta, 'ctaRates' | 'ctaContact' | 'ctaFclRates' | 'ctaAirRates' | 'ctaSchedules'> = {
  '/lclFreight': 'ctaRates',
  '/about/contact': 'ctaContact',
  '/rates': 'ctaFclRates',
  '/airFreight': 'ctaAirRates',
  '/schedules': 'ctaSchedules',
};

/** Every service of the company as a card (the Services tab). */
export function MobileServiceList({ services }: { services: readonly ServicePage[] }) {
  return (
    <ul className={c.serviceList}>
      {services.map((s) => (
        <li key={s.key}>
          <ServerLink href={{ pathname: '/mobile/service', query: { areaIndex: String(s.areaIndex) } }} className={c.serviceCard} data-testid="service-card">
            <span className={c.serviceIcon}>
              <ServiceIcon icon={s.icon} size={24} />
            </span>
            <span className={c.serviceText}>
              <span className={c.serviceTitle}>{s.title}</span>
              <span className={c.serviceTagline}>{s.tagline}</span>
            </span>
          </ServerLink>
        </li>
      ))}
    </ul>
  );
}

/** One service: overview, what is included, process, lanes and transit times, documents, advantages, call to action. */
export async function MobileServiceDetail({ service, others }: { service: ServicePage; others: readonly ServicePage[] }) {
  const t = await getTranslations('Service');
  // the call to action on its mobile page; a desktop-only page (FCL, air, schedules) leads to sales instead
  const cta = mobileHrefOf(service.cta) ? { href: mobileHrefOf(service.cta)!, label: t(CTA_LABEL[service.cta]) } : { href: '/mobile/about/contact', label: t('askExpert') };
  return (
    <>
      <MobileSection title={t('overview')} id="s-overview">
        <p className={c.prose}>{service.intro}</p>
      </MobileSection>
      <MobileSection title={t('included')} id="s-included">
        <ul className={c.features}>
          {service.included.map((item) => (
            <li key={item.title}>
              <b>{item.title}</b>
              <span>{item.text}</span>
            </li>
          ))}
        </ul>
      </MobileSection>
      <MobileSection title={t('process')} id="s-process">
        <ol className={c.steps}>
          {service.process.map((step, i) => (
            <li key={step}>
              <span className={c.stepNo}>{i + 1}</span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
      </MobileSection>
      {service.lanes.length ? (
        <MobileSection title={t('lanes')} id="s-lanes">
          <dl className={c.pairs}>
            {service.lanes.map((l) => (
              <div key={l.lane}>
                <dt>{l.lane}</dt>
                <dd>{l.transit}</dd>
              </div>
            ))}
          </dl>
          <p className={c.note}>{t('transitNote')}</p>
        </MobileSection>
      ) : null}
      {service.documents.length ? (
        <MobileSection title={t('documents')} id="s-docs">
          <ul className={c.features} data-testid="service-documents">
            {service.documents.map((d) => (
              <li key={d.name}>
                <b>{d.name}</b>
                {d.note ? <span>{d.note}</span> : null}
              </li>
            ))}
          </ul>
        </MobileSection>
      ) : null}
      {service.advantages.length ? (
        <MobileSection title={t('advantages')} id="s-adv">
          <ul className={c.checks}>
            {service.advantages.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </MobileSection>
      ) : null}
      <section className={c.ctaBox}>
        <p className={c.ctaTitle}>{t('ctaTitle')}</p>
        <p className={c.ctaText}>{t('ctaText')}</p>
        <ServerLink href={cta.href} className={styles.primaryButton} data-testid="service-cta">
          {cta.label}
        </ServerLink>
      </section>
      {others.length ? (
        <MobileSection title={t('allServices')} id="s-others" plain>
          <MobileServiceList services={others} />
        </MobileSection>
      ) : null}
    </>
  );
}
