import { getTranslations, setRequestLocale } from 'next-intl/server';
import { servicePath } from '@/lib/config/services';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { loadService, serviceMetadata } from '@/lib/pages/service';
import { foldedProps, type FoldedPageProps } from '@/lib/pages/args';
import { ServiceIcon } from '@/components/layout/ServiceIcon';
import { ServiceBody, ServiceHero } from '@/components/layout/content/ServiceSection';
import styles from '@/components/layout/page.module.css';

// One cached page per query: the edge folds the query into [q] (lib/screens/queryFold.ts); each is
// rendered on its first request and kept until the company's content changes (its cache tag).
export function generateStaticParams() {
  return [];
}

export const generateMetadata = (props: FoldedPageProps) => serviceMetadata(foldedProps(props));

/** /service?areaIndex=N (spec §2): one logistics service of the company, with the others in a sub-navigation. */
export default async function ServicePageView(props: FoldedPageProps) {
  const { locale, services, service } = await loadService(foldedProps(props));
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
