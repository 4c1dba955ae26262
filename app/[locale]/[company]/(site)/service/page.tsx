import { getTranslations, setRequestLocale } from 'next-intl/server';
import { servicePath } from '@/lib/config/services';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { loadService, serviceMetadata } from '@/lib/pages/service';
import type { QueryPageProps } from '@/lib/pages/args';
import { ServiceIcon } from '@/components/layout/ServiceIcon';
import { ServiceBody, ServiceHero } from '@/components/layout/content/ServiceSection';
import styles from '@/components/layout/page.module.css';

// Each areaIndex is a page of its own (title, description, canonical URL): rendered per request
// from the company's cached service pages.
export const dynamic = 'force-dynamic';

export const generateMetadata = serviceMetadata;

/** /service?areaIndex=N (spec §2): one logistics service of the company, with the others in a sub-navigation. */
export default async function ServicePageView(props: QueryPageProps) {
  const { locale, services, service } = await loadService(props);
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Service');
  return (
    <main>
      <ServiceHero service={service} />
      <nav className={styles.subnav} aria-label={t('allServices')}>
        <div className={styles.subnavInner}>
          {services.map((s) => (
            <ServerLink
              key={s.key}
              href={servicePath(s)}
              className={styles.subnavLink}
              aria-current={s.areaIndex === service.areaIndex ? 'page' : undefined}
            >
              <ServiceIcon icon={s.icon} size={18} />
              {s.title}
            </ServerLink>
          ))}
        </div>
      </nav>
      <ServiceBody service={service} />
    </main>
  );
}
