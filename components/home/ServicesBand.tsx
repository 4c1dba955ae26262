import { getTranslations } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { HOME_SERVICES } from './services';
import { HomeBand } from './HomeBand';
import styles from './bands.module.css';

export async function ServicesBand() {
  const t = await getTranslations('Home');
  return (
    <HomeBand id="home-services" title={t('servicesTitle')} lead={t('servicesLead')}>
      <ul className={styles.services}>
        {HOME_SERVICES.map((s) => (
          <li key={s.key}>
            <ServerLink href={{ pathname: '/service', query: { areaIndex: String(s.areaIndex) } }} data-testid="service-card">
              <i data-icon={s.icon} aria-hidden />
              <b>{t(`services.${s.key}.title`)}</b>
              <span>{t(`services.${s.key}.text`)}</span>
              <small>{t('learnMore')} →</small>
            </ServerLink>
          </li>
        ))}
      </ul>
    </HomeBand>
  );
}
